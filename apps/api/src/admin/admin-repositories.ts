import { repositoriesPlugin } from '../db/repositories-plugin';
import { createAuditLogRepository, type AuditLogRepository } from './audit-log-repository';
import { createTenantImagesRepository, type TenantImagesRepository } from './tenant-images-repository';

declare module 'fastify' {
  interface FastifyInstance {
    auditLogRepository: AuditLogRepository;
    tenantImagesRepository: TenantImagesRepository;
  }
}

/** The administration space's own tables: its audit log, and the tenant's images. */
export const adminRepositories = repositoriesPlugin('admin-repositories', (app) => ({
  auditLogRepository: createAuditLogRepository(app.database),
  tenantImagesRepository: createTenantImagesRepository(app.database),
}));
