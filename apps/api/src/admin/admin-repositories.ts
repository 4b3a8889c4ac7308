import { repositoriesPlugin } from '../db/repositories-plugin';
import { type AdminUsersRepository, createAdminUsersRepository } from './admin-users-repository';
import { createAuditLogRepository, type AuditLogRepository } from './audit-log-repository';
import { createEnrolmentRepository, type EnrolmentRepository } from './enrolment-repository';
import { createLearnerImportsRepository, type LearnerImportsRepository } from './learner-imports-repository';
import { createTenantImagesRepository, type TenantImagesRepository } from './tenant-images-repository';

declare module 'fastify' {
  interface FastifyInstance {
    adminUsersRepository: AdminUsersRepository;
    auditLogRepository: AuditLogRepository;
    enrolmentRepository: EnrolmentRepository;
    learnerImportsRepository: LearnerImportsRepository;
    tenantImagesRepository: TenantImagesRepository;
  }
}

/** The administration space's tables: the tenant's users as admins manage them, its audit log and images. */
export const adminRepositories = repositoriesPlugin('admin-repositories', (app) => ({
  adminUsersRepository: createAdminUsersRepository(app.database),
  auditLogRepository: createAuditLogRepository(app.database),
  enrolmentRepository: createEnrolmentRepository(app.database),
  learnerImportsRepository: createLearnerImportsRepository(app.database),
  tenantImagesRepository: createTenantImagesRepository(app.database),
}));
