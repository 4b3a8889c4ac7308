import type { FeatureBundleLoaders } from '../../lib/i18n/i18n';

/** The dashboard's texts; registered by the dashboard route (and tests). */
export const dashboardBundles: FeatureBundleLoaders = import.meta.glob<Record<string, unknown>>('./locales/*.json', { import: 'default' });
