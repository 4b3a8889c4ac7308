import type { Context } from '@espace/contracts/context';
import type { RenderedScreen } from '@espace/contracts/server-rendering';
import { fallbackChain, type SupportedLocale } from '@espace/domain/locale';
import type { QueryClient } from '@tanstack/react-query';
import { createInstance, type i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { AppProviders } from '../app/providers';
import { colourProperties } from '../features/context/apply-context';
import { pageTitle } from '../features/context/page-title';
import { numberFormatter } from '../lib/i18n/number-formatter';
import { type FeatureBundleLoaders, i18nOptions, loadAppBundle, loadFeatureBundleOf, tenantLabelsFor } from '../lib/i18n/i18n';
import { type StaticRender, StaticRenderProvider } from '../lib/static-render';

/**
 * Colours go into a style element, where `;`, braces or `<` would break out of the declaration.
 * The browser's own check (CSS.supports) is not available here; what the app sets later still uses it.
 */
const safeColour = (value: string) => /^[#\w\s(),.%/-]+$/.test(value);

/**
 * An i18next instance of its own per page (pages render side by side), with the texts the app
 * would have: the language's bundles and its fallbacks', the screen's features', the tenant's wording.
 */
export async function serverI18n(context: Context, locale: SupportedLocale, features: readonly FeatureBundleLoaders[] = []): Promise<I18n> {
  const chain = [locale, ...fallbackChain[locale]];
  const i18n = createInstance().use(numberFormatter);
  const bundles = await Promise.all(chain.map(async (code) => [code, await loadAppBundle(code)] as const));
  await i18n.init({
    ...i18nOptions,
    lng: locale,
    resources: Object.fromEntries(bundles.flatMap(([code, bundle]) => (bundle ? [[code, { translation: bundle }]] : []))),
  });
  const featureBundles = await Promise.all(chain.flatMap((code) => features.map(async (loaders) => [code, await loadFeatureBundleOf(loaders, code)] as const)));
  for (const [code, bundle] of featureBundles) if (bundle) i18n.addResourceBundle(code, 'translation', bundle, true, false);
  for (const code of chain) i18n.addResources(code, 'translation', tenantLabelsFor(code, context.metas.labels));
  return i18n;
}

interface ScreenToRender {
  context: Context;
  i18n: I18n;
  queryClient: QueryClient;
  visitor: StaticRender;
  /** The route's title key, for the page title the app would set. */
  titleKey: string;
  screen: ReactNode;
}

/** A screen's markup with the app's providers, and what its page needs around it. */
export function renderScreen({ context, i18n, queryClient, visitor, titleKey, screen }: ScreenToRender): RenderedScreen {
  const body = renderToString(
    <StaticRenderProvider value={visitor}>
      <I18nextProvider i18n={i18n}>
        <AppProviders context={context} queryClient={queryClient}>
          {screen}
        </AppProviders>
      </I18nextProvider>
    </StaticRenderProvider>,
  );
  return {
    lang: i18n.language,
    title: pageTitle(context.name, i18n.t(titleKey)),
    body,
    rootStyle: colourProperties(context.metas.colours, safeColour)
      .map(([property, value]) => `${property}: ${value};`)
      .join(' '),
  };
}
