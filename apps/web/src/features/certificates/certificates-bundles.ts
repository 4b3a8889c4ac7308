import type { FeatureBundleLoaders } from '../../lib/i18n/i18n';

/** The certificates tab's and the public verification page's texts. */
export const certificatesBundles: FeatureBundleLoaders = import.meta.glob<Record<string, unknown>>('./locales/*.json', { import: 'default' });
