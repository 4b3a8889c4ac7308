import type { FeatureBundleLoaders } from '../../lib/i18n/i18n';

/** The row renderers' texts; the route that shows lesson content registers them (`registerFeatureBundles`). */
export const lessonContentBundles: FeatureBundleLoaders = import.meta.glob<Record<string, unknown>>('./locales/*.json', { import: 'default' });
