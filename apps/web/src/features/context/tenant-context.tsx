import type { Context, ContextSettings } from '@espace/contracts/context';
import { createContext, type ReactNode, useContext } from 'react';
import { conservativeTenantSwitches } from '@espace/domain/tenant-switches';

const TenantContext = createContext<Context | null>(null);

export function TenantProvider({ context, children }: { context: Context | null; children: ReactNode }) {
  return <TenantContext.Provider value={context}>{children}</TenantContext.Provider>;
}

/** The current tenant, or null when it could not be loaded. */
export function useTenant(): Context | null {
  return useContext(TenantContext);
}

/** Switches used when the context is missing: the most conservative choice for each. */
const fallbackSettings: ContextSettings = conservativeTenantSwitches;

/** The tenant switches (docs/product/accounts.md#tenant-switches). */
export function useFeatureSwitches(): ContextSettings {
  return useTenant()?.settings ?? fallbackSettings;
}
