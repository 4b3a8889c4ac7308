import { Outlet } from 'react-router';
import { lessonContentBundles } from '../../components/lesson-content/lesson-content-bundles';
import { viewerBundles } from '../../components/viewers/viewer-bundles';
import { registerFeatureBundles } from '../../lib/i18n/i18n';
import { RequiredDataGate } from '../guard/required-data-gate';
import { RouteGuard } from '../guard/route-guard';

// The lesson player's texts and those of the shared renderers it shows load with this chunk.
await Promise.all([
  registerFeatureBundles(import.meta.glob<Record<string, unknown>>('../../features/lesson-player/locales/*.json', { import: 'default' })),
  registerFeatureBundles(lessonContentBundles),
  registerFeatureBundles(viewerBundles),
]);

/**
 * SPEC §2 second route set (session pages): refused users go to /403, and a
 * user missing required data sees only the form asking for it, as on the
 * main set. No app header: the player has its own toolbar and footer.
 */
export function Component() {
  return (
    <RouteGuard>
      <main className="embedded-main" id="main-content" tabIndex={-1}>
        <RequiredDataGate>
          <Outlet />
        </RequiredDataGate>
      </main>
    </RouteGuard>
  );
}
