import type { FeatureBundleLoaders } from '../../lib/i18n/i18n';

/** The lesson player's texts; loaded beside its route's chunk (app/route-texts.ts). */
export const lessonPlayerBundles: FeatureBundleLoaders = import.meta.glob<Record<string, unknown>>('./locales/*.json', { import: 'default' });
