import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { SignInNotice } from '../features/auth/components/sign-in-screen';
import { fetchCurrentContext } from '../features/context/api/get-current-context';
import { applyContext } from '../features/context/apply-context';
import { setUnauthorizedHandler } from '../lib/api-client';
import { activateLocale } from '../lib/i18n/i18n';
import { preferredLocale } from '../lib/i18n/locale-preference';
import { AppProviders, createQueryClient } from './providers';
import { appRoutes } from './routes';

/**
 * SPEC §1: the context comes first (API host, labels, colours, languages),
 * then the language, then the first render.
 */
export async function bootstrap(container: HTMLElement): Promise<void> {
  const context = await fetchCurrentContext();
  if (context) applyContext(context);
  await activateLocale(preferredLocale(context?.settings.locales ?? []));

  const queryClient = createQueryClient();
  const router = createBrowserRouter(appRoutes);
  setUnauthorizedHandler(() => {
    queryClient.clear();
    const state: SignInNotice = { notice: 'auth.session.expired' };
    void router.navigate('/login', { replace: true, state });
  });

  createRoot(container).render(
    <StrictMode>
      <AppProviders context={context} queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
