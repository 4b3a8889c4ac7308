import type { FeatureBundleLoaders } from '../../lib/i18n/i18n';

/** Texts of the profile screen that the sign-in screen never shows (the root bundles load on every first visit). */
export const accountBundles: FeatureBundleLoaders = import.meta.glob<Record<string, unknown>>('./locales/*.json', { import: 'default' });
