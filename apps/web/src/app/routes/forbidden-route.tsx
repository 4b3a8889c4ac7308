import { ErrorPage } from '../../features/errors/components/error-page';
import { StatusFrame } from '../layout/status-frame';

/** /403 'Restricted access' (docs/product/screens-and-routes.md#error-pages): where the embedded set and the correction screen send users they refuse. */
export function Component() {
  return (
    <StatusFrame>
      <ErrorPage state={{ kind: 'forbidden' }} back="home" />
    </StatusFrame>
  );
}
