import { keysOfUser } from '@espace/domain/login-throttle';
import type { FastifyInstance } from 'fastify';
import { createProgramVersionsRepository } from '../content/program-versions-repository';
import type { Tenant } from '../contexts/context-repository';
import { credentialsAnonymiser } from '../credentials/anonymise-credentials';
import { createReviewsRepository } from '../reviews/reviews-repository';
import type { Erasing } from './account-erasure';
import type { ErasureStep } from './erase-user';
import { createRetentionRepository } from './retention-repository';

/**
 * What every area keeps of a person, each emptied by the area that owns it (docs/privacy.md#erasure,
 * docs/architecture.md#who-writes-each-table), in an order where nothing a later step finds its
 * rows by is gone yet: notifications are found through the threads and log-book records the
 * person wrote, those before the files attached to them; the audit log and the throttles by the
 * address, which the account keeps until its own fields go, last (erase-user.ts).
 */
async function erasureSteps(app: FastifyInstance, tenant: Tenant): Promise<ErasureStep[]> {
  // Read before the transaction: signing in it reads nothing more (the embedded database serves one at a time).
  const anonymiseCredentials = await credentialsAnonymiser({ tenant, issuer: app.credentialIssuer, repository: app.credentialsRepository });
  return [
    (tx, { tenantId, userId }) => app.notificationsRepository.forgetPerson(tenantId, userId, tx),
    (tx, { tenantId, userId }) => app.mailPreferencesRepository.replace(tenantId, userId, { chosen: {}, quietHours: null }, new Date(), tx),
    (tx, { tenantId, userId }) => app.threadsRepository.eraseParty(tenantId, userId, tx),
    (tx, { tenantId, userId }) => app.classMessagesRepository.eraseParty(tenantId, userId, tx),
    (tx, { tenantId, userId }) => app.logbookRepository.eraseWriter(tenantId, userId, tx),
    (tx, { tenantId, userId }) => createReviewsRepository(tx).eraseComments(tenantId, userId),
    (tx, { tenantId, userId }) => createRetentionRepository(tx).forget(tenantId, userId),
    // The evidence packs naming them, before their own uploads go (a pack's bytes are its requester's upload).
    async (tx, { tenantId, userId }) => {
      for (const uploadId of await app.evidencePacksRepository.forgetPerson(tenantId, userId, tx))
        await app.uploadsRepository.abandonUpload(tenantId, uploadId, tx);
    },
    (tx, { tenantId, userId }) => app.uploadsRepository.eraseOwner(tenantId, userId, tx),
    (tx, { tenantId, userId }) => app.calendarFeedsRepository.revoke(tenantId, userId, tx),
    (tx, { tenantId, userId }) => app.rosterRepository.forgetLearner(tenantId, userId, tx),
    (tx, { tenantId, userId }) => app.xapiStatementsRepository.forgetLearnerName(tenantId, userId, tx),
    (tx, { tenantId, userId }) => app.xapiCredentialsRepository.forgetLearner(tenantId, userId, tx),
    (tx, { tenantId, accountName }) => app.xapiDocumentsRepository.eraseAgent(tenantId, accountName, tx),
    (tx, { tenantId, userId }) => app.scormAttemptsRepository.forgetLearner(tenantId, userId, tx),
    (tx, { userId }) => anonymiseCredentials(tx, userId),
    (tx, { tenantId, userId }) => createProgramVersionsRepository(tx).forgetPublisherName(tenantId, userId),
    async (tx, { tenantId, email, pendingEmail }) => {
      for (const address of [email, pendingEmail ?? '']) await app.learnerImportsRepository.forgetAddress(tenantId, address, tx);
    },
    (tx, { tenantId, userId, email }) => app.auditLogRepository.forgetPerson(tenantId, { id: userId, email }, tx),
    (tx, { tenantId, email, pendingEmail }) =>
      app.mailRequestsRepository.forgetRecipients(
        tenantId,
        [email, pendingEmail ?? ''].filter((address) => address !== ''),
        tx,
      ),
    (tx, { tenantId, userId }) => app.passwordResetRepository.forgetUser(tenantId, userId, tx),
    (tx, { tenantId, userId }) => app.emailVerificationRepository.forgetUser(tenantId, userId, tx),
    (tx, { tenantId, userId }) => app.emailChangeUndoRepository.forgetUser(tenantId, userId, tx),
    (tx, { tenantId, userId }) => app.ssoRepository.forgetUser(tenantId, userId, tx),
    (tx, { tenantId, userId }) => app.sessionsRepository.revokeAllSessions(tenantId, userId, tx),
    (tx, { tenantId, userId, email, username }) => app.loginFailuresRepository.forget(tenantId, keysOfUser({ id: userId, email, username }), tx),
  ];
}

/** What erasing an account of the tenant takes, composed once for the routes and the retention pass. */
export const erasingOf = (app: FastifyInstance, tenant: Tenant): Erasing => ({
  database: app.database,
  accounts: app.accountsRepository,
  requests: app.erasureRequestsRepository,
  audit: app.auditLogRepository,
  steps: () => erasureSteps(app, tenant),
  forgetProfile: (userId) => app.usersRepository.forgetProfile(userId),
});
