import type { Context } from '@espace/contracts/context';
import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { applyContext } from '../features/context/apply-context';
import { activateLocale } from '../lib/i18n/i18n';
import { preferredLocale } from '../lib/i18n/locale-preference';
import { AppProviders } from './providers';

interface LiveContextProvidersProps {
  /** The context the first render uses: the remembered one, or the API's answer on a first visit. */
  initial: Context | null;
  /** The API's answer still on its way when `initial` was the remembered context, else null. */
  latest: Promise<Context | null> | null;
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * The app's providers, with a remembered tenant replaced by the API's answer
 * once it arrives — only when it differs, so an unchanged tenant costs no
 * re-render. Colours, title, labels and, if the tenant's languages changed,
 * the language follow.
 */
export function LiveContextProviders({ initial, latest, queryClient, children }: LiveContextProvidersProps) {
  const [context, setContext] = useState(initial);
  useEffect(() => {
    let current = true;
    void latest?.then(async (fresh) => {
      if (!current || fresh === null || JSON.stringify(fresh) === JSON.stringify(initial)) return;
      applyContext(fresh);
      const locale = preferredLocale(fresh.settings.locales);
      if (locale !== preferredLocale(initial?.settings.locales ?? [])) await activateLocale(locale);
      if (current) setContext(fresh);
    });
    return () => {
      current = false;
    };
  }, [initial, latest]);
  return (
    <AppProviders context={context} queryClient={queryClient}>
      {children}
    </AppProviders>
  );
}
