import { repositoriesPlugin } from '../db/repositories-plugin';
import { createAuditLogRepository, type AuditLogRepository } from './audit-log-repository';
import { createInvitationCodesRepository, type InvitationCodesRepository } from './invitation-codes-repository';

declare module 'fastify' {
  interface FastifyInstance {
    auditLogRepository: AuditLogRepository;
    invitationCodesRepository: InvitationCodesRepository;
  }
}

/** The administration space's tables: the tenant's invitation codes and its audit log. */
export const adminRepositories = repositoriesPlugin('admin-repositories', (app) => ({
  auditLogRepository: createAuditLogRepository(app.database),
  invitationCodesRepository: createInvitationCodesRepository(app.database),
}));
