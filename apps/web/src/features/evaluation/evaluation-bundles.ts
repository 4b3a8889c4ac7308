import type { FeatureBundleLoaders } from '../../lib/i18n/i18n';

/** The evaluation form's texts. */
export const evaluationBundles: FeatureBundleLoaders = import.meta.glob<Record<string, unknown>>('./locales/*.json', { import: 'default' });
