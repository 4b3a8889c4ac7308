import type { FastifyInstance } from 'fastify';
import type { SessionsRepository } from '../auth/sessions-repository';
import type { CalendarFeedsRepository } from '../calendar/calendar-feeds-repository';
import type { ClassesRepository } from '../classes/classes-repository';
import type { CredentialsRepository } from '../credentials/credentials-repository';
import type { FilesRepository } from '../files/files-repository';
import type { UploadsRepository } from '../files/uploads-repository';
import type { LessonPagesRepository } from '../lessons/lesson-pages-repository';
import type { LessonHistory, LessonsRepository } from '../lessons/lessons-repository';
import type { LogbookRepository } from '../logbook/logbook-repository';
import type { ClassMessagesRepository } from '../messages/class-messages-repository';
import type { ThreadsRepository } from '../messages/threads-repository';
import type { MailPreferencesRepository } from '../notifications/mail-preferences-repository';
import type { NotificationsRepository } from '../notifications/notifications-repository';
import { createReviewsRepository, type ReviewsRepository } from '../reviews/reviews-repository';
import type { ScormAttemptsRepository } from '../scorm/scorm-attempts-repository';
import type { AdminUserRecord } from '../user-management/admin-users-repository';
import type { StatementsRepository } from '../xapi/statements/statements-repository';
import type { ExportAccessSources } from './data-export-access';

/**
 * What the archive of a user's data reads, each table through a repository of the area that owns
 * it (docs/architecture.md#who-writes-each-table); it writes nothing.
 */
export interface DataExportSources extends ExportAccessSources {
  classes: Pick<ClassesRepository, 'listMemberClasses'>;
  lessons: Pick<LessonsRepository, 'listHistory'>;
  lessonPages: Pick<LessonPagesRepository, 'pagesOfLesson'>;
  logbook: Pick<LogbookRepository, 'listOfLearner'>;
  uploads: Pick<UploadsRepository, 'findReadable'>;
  files: Pick<FilesRepository, 'content'>;
  threads: Pick<ThreadsRepository, 'listOfParty' | 'allMessagesOf'>;
  classMessages: Pick<ClassMessagesRepository, 'receivedBy' | 'writtenBy'>;
  reviews: Pick<ReviewsRepository, 'listOwn'>;
  credentials: Pick<CredentialsRepository, 'listForUser'>;
  statements: Pick<StatementsRepository, 'listOfUserAfter'>;
  sessions: Pick<SessionsRepository, 'listOfUser'>;
  notifications: Pick<NotificationsRepository, 'page'>;
  mailPreferences: Pick<MailPreferencesRepository, 'mine'>;
  calendarFeeds: Pick<CalendarFeedsRepository, 'find'>;
  scormAttempts: Pick<ScormAttemptsRepository, 'listOfUser'>;
}

/** The archive being written: whose data, where, read from what. */
export interface ExportScope {
  tenantId: string;
  subject: AdminUserRecord;
  /** The tenant's origin, for the addresses the archive gives (a credential's verification page). */
  origin: string;
  sources: DataExportSources;
  /** The subject's lessons, read once for the files that list them. */
  lessons(): Promise<LessonHistory[]>;
}

export const dataExportSourcesOf = (app: FastifyInstance): DataExportSources => ({
  profiles: app.usersRepository,
  adminUsers: app.adminUsersRepository,
  classes: app.classesRepository,
  lessons: app.lessonRepositories.lessons,
  lessonPages: app.lessonRepositories.lessonPages,
  logbook: app.logbookRepository,
  uploads: app.uploadsRepository,
  files: app.filesRepository,
  threads: app.threadsRepository,
  classMessages: app.classMessagesRepository,
  // The reviews' repository is built where it is used, as the generic resources build it.
  reviews: createReviewsRepository(app.database),
  credentials: app.credentialsRepository,
  statements: app.xapiStatementsRepository,
  sessions: app.sessionsRepository,
  notifications: app.notificationsRepository,
  mailPreferences: app.mailPreferencesRepository,
  calendarFeeds: app.calendarFeedsRepository,
  scormAttempts: app.scormAttemptsRepository,
});
