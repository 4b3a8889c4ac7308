import { lessonContentBundles } from '../../components/lesson-content/lesson-content-bundles';
import { scoreBundles } from '../../components/score/score-bundles';
import { viewerBundles } from '../../components/viewers/viewer-bundles';
import { useTenant } from '../../features/context/tenant-context';
import { PreviewScreen } from '../../features/preview/components/preview-screen';
import { registerFeatureBundles } from '../../lib/i18n/i18n';

// The preview's texts and those of the shared renderers it shows load with this chunk.
await Promise.all([
  registerFeatureBundles(import.meta.glob<Record<string, unknown>>('../../features/preview/locales/*.json', { import: 'default' })),
  registerFeatureBundles(lessonContentBundles),
  registerFeatureBundles(scoreBundles),
  registerFeatureBundles(viewerBundles),
]);

/**
 * SPEC §2 /preview, framed by the back-office. No session guard: the block
 * comes by message, and only from the tenant's back-office origin (SPEC §6).
 */
export function Component() {
  const tenant = useTenant();
  return (
    <main className="embedded-main" id="main-content" tabIndex={-1}>
      <PreviewScreen hostsBackoffice={tenant?.hosts.backoffice ?? null} />
    </main>
  );
}
