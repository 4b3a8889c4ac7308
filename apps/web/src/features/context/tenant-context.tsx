import type { Context, ContextSettings } from '@espace/contracts/context';
import { createContext, type ReactNode, useContext } from 'react';

const TenantContext = createContext<Context | null>(null);

export function TenantProvider({ context, children }: { context: Context | null; children: ReactNode }) {
  return <TenantContext.Provider value={context}>{children}</TenantContext.Provider>;
}

/** The current tenant, or null when it could not be loaded. */
export function useTenant(): Context | null {
  return useContext(TenantContext);
}

/** Switches used when the context is missing: the most conservative choice for each. */
const fallbackSettings: ContextSettings = {
  authentication: { internal: true, sso: false, invitationCode: false },
  certificationAccess: false,
  certificationType: 'Certificat',
  userCanSet: { firstname: false, lastname: false, email: false, username: false, birthday: false },
  simplePasswordForInvitation: false,
  allowContactTeacher: false,
  requireTermsAcceptance: false,
  locales: ['fr', 'en'],
  legal: { cgu: null, rgpd: null },
  demoVideoUrl: null,
};

/** SPEC §6 context switches. */
export function useFeatureSwitches(): ContextSettings {
  return useTenant()?.settings ?? fallbackSettings;
}
