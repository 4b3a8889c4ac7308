import type { FeatureBundleLoaders } from '../../lib/i18n/i18n';

/** Medal and lesson-state names; the routes that show scores register them (`registerFeatureBundles`). */
export const scoreBundles: FeatureBundleLoaders = import.meta.glob<Record<string, unknown>>('./locales/*.json', { import: 'default' });
