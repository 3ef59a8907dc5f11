import { FreeCopyForm } from '../admin/free-copy-form';

export function meta() {
  return [
    { title: 'Gratisexemplar | Restaurant Closer' },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

/** /admin/orders/new: a free copy for an address, in a language, with a reason. */
export default function AdminFreeCopy() {
  return <FreeCopyForm />;
}

export { ErrorBoundary } from '../components/route-error';
