import type { Context, ContextSettings } from '@espace/contracts/context';
import { conservativeTenantSwitches } from '@espace/domain/tenant-switches';
import { createContext, type ReactNode, useContext } from 'react';

const TenantContext = createContext<Context | null>(null);

export function TenantProvider({ context, children }: { context: Context | null; children: ReactNode }) {
  return <TenantContext.Provider value={context}>{children}</TenantContext.Provider>;
}

/** The current tenant, or null when it could not be loaded. */
export function useTenant(): Context | null {
  return useContext(TenantContext);
}

/** The tenant switches (docs/product/accounts.md#tenant-switches); the most conservative choice for each while the context is missing. */
export function useFeatureSwitches(): ContextSettings {
  return useTenant()?.settings ?? conservativeTenantSwitches;
}
