import { useLoaderData } from 'react-router';
import { OrderPage } from '../admin/order-page';
import { fetchOrder } from '../admin/order-api';
import { adminMeta } from '../admin/meta';
import { errorText } from '../admin/route-error';
import type { Route } from './+types/admin-order';

export function meta({ params }: Route.MetaArgs) {
  return adminMeta(`Bestellung ${params.id}`);
}

/** The order as the admin API has it, or why it could not be read (shown under the back link). */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  try {
    return { detail: await fetchOrder(params.id), error: null };
  } catch (err) {
    return { detail: null, error: errorText(err) };
  }
}

/** /admin/orders/:id: one order with its timeline and actions (the order desk). */
export default function AdminOrder({ params }: Route.ComponentProps) {
  const { detail, error } = useLoaderData<typeof clientLoader>();
  return <OrderPage key={params.id} id={params.id} loaded={detail} loadError={error} />;
}

export { AdminErrorBoundary as ErrorBoundary } from '../admin/route-error';
