import { FreeCopyForm } from '../admin/free-copy-form';
import { adminMeta } from '../admin/meta';

export const meta = () => adminMeta('Gratisexemplar');

/** /admin/orders/new: a free copy for an address, in a language, with a reason. */
export default function AdminFreeCopy() {
  return <FreeCopyForm />;
}

export { ErrorBoundary } from '../components/route-error';
