import type { FeatureBundleLoaders } from '../../lib/i18n/i18n';

/** The accessibility statement page's texts (its rows' remarks come from packages/domain/src/accessibility). */
export const accessibilityBundles: FeatureBundleLoaders = import.meta.glob<Record<string, unknown>>('./locales/*.json', { import: 'default' });
