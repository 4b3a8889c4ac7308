import type { FeatureBundleLoaders } from '../../lib/i18n/i18n';

/** The correction screen's texts; loaded beside its route's chunk (app/route-texts.ts). */
export const correctionBundles: FeatureBundleLoaders = import.meta.glob<Record<string, unknown>>('./locales/*.json', { import: 'default' });
