import type { FeatureBundleLoaders } from '../../lib/i18n/i18n';

/** The due dates editor's texts; the trainer's and the administration's routes that show it register them. */
export const dueDatesBundles: FeatureBundleLoaders = import.meta.glob<Record<string, unknown>>('./locales/*.json', { import: 'default' });
