import type { FeatureBundleLoaders } from '../../lib/i18n/i18n';

/** The logbook's texts. */
export const logbookBundles: FeatureBundleLoaders = import.meta.glob<Record<string, unknown>>('./locales/*.json', { import: 'default' });
