import { type FeatureBundleLoaders, registerFeatureBundles } from '../lib/i18n/i18n';

/**
 * A route's chunk and the texts it shows (features' `locales/*.json`), loaded side by side. A
 * route module that registered its texts itself would ask for them only once it had arrived and run:
 * one round trip more before the screen, 0.6 s on a phone network (docs/performance.md).
 */
export function withTexts<Module>(load: () => Promise<Module>, ...bundles: FeatureBundleLoaders[]): () => Promise<Module> {
  return async () => (await Promise.all([load(), ...bundles.map(registerFeatureBundles)]))[0];
}
