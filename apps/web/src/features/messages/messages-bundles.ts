import type { FeatureBundleLoaders } from '../../lib/i18n/i18n';

/** The texts of the messages' screens, the learner's and the trainer's; registered by their routes (and tests). */
export const messagesBundles: FeatureBundleLoaders = import.meta.glob<Record<string, unknown>>('./locales/*.json', { import: 'default' });
