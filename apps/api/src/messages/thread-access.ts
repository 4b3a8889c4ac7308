import type { Tenant } from '../contexts/context-repository';

/**
 * Whether the tenant lets its learners write to their trainers: the contact dialog's rule
 * (docs/product/accounts.md#contacting-a-teacher), which a learner's reply in a thread follows too.
 */
export const learnersMayWrite = (tenant: Pick<Tenant, 'settings'>): boolean =>
  tenant.settings.authentication.internal && tenant.settings.allowContactTeacher !== false;
