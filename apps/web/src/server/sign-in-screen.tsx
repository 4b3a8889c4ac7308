import type { RenderedScreen, SignInScreenInput } from '@espace/contracts/server-rendering';
import type { SupportedLocale } from '@espace/domain/locale';
import { StaticRouter } from 'react-router';
import { SiteFrame } from '../app/layout/site-footer';
import { createQueryClient } from '../app/providers';
import { Component as LoginRoute } from '../app/routes/login-route';
import { renderScreen, serverI18n } from './render-screen';
import { paths } from '../lib/paths';

/**
 * `/login` rendered on the server with the app's own components, the tenant's texts and
 * colours, in the language the app will choose: a phone paints the sign-in screen with the
 * page, not once the app's scripts have arrived and run (docs/performance.md). The app then
 * replaces this markup with its own, identical, render.
 */
export async function renderSignInScreen({ context, locale }: SignInScreenInput): Promise<RenderedScreen> {
  return renderScreen({
    context,
    i18n: await serverI18n(context, locale as SupportedLocale),
    queryClient: createQueryClient(),
    // The sign-in screen is the same on every device.
    visitor: { mobile: false, signedIn: false },
    titleKey: 'routes.login',
    screen: (
      <StaticRouter location={paths.login.getHref()}>
        <SiteFrame>
          <LoginRoute />
        </SiteFrame>
      </StaticRouter>
    ),
  });
}
