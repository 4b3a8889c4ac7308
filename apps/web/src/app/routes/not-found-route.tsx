import { useLocation } from 'react-router';
import { ErrorPage } from '../../features/errors/components/error-page';
import { StatusFrame } from '../layout/status-frame';

/** Where an unknown address was sent, it says which one. */
export interface NotFoundState {
  from?: string;
}

/** /404 (docs/product/screens-and-routes.md#error-pages): the address that was not found, when a redirect said it. */
export function Component() {
  const from = (useLocation().state as NotFoundState | null)?.from ?? null;
  return (
    <StatusFrame>
      <ErrorPage state={{ kind: 'notFound', path: from }} back="home" />
    </StatusFrame>
  );
}
