import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { fallbackChain, type SupportedLocale } from '@espace/domain/locale';
import { numberFormatter } from './number-formatter';

type Bundle = Record<string, unknown>;
type TenantLabels = Record<string, Record<string, string>>;

/** Each bundle is its own chunk: a visitor downloads only the languages they use. */
const bundleLoaders = import.meta.glob<Bundle>('../../locales/*.json', { import: 'default' });

/** Loaders of one feature's bundles by file path, from `import.meta.glob('./locales/*.json', { import: 'default' })`. */
export type FeatureBundleLoaders = Record<string, () => Promise<Bundle>>;

/**
 * Features with many texts (the lesson player, the dashboard) keep them in
 * `features/<name>/locales/<locale>.json`, loaded with the feature's route
 * chunk rather than at start-up, and merged into the one translation store.
 */
const featureLoaders = new Set<FeatureBundleLoaders>();
// By loader, not path: every glob names its files './locales/fr.json', whichever folder it is in.
const loadedFeatureBundles = new Set<() => Promise<Bundle>>();

export const i18n = i18next.createInstance();
let tenantLabels: TenantLabels = {};

/** Tenant wording (context metas.labels) that overrides the bundled texts, by locale then key. */
export function setTenantLabels(labels: TenantLabels): void {
  tenantLabels = labels;
  for (const locale of Object.keys(labels)) overlayLabels(locale);
}

/** A tenant's wording for one locale: a regional variant takes its base language's unless it has its own. */
export function tenantLabelsFor(locale: string, labels: TenantLabels): Record<string, string> {
  const base = locale.split('-')[0] ?? locale;
  return { ...(base === locale ? {} : labels[base]), ...labels[locale] };
}

function overlayLabels(locale: string): void {
  // Before init there is no store yet; loadBundle overlays the labels as each bundle arrives.
  if (!i18n.isInitialized || !i18n.hasResourceBundle(locale, 'translation')) return;
  const labels = tenantLabelsFor(locale, tenantLabels);
  if (Object.keys(labels).length > 0) i18n.addResources(locale, 'translation', labels);
}

/** A language's app-wide bundle (the texts every screen may need), or null when none is bundled. */
export async function loadAppBundle(locale: SupportedLocale): Promise<Bundle | null> {
  const load = bundleLoaders[`../../locales/${locale}.json`];
  // Cloned because i18next merges into what it is given and the module is shared.
  return load ? structuredClone(await load()) : null;
}

async function loadBundle(locale: SupportedLocale): Promise<void> {
  if (i18n.hasResourceBundle(locale, 'translation')) return;
  const bundle = await loadAppBundle(locale);
  if (!bundle) return;
  i18n.addResourceBundle(locale, 'translation', bundle, true, true);
  overlayLabels(locale);
}

/** Loads the app bundles of other languages than the current one, tenant labels laid over them, without switching: a text shown in several languages at once. */
export async function loadAppLanguages(locales: readonly SupportedLocale[]): Promise<void> {
  await Promise.all([...new Set(locales.flatMap((locale) => [locale, ...fallbackChain[locale]]))].map(loadBundle));
}

/** Starts downloading a language's bundles and its fallbacks without switching: a head start while the context loads (docs/performance.md). */
export function prefetchLocale(locale: SupportedLocale): void {
  // The same import() the later loadBundle makes, so the module is fetched once; a failure is loadBundle's to report.
  for (const code of [locale, ...fallbackChain[locale]]) void bundleLoaders[`../../locales/${code}.json`]?.().catch(() => undefined);
}

const featureBundleLoader = (loaders: FeatureBundleLoaders, locale: SupportedLocale) =>
  Object.entries(loaders).find(([path]) => path.endsWith(`/${locale}.json`))?.[1];

/** A feature's bundle in one language (cloned: the module is shared), or null when it has none. */
export async function loadFeatureBundleOf(loaders: FeatureBundleLoaders, locale: SupportedLocale): Promise<Bundle | null> {
  const load = featureBundleLoader(loaders, locale);
  return load ? structuredClone(await load()) : null;
}

async function loadFeatureBundle(loaders: FeatureBundleLoaders, locale: SupportedLocale): Promise<void> {
  const load = featureBundleLoader(loaders, locale);
  if (load === undefined || loadedFeatureBundles.has(load)) return;
  loadedFeatureBundles.add(load);
  // Deep-merged under the existing keys; tenant labels are laid on top again.
  i18n.addResourceBundle(locale, 'translation', structuredClone(await load()), true, false);
  overlayLabels(locale);
}

const localesInUse = (): SupportedLocale[] => {
  const current = i18n.language as SupportedLocale | undefined;
  return current ? [current, ...fallbackChain[current]] : [];
};

/** Registers a feature's bundles and loads those of the current language (call it from the feature's route module). */
export async function registerFeatureBundles(loaders: FeatureBundleLoaders): Promise<void> {
  featureLoaders.add(loaders);
  await Promise.all(localesInUse().map((locale) => loadFeatureBundle(loaders, locale)));
}

/** The options every instance shares, the server's rendering ones included (`serverI18n` in server/render-screen.tsx). */
export const i18nOptions = {
  partialBundledLanguages: true,
  fallbackLng: { ...fallbackChain, default: ['en'] },
  // Every value goes through the formatter (numberFormatter), so numbers are grouped in every text.
  interpolation: { escapeValue: false, alwaysFormat: true },
  react: { useSuspense: false },
} as const;

async function ensureInitialised(locale: SupportedLocale): Promise<void> {
  if (i18n.isInitialized) return;
  await i18n
    .use(initReactI18next)
    .use(numberFormatter)
    .init({ ...i18nOptions, lng: locale, resources: {} });
}

/** Loads the bundles a language needs, switches to it and tells assistive technology via <html lang>. */
export async function activateLocale(locale: SupportedLocale): Promise<void> {
  await ensureInitialised(locale);
  const chain = [locale, ...fallbackChain[locale]];
  await Promise.all(chain.map(loadBundle));
  await Promise.all([...featureLoaders].flatMap((loaders) => chain.map((code) => loadFeatureBundle(loaders, code))));
  await i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
}
