import type { AuditLog } from '@espace/contracts/admin';
import { pageCount } from '@espace/domain/pagination';
import type { TenantAdmin } from './admin-access';
import type { AuditLogRepository } from './audit-log-repository';

/** Entries per page of the audit log. */
export const AUDIT_LOG_PAGE_SIZE = 50;

/** One page of the tenant's audit log, newest first (docs/administration.md#audit-log). */
export async function getAuditLog({ admin, audit, page }: { admin: TenantAdmin; audit: AuditLogRepository; page: number }): Promise<AuditLog> {
  const { items, total } = await audit.page(admin.tenantId, (page - 1) * AUDIT_LOG_PAGE_SIZE, AUDIT_LOG_PAGE_SIZE);
  return {
    items: items.map((event) => ({ ...event, at: event.at.toISOString() })),
    page,
    pageCount: pageCount(total, AUDIT_LOG_PAGE_SIZE),
    total,
  };
}
