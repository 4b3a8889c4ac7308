import { lessonContentBundles } from '../../components/lesson-content/lesson-content-bundles';
import { viewerBundles } from '../../components/viewers/viewer-bundles';
import { CorrectionPage } from '../../features/correction/components/correction-page';
import { useTenant } from '../../features/context/tenant-context';
import { registerFeatureBundles } from '../../lib/i18n/i18n';

// The correction texts and those of the shared renderers it shows load with this chunk.
await Promise.all([
  registerFeatureBundles(import.meta.glob<Record<string, unknown>>('../../features/correction/locales/*.json', { import: 'default' })),
  registerFeatureBundles(lessonContentBundles),
  registerFeatureBundles(viewerBundles),
]);

/**
 * SPEC §2 /correction: outside the guarded embedded set, because the
 * trainer's session may arrive by message after the screen opens; the
 * screen itself sends users without a session, or refused, to /403.
 */
export function Component() {
  return <CorrectionPage hostsBackoffice={useTenant()?.hosts.backoffice ?? null} />;
}
