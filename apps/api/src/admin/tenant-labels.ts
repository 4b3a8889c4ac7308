import type { TenantLabels, UpdateTenantLabelsBody } from '@espace/contracts/admin-labels';
import { contextMetasSchema } from '@espace/contracts/context';
import { interfaceTextKeys } from '@espace/contracts/interface-text-keys';
import { unknownLabelKeys } from '@espace/domain/admin/tenant-labels';
import type { TenantSettings } from '@espace/contracts/admin-settings';
import { BadRequestError, NotFoundError } from '../http/app-error';
import { checkVersion } from '../http/document-version';
import { changes, presentSettings, type TenantSettingsInput } from './tenant-settings';

/**
 * Replaces the tenant's interface texts (docs/administration.md#interface-texts), each under a key
 * of the app's texts. The metas are parsed with the schema the tenant is read with; the colours
 * beside them are kept as stored. The audit log keeps each text changed, by `labels.<language>.<key>`.
 * The texts are part of the settings document: a change starts from its version, and answers the
 * settings as they are after it (their new version).
 */
export async function updateTenantLabels(input: TenantSettingsInput & { body: UpdateTenantLabelsBody }): Promise<TenantLabels & { settings: TenantSettings }> {
  const { admin, database, contexts, audit, body, forgetTenants } = input;
  const saved = await database.transaction(async (tx) => {
    const before = await contexts.findForUpdate(admin.tenantId, tx);
    if (before === undefined) return undefined;
    checkVersion(input.ifMatch, presentSettings(before));
    const unknown = unknownLabelKeys(body.labels, before.metas.labels, interfaceTextKeys);
    if (unknown.length > 0) throw new BadRequestError(unknown);
    const metas = contextMetasSchema.parse({ ...before.metas, labels: body.labels });
    // Keys hold dots themselves: the diff is taken by language, each key a leaf.
    const diff = changes({ labels: before.metas.labels }, { labels: metas.labels });
    const after = { ...before, metas };
    if (Object.keys(diff.after).length === 0) return after;
    await contexts.saveSettings(admin.tenantId, { name: before.name, hosts: before.hosts, metas, settings: before.settings }, tx);
    await audit.record(
      admin.tenantId,
      { actor: { id: admin.userId, name: admin.name }, action: 'settings.labels-updated', target: { id: admin.tenantId, label: before.name }, ...diff },
      tx,
    );
    return after;
  });
  if (saved === undefined) throw new NotFoundError();
  forgetTenants();
  return { labels: saved.metas.labels, settings: presentSettings(saved) };
}
