import { repositoriesPlugin } from '../db/repositories-plugin';
import { type AdminUsersRepository, createAdminUsersRepository } from './admin-users-repository';
import { createAuditLogRepository, type AuditLogRepository } from './audit-log-repository';
import { createInvitationCodesRepository, type InvitationCodesRepository } from './invitation-codes-repository';

declare module 'fastify' {
  interface FastifyInstance {
    adminUsersRepository: AdminUsersRepository;
    auditLogRepository: AuditLogRepository;
    invitationCodesRepository: InvitationCodesRepository;
  }
}

/** The administration space's tables: the tenant's users as admins manage them, its invitation codes and its audit log. */
export const adminRepositories = repositoriesPlugin('admin-repositories', (app) => ({
  adminUsersRepository: createAdminUsersRepository(app.database),
  auditLogRepository: createAuditLogRepository(app.database),
  invitationCodesRepository: createInvitationCodesRepository(app.database),
}));
