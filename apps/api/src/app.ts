import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountsRepositories } from './accounts/accounts-repositories';
import { attestationsRepositories } from './attestations/attestations-repositories';
import { evidencePackJobs } from './attestations/evidence-pack-jobs';
import { adminRepositories } from './admin/admin-repositories';
import { auditLogRoutes } from './admin/audit-log-routes';
import { tenantSettingsRoutes } from './admin/tenant-settings-routes';
import { tenantLabelsRoutes } from './admin/tenant-labels-routes';
import { tenantSsoRoutes } from './admin/tenant-sso-routes';
import { tenantImagesRoutes } from './admin/tenant-images-routes';
import { addressLinkRoutes } from './accounts/address-link-routes';
import { meRoutes } from './accounts/me-routes';
import { passwordResetRoutes } from './accounts/password-reset-routes';
import { registrationRoutes } from './accounts/registration-routes';
import { ssoRoutes } from './accounts/sso/sso-routes';
import { authRepositories } from './auth/auth-repositories';
import { authRoutes } from './auth/auth-routes';
import { authenticatePlugin } from './auth/authenticate-plugin';
import { calendarRepositories } from './calendar/calendar-repositories';
import { calendarRoutes } from './calendar/calendar-routes';
import { certificatesRepositories } from './certificates/certificates-repositories';
import { certificatesRoutes } from './certificates/certificates-routes';
import { attestationsRoutes } from './attestations/attestations-routes';
import { adminCredentialsRoutes } from './credentials/admin-credentials-routes';
import { credentialsPlugin } from './credentials/credentials-plugin';
import { credentialsRoutes } from './credentials/credentials-routes';
import { adminClassesRoutes } from './classes/admin-classes-routes';
import { joinClassOfInvitationCode } from './classes/class-members';
import { classMembersRoutes } from './classes/class-members-routes';
import { classesRepositories } from './classes/classes-repositories';
import { classesRoutes } from './classes/classes-routes';
import type { Config } from './config';
import { contentRepositories } from './content/content-repositories';
import { contentRoutes } from './content/content-routes';
import { contactRepositories } from './contact/contact-repositories';
import { contactRoutes } from './contact/contact-routes';
import { contextRoutes } from './contexts/context-routes';
import { contextsRepositories } from './contexts/contexts-repositories';
import { tenantPlugin } from './contexts/tenant-plugin';
import { correctionRepositories } from './correction/correction-repositories';
import { correctionRoutes } from './correction/correction-routes';
import { dashboardRepositories } from './dashboard/dashboard-repositories';
import { dashboardRoutes } from './dashboard/dashboard-routes';
import { enrolmentRepositories } from './enrolment/enrolment-repositories';
import { enrolmentRoutes } from './enrolment/enrolment-routes';
import { learnerImportJobs } from './enrolment/learner-import-jobs';
import type { Database } from './db/database';
import { databasePlugin } from './db/database-plugin';
import { tableMaintenancePlugin } from './db/table-maintenance';
import { activitiesRoutes } from './files/activities-routes';
import { filesRepositories } from './files/files-repositories';
import { filesRoutes } from './files/files-routes';
import { healthRoutes } from './health/health-routes';
import { invitationCodesRepositories } from './invitation-codes/invitation-codes-repositories';
import { invitationCodesRoutes } from './invitation-codes/invitation-codes-routes';
import { compressionPlugin } from './http/compression-plugin';
import { errorHandlerPlugin } from './http/error-handler-plugin';
import { respondWith } from './http/error-mapping';
import { loggerOptions } from './http/log-options';
import { nulGuardPlugin } from './http/nul-guard-plugin';
import { openApiPlugin } from './http/openapi-plugin';
import { rateLimitPlugin } from './http/rate-limit-plugin';
import { responseSerializerPlugin } from './http/response-serializer';
import { securityHeadersPlugin } from './http/security-headers-plugin';
import { classProgramsRoutes } from './lessons/class-programs/class-programs-routes';
import { lessonExtrasRoutes } from './lessons/lesson-extras-routes';
import { lessonsRepositories } from './lessons/lessons-repositories';
import { lessonsRoutes } from './lessons/lessons-routes';
import { pagesRoutes } from './lessons/pages/pages-routes';
import { dailyTenantJobsPlugin } from './jobs/daily-tenant-jobs';
import { jobsPlugin } from './jobs/jobs-plugin';
import { jobsRepositories } from './jobs/jobs-repositories';
import { jobsRoutes } from './admin/jobs-routes';
import { mailPlugin } from './mail/mail-plugin';
import { logbookRepositories } from './logbook/logbook-repositories';
import { mailRepositories } from './mail/mail-repositories';
import { classMessageJobs } from './messages/class-message-jobs';
import { messagesRepositories } from './messages/messages-repositories';
import { messagesRoutes } from './messages/messages-routes';
import { trainerMessagesRoutes } from './messages/trainer-messages-routes';
import { notificationsRepositories } from './notifications/notifications-repositories';
import { mailPreferencesRoutes } from './notifications/mail-preferences-routes';
import { notificationMailJobs } from './notifications/notification-mail-jobs';
import { notificationsRoutes } from './notifications/notifications-routes';
import { unsubscribeRoutes } from './notifications/unsubscribe-routes';
import { dataExportRoutes } from './privacy/data-export-routes';
import { resourcesRepositories } from './resources/resources-repositories';
import { resourcesRoutes } from './resources/resources-routes';
import { dueDatesRepositories } from './due-dates/due-dates-repositories';
import { dueNoticeJobs } from './due-dates/due-notice-jobs';
import { reminderJobs } from './reminders/reminder-jobs';
import { remindersRepositories } from './reminders/reminders-repositories';
import { adminDueDatesRoutes } from './due-dates/admin-due-dates-routes';
import { dueDatesRoutes } from './due-dates/due-dates-routes';
import { timeAccommodationsRepositories } from './time-accommodations/time-accommodations-repositories';
import { timeAccommodationsRoutes } from './time-accommodations/time-accommodations-routes';
import { trainerRepositories } from './trainer/trainer-repositories';
import { trainerRoutes } from './trainer/trainer-routes';
import { userManagementRepositories } from './user-management/user-management-repositories';
import { usersRoutes } from './user-management/users-routes';
import { erasureRoutes } from './privacy/erasure-routes';
import { privacyRepositories } from './privacy/privacy-repositories';
import { retentionJobs } from './privacy/retention-jobs';
import { retentionRoutes } from './privacy/retention-routes';
import { usersRepositories } from './users/users-repositories';
import { spaPlugin } from './web-app/spa-plugin';
import { lrsClientsRoutes } from './xapi/clients/lrs-clients-routes';
import { externalLrsRoutes } from './xapi/launch/external-lrs-routes';
import { xapiLaunchRoutes } from './xapi/launch/launch-routes';
import { myStatementsRoutes } from './xapi/statements/my-statements-routes';
import { xapiRoutes } from './xapi/xapi-routes';
import { xapiRepositories } from './xapi/xapi-repositories';
import { scormRepositories } from './scorm/scorm-repositories';
import { scormRoutes } from './scorm/scorm-routes';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** A pino logger; without one, Fastify logs at `config.logLevel`. */
  logger?: FastifyBaseLogger;
  /** The tests': every kept lesson play compared with the database when used (lessons/kept-plays.ts). */
  verifyKeptPlays?: boolean;
}

/** Request bodies are small JSON documents; anything larger is a mistake or an attack. */
const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * The API and the web app's server. Composition order (as in fastify/demo):
 * external plugins → app plugins (the database, each area's repositories, tenant,
 * authentication) → every area's routes. The database is opened, migrated and seeded by the caller.
 */
export async function buildApp({ config, database, logger, verifyKeptPlays = false }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: loggerOptions(config.logLevel) }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // Plugins that read the database as they start wait behind whatever else it does: 10 s
    // (Fastify's default) failed the start of a test app on a loaded CI machine.
    pluginTimeout: 60_000,
    // A URL the router cannot read (bad percent-encoding, a path parameter over its length) is
    // answered before any route or hook: with our error shape too, never Fastify's own.
    frameworkErrors: (error, _request, reply) => {
      const { status, body } = respondWith('BAD_REQUEST', [
        { path: 'url', message: error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A path segment is too long' : 'Malformed URL' },
      ]);
      void (reply as FastifyReply).code(status).send(body);
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);

  await app.register(responseSerializerPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(nulGuardPlugin);
  await app.register(compressionPlugin);
  await app.register(openApiPlugin);

  // Each area decorates its own repositories (fastify/demo's users-repository.ts); cacheMs = 0 keeps nothing.
  const { cacheMs } = config;
  await app.register(databasePlugin, { database });
  await app.register(tableMaintenancePlugin);
  await app.register(jobsPlugin, { config });
  await app.register(contextsRepositories);
  await app.register(authRepositories, { cacheMs });
  await app.register(usersRepositories, { cacheMs });
  await app.register(accountsRepositories);
  await app.register(mailRepositories);
  await app.register(classesRepositories);
  await app.register(dashboardRepositories);
  await app.register(lessonsRepositories, { cacheMs, verifyKeptPlays });
  await app.register(certificatesRepositories);
  await app.register(contactRepositories);
  await app.register(filesRepositories);
  await app.register(resourcesRepositories);
  await app.register(correctionRepositories);
  await app.register(logbookRepositories);
  await app.register(notificationsRepositories);
  await app.register(trainerRepositories);
  await app.register(messagesRepositories);
  await app.register(timeAccommodationsRepositories);
  await app.register(calendarRepositories);
  await app.register(dueDatesRepositories);
  await app.register(remindersRepositories);
  await app.register(xapiRepositories);
  await app.register(scormRepositories);
  await app.register(adminRepositories);
  await app.register(contentRepositories);
  await app.register(invitationCodesRepositories);
  await app.register(userManagementRepositories);
  await app.register(enrolmentRepositories);
  await app.register(jobsRepositories);
  await app.register(attestationsRepositories);
  await app.register(privacyRepositories);

  await app.register(tenantPlugin, { publicUrl: config.publicUrl, cacheMs: config.cacheMs });
  await app.register(authenticatePlugin, { config });
  await app.register(credentialsPlugin, { publicUrl: config.publicUrl, credentialsKey: config.credentialsKey });
  await app.register(mailPlugin, { config });
  await app.register(learnerImportJobs);
  await app.register(dailyTenantJobsPlugin, {
    queueEveryMs: config.dailyJobsQueueMinutes * 60 * 1000,
    tenantIds: async () => (await app.contextRepository.listTenants()).map((tenant) => tenant.id),
  });
  await app.register(dueNoticeJobs);
  await app.register(reminderJobs);
  await app.register(classMessageJobs);
  await app.register(notificationMailJobs, { publicUrl: config.publicUrl, sendEveryMs: config.notificationMailsSeconds * 1000 });
  await app.register(retentionJobs, { publicUrl: config.publicUrl });
  await app.register(evidencePackJobs);
  await app.register(rateLimitPlugin, { database });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(contextRoutes);
      await api.register(authRoutes, { config });
      await api.register(registrationRoutes, {
        config,
        joinClass: (tx, input) => joinClassOfInvitationCode(tx, { ...input, classes: app.adminClassesRepository, members: app.classMembersRepository }),
      });
      await api.register(passwordResetRoutes, { config });
      await api.register(meRoutes);
      await api.register(addressLinkRoutes);
      await api.register(ssoRoutes, { config });
      await api.register(classesRoutes);
      await api.register(dashboardRoutes);
      await api.register(certificatesRoutes);
      await api.register(attestationsRoutes);
      await api.register(credentialsRoutes);
      await api.register(notificationsRoutes);
      await api.register(mailPreferencesRoutes);
      await api.register(unsubscribeRoutes);
      await api.register(contactRoutes);
      await api.register(resourcesRoutes);
      await api.register(activitiesRoutes);
      await api.register(filesRoutes, { config });
      await api.register(lessonsRoutes);
      await api.register(lessonExtrasRoutes);
      await api.register(pagesRoutes);
      await api.register(classProgramsRoutes);
      await api.register(correctionRoutes);
      await api.register(trainerRoutes);
      await api.register(messagesRoutes);
      await api.register(trainerMessagesRoutes);
      await api.register(calendarRoutes);
      await api.register(xapiRoutes, { prefix: '/xapi' });
      await api.register(xapiLaunchRoutes);
      await api.register(lrsClientsRoutes);
      await api.register(externalLrsRoutes);
      await api.register(myStatementsRoutes);
      await api.register(dataExportRoutes);
      await api.register(scormRoutes);
      await api.register(timeAccommodationsRoutes);
      await api.register(dueDatesRoutes);
      await api.register(adminDueDatesRoutes);
      await api.register(invitationCodesRoutes);
      await api.register(auditLogRoutes);
      await api.register(usersRoutes, { config });
      await api.register(erasureRoutes);
      await api.register(retentionRoutes);
      await api.register(enrolmentRoutes);
      await api.register(tenantSettingsRoutes);
      await api.register(tenantLabelsRoutes);
      await api.register(tenantSsoRoutes, { config });
      await api.register(tenantImagesRoutes);
      await api.register(adminClassesRoutes);
      await api.register(classMembersRoutes);
      await api.register(contentRoutes);
      await api.register(jobsRoutes);
      await api.register(adminCredentialsRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(spaPlugin, { webDist: config.webDist, keep: cacheMs > 0 });
  return app;
}
