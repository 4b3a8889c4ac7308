import type { FeatureBundleLoaders } from '../../lib/i18n/i18n';

/** Home's texts beyond the shared 'home.*' basics; registered by the home route (and tests). */
export const homeBundles: FeatureBundleLoaders = import.meta.glob<Record<string, unknown>>('./locales/*.json', { import: 'default' });
