import { type ContrastRefusal, legalDocuments, type TenantSettings, type UpdateTenantSettings } from '@espace/contracts/admin-settings';
import { contextHostsSchema, contextMetasSchema, contextSettingsSchema } from '@espace/contracts/context';
import { interfaceTextKeys } from '@espace/contracts/interface-text-keys';
import { unknownLabelKeys } from '@espace/domain/admin/tenant-labels';
import { contrastFindings, editableColours, keepsASignIn, needsNewVersion } from '@espace/domain/admin/tenant-settings';
import type { ContextRepository, Tenant } from '../contexts/context-repository';
import type { Database } from '../db/database';
import { AppError, NotFoundError, type ErrorIssue } from '../http/app-error';
import { checkVersion } from '../http/document-version';
import type { TenantAdmin } from './admin-access';
import type { AuditLogRepository } from './audit-log-repository';

/** The tenant's settings, as its admin edits them (docs/administration.md#settings). */
export interface TenantSettingsInput {
  admin: TenantAdmin;
  database: Database;
  contexts: ContextRepository;
  audit: AuditLogRepository;
  /** Forgets this process's tenants, so the next request reads what was written. */
  forgetTenants: () => void;
  /** The version of the settings the change starts from (If-Match): settings and interface texts share it. */
  ifMatch: string | undefined;
}

/** What the screen shows of a tenant; a colour it has none of reads as the app's own default. */
const defaultColours = { primary: '#1d4ed8', secondary: '#334155', background: '#f4f6fa', text: '#111827' };

/** The tenant as its admin edits it: its switches as they are (the same schema, contextSettingsSchema), beside its name, colours, texts and back-office origin. */
export function presentSettings(tenant: Tenant): TenantSettings {
  return {
    name: tenant.name,
    colours: Object.fromEntries(editableColours.map((name) => [name, tenant.metas.colours[name] ?? defaultColours[name]])) as TenantSettings['colours'],
    labels: tenant.metas.labels,
    settings: tenant.settings,
    backofficeOrigin: tenant.hosts.backoffice,
  };
}

export async function getTenantSettings({ tenant }: { admin: TenantAdmin; tenant: Tenant }): Promise<TenantSettings> {
  return presentSettings(tenant);
}

/** The rules a whole set of settings keeps, beyond each field's shape: readable colours, a way to sign in, labels of the app's texts, a changed text under a new version. */
function refusals(before: Tenant, body: UpdateTenantSettings): { issues: ErrorIssue[]; contrast: ContrastRefusal[] } {
  const contrast = contrastFindings(body.colours);
  const issues: ErrorIssue[] = contrast.map((finding) => ({
    path: `body.colours.${finding.colour}`,
    message: `${finding.theme} theme: contrast ${finding.ratio}:1 against ${finding.against}, below ${finding.minimum}:1${finding.proposed === null ? '' : `; ${finding.proposed} passes`}`,
  }));
  if (!keepsASignIn({ internal: body.settings.authentication.internal, sso: before.settings.authentication.sso })) {
    issues.push({ path: 'body.settings.authentication.internal', message: 'password sign-in may be turned off only while single sign-on is on' });
  }
  issues.push(...unknownLabelKeys(body.labels, before.metas.labels, interfaceTextKeys));
  for (const document of legalDocuments) {
    if (needsNewVersion(before.settings.legal[document], body.settings.legal[document]))
      issues.push({ path: `body.settings.legal.${document}.version`, message: 'a changed text needs a new version' });
  }
  return { issues, contrast };
}

/** Every leaf that differs, by its dotted path (a list counts as one value): the audit log keeps what changed only. */
export function changes(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  prefix = '',
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const diff = { before: {} as Record<string, unknown>, after: {} as Record<string, unknown> };
  const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const [was, is] = [before[key], after[key]];
    if (isObject(was) && isObject(is)) {
      const inner = changes(was, is, `${prefix}${key}.`);
      Object.assign(diff.before, inner.before);
      Object.assign(diff.after, inner.after);
    } else if (JSON.stringify(was) !== JSON.stringify(is)) {
      diff.before[`${prefix}${key}`] = was ?? null;
      diff.after[`${prefix}${key}`] = is ?? null;
    }
  }
  return diff;
}

/**
 * Replaces the tenant's settings. The documents written are parsed with the very schemas the
 * tenant is read with (contextSettingsSchema…), so a write never leaves a tenant that fails to
 * load; what the screen does not edit (single sign-on, logos, other colours) is kept as stored.
 * A change that starts from another version than the stored one is refused (STALE_VERSION).
 */
export async function updateTenantSettings(input: TenantSettingsInput & { body: UpdateTenantSettings }): Promise<TenantSettings> {
  const { admin, database, contexts, audit, body, forgetTenants } = input;
  const saved = await database.transaction(async (tx) => {
    const before = await contexts.findForUpdate(admin.tenantId, tx);
    if (before === undefined) return undefined;
    checkVersion(input.ifMatch, presentSettings(before));
    const { issues, contrast } = refusals(before, body);
    if (issues.length > 0) throw new AppError('BAD_REQUEST', issues, contrast.length > 0 ? { contrast } : undefined);
    const written = {
      name: body.name,
      hosts: contextHostsSchema.parse({ ...before.hosts, backoffice: body.backofficeOrigin }),
      metas: contextMetasSchema.parse({ colours: { ...before.metas.colours, ...body.colours }, labels: body.labels }),
      settings: contextSettingsSchema.parse({
        ...before.settings,
        ...body.settings,
        authentication: { ...body.settings.authentication, sso: before.settings.authentication.sso },
      }),
    };
    const after: Tenant = { ...before, ...written };
    const diff = changes(presentSettings(before), presentSettings(after));
    if (Object.keys(diff.after).length === 0) return after;
    await contexts.saveSettings(admin.tenantId, written, tx);
    await audit.record(
      admin.tenantId,
      { actor: { id: admin.userId, name: admin.name }, action: 'settings.updated', target: { id: admin.tenantId, label: body.name }, ...diff },
      tx,
    );
    return after;
  });
  if (saved === undefined) throw new NotFoundError();
  forgetTenants();
  return presentSettings(saved);
}
