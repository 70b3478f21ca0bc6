import { data } from 'react-router';

/** The catch-all: a 404 rendered by the root error boundary. */
export function loader() {
  throw data('Not Found', { status: 404 });
}

export default function NotFound() {
  return null;
}
