import { useParams } from 'react-router';
import { OrderPage } from '../admin/order-page';

export function meta({ params }: { params: { id?: string } }) {
  return [
    { title: `Bestellung ${params.id ?? ''} | Restaurant Closer` },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

/** /admin/orders/:id: one order with its timeline and actions (the order desk). */
export default function AdminOrder() {
  const { id = '' } = useParams();
  return <OrderPage key={id} id={id} />;
}

export { ErrorBoundary } from '../components/route-error';
