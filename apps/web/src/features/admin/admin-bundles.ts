import type { FeatureBundleLoaders } from '../../lib/i18n/i18n';

/** The administration space's texts; registered by its routes (and tests). */
export const adminBundles: FeatureBundleLoaders = import.meta.glob<Record<string, unknown>>('./locales/*.json', { import: 'default' });
