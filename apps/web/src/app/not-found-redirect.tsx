import { Navigate, useLocation } from 'react-router';
import { paths } from '../lib/paths';
import type { NotFoundState } from './routes/not-found-route';

/** An unknown address goes to /404, which says which address it was (docs/product/screens-and-routes.md#error-pages). */
export function NotFoundRedirect() {
  const { pathname, search } = useLocation();
  const state: NotFoundState = { from: `${pathname}${search}` };
  return <Navigate to={paths.notFound.getHref()} state={state} replace />;
}
