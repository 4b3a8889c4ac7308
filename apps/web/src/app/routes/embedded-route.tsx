import { Outlet } from 'react-router';
import { PlayerFrame } from '../../features/lesson-player/components/player-frame';
import { RequiredDataGate } from '../guard/required-data-gate';
import { RouteGuard } from '../guard/route-guard';

/**
 * The embedded route set (docs/product/screens-and-routes.md#route-sets: session pages): refused users go to /403, and a
 * user missing required data sees only the form asking for it, as on the
 * main set. No app header: the player has its own toolbar and footer.
 */
export function Component() {
  return (
    <RouteGuard>
      <main className="embedded-main" id="main-content" tabIndex={-1}>
        <RequiredDataGate>
          <PlayerFrame>
            <Outlet />
          </PlayerFrame>
        </RequiredDataGate>
      </main>
    </RouteGuard>
  );
}
