import { repositoriesPlugin } from '../db/repositories-plugin';
import { createAuditLogRepository, type AuditLogRepository } from './audit-log-repository';
import { createEnrolmentRepository, type EnrolmentRepository } from './enrolment-repository';
import { createLearnerImportsRepository, type LearnerImportsRepository } from './learner-imports-repository';
import { createTenantImagesRepository, type TenantImagesRepository } from './tenant-images-repository';

declare module 'fastify' {
  interface FastifyInstance {
    auditLogRepository: AuditLogRepository;
    enrolmentRepository: EnrolmentRepository;
    learnerImportsRepository: LearnerImportsRepository;
    tenantImagesRepository: TenantImagesRepository;
  }
}

/** The administration space's tables: its audit log, the tenant's images, and enrolment's. */
export const adminRepositories = repositoriesPlugin('admin-repositories', (app) => ({
  auditLogRepository: createAuditLogRepository(app.database),
  enrolmentRepository: createEnrolmentRepository(app.database),
  learnerImportsRepository: createLearnerImportsRepository(app.database),
  tenantImagesRepository: createTenantImagesRepository(app.database),
}));
