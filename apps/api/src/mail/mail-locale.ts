import type { Locale } from '@espace/contracts/context';
import type { Tenant } from '../contexts/context-repository';
import type { MailBranding } from './mail-layout';

/** A user's mail is in their language, else in the tenant's first one. */
export function mailLocale(preferred: Locale | null, tenant: Tenant): Locale {
  return preferred ?? tenant.settings.locales[0] ?? 'fr';
}

export function tenantBranding(tenant: Tenant): MailBranding {
  return { tenantName: tenant.name, primaryColour: tenant.metas.colours.primary };
}
