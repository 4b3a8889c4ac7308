import type { FeatureBundleLoaders } from '../../lib/i18n/i18n';

/** The preview's texts; loaded beside its route's chunk (app/route-texts.ts). */
export const previewBundles: FeatureBundleLoaders = import.meta.glob<Record<string, unknown>>('./locales/*.json', { import: 'default' });
