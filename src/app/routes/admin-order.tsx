import { useParams } from 'react-router';
import { OrderPage } from '../admin/order-page';
import { adminMeta } from '../admin/meta';

export function meta({ params }: { params: { id?: string } }) {
  return adminMeta(`Bestellung ${params.id ?? ''}`);
}

/** /admin/orders/:id: one order with its timeline and actions (the order desk). */
export default function AdminOrder() {
  const { id = '' } = useParams();
  return <OrderPage key={id} id={id} />;
}

export { ErrorBoundary } from '../components/route-error';
