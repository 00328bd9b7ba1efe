import { data } from 'react-router';

/** A console path that names no page. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
