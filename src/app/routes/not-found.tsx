import { data } from 'react-router';

/** Any path that matches no page: the root error boundary renders the localized 404. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
