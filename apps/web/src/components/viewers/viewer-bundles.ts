import type { FeatureBundleLoaders } from '../../lib/i18n/i18n';

/** Texts of the viewers, windows and dialogs; the routes that show them register them (`registerFeatureBundles`). */
export const viewerBundles: FeatureBundleLoaders = import.meta.glob<Record<string, unknown>>('./locales/*.json', { import: 'default' });
