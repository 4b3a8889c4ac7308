import type { RenderedScreen, SignInScreenInput, SignInScreenRenderer } from '@espace/contracts/server-rendering';
import type { SupportedLocale } from '@espace/domain/locale';
import { createInstance } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { AppProviders, createQueryClient } from '../app/providers';
import { Component as LoginRoute } from '../app/routes/login-route';
import { colourProperties } from '../features/context/apply-context';
import { pageTitle } from '../features/context/page-title';
import { fallbackChain, i18nOptions, loadAppBundle, tenantLabelsFor } from '../lib/i18n/i18n';
import { StaticRenderProvider } from '../lib/static-render';

/**
 * Colours go into a style element, where `;`, braces or `<` would break out of the declaration.
 * The browser's own check (CSS.supports) is not available here; what the app sets later still uses it.
 */
const safeColour = (value: string) => /^[#\w\s(),.%/-]+$/.test(value);

/**
 * `/login` rendered on the server with the app's own components, the tenant's texts and
 * colours, in the language the app will choose: a phone paints the sign-in screen with the
 * page, not once the app's scripts have arrived and run (docs/performance.md). The app then
 * replaces this markup with its own, identical, render.
 */
export async function renderSignInScreen({ context, locale: requested }: SignInScreenInput): Promise<RenderedScreen> {
  const locale = requested as SupportedLocale;
  const chain = [locale, ...fallbackChain[locale]];
  const i18n = createInstance();
  const bundles = await Promise.all(chain.map(async (code) => [code, await loadAppBundle(code)] as const));
  await i18n.init({
    ...i18nOptions,
    lng: locale,
    resources: Object.fromEntries(bundles.flatMap(([code, bundle]) => (bundle ? [[code, { translation: bundle }]] : []))),
  });
  for (const code of chain) i18n.addResources(code, 'translation', tenantLabelsFor(code, context.metas.labels));

  const body = renderToString(
    <StaticRenderProvider value>
      <I18nextProvider i18n={i18n}>
        <AppProviders context={context} queryClient={createQueryClient()}>
          <StaticRouter location="/login">
            <LoginRoute />
          </StaticRouter>
        </AppProviders>
      </I18nextProvider>
    </StaticRenderProvider>,
  );
  return {
    lang: locale,
    title: pageTitle(context.name, i18n.t('routes.login')),
    body,
    rootStyle: colourProperties(context.metas.colours, safeColour)
      .map(([property, value]) => `${property}: ${value};`)
      .join(' '),
  };
}

// Checked against the contract the API loads it by.
export default { renderSignInScreen } satisfies SignInScreenRenderer;
