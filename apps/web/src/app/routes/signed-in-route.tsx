import { RouteGuard } from '../guard/route-guard';
import { SignedInLayout } from '../layout/signed-in-layout';

export function Component() {
  return (
    <RouteGuard>
      <SignedInLayout />
    </RouteGuard>
  );
}
