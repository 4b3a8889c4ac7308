import { z } from 'zod';
import { labelsBodySchema } from './admin-settings';

/** PUT /api/admin/settings/labels: the tenant's interface texts, whole (docs/administration.md#interface-texts). */
export const updateTenantLabelsBodySchema = z
  .strictObject({ labels: labelsBodySchema })
  .describe("Every text the tenant words its own way, by language then text key; a key left out takes the app's text again");
export type UpdateTenantLabelsBody = z.input<typeof updateTenantLabelsBodySchema>;

export const tenantLabelsSchema = z
  .object({ labels: z.record(z.string(), z.record(z.string(), z.string())) })
  .describe("The tenant's interface texts, by language then text key");
export type TenantLabels = z.infer<typeof tenantLabelsSchema>;
