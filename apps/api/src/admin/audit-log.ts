import type { AuditLog, AuditLogQuery } from '@espace/contracts/admin';
import type { AuditKind } from '@espace/domain/admin/audit-actions';
import { pageCount } from '@espace/domain/pagination';
import type { TenantAdmin } from './admin-access';
import type { AuditLogRepository } from './audit-log-repository';

/** Entries per page of the audit log. */
const AUDIT_LOG_PAGE_SIZE = 50;

/** One page of the tenant's audit log, newest first, narrowed by who, what kind and when (docs/administration.md#audit-log). */
export async function getAuditLog({ admin, audit, query }: { admin: TenantAdmin; audit: AuditLogRepository; query: AuditLogQuery }): Promise<AuditLog> {
  const { page } = query;
  const filters = {
    person: query.person,
    kind: query.kind as AuditKind | undefined,
    from: query.from === undefined ? undefined : new Date(query.from),
    to: query.to === undefined ? undefined : new Date(query.to),
  };
  const { items, total } = await audit.page(admin.tenantId, filters, (page - 1) * AUDIT_LOG_PAGE_SIZE, AUDIT_LOG_PAGE_SIZE);
  return {
    items: items.map((event) => ({ ...event, at: event.at.toISOString() })),
    page,
    pageCount: pageCount(total, AUDIT_LOG_PAGE_SIZE),
    total,
  };
}
