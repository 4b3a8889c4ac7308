import fp from 'fastify-plugin';
import { createXapiCredentialsRepository, type XapiCredentialsRepository } from './credentials/credentials-repository';
import { createDocumentsRepository, type DocumentsRepository } from './documents/documents-repository';
import { createExternalLrsRepository, type ExternalLrsRepository } from './launch/external-lrs-repository';
import { type ActivitiesRepository, createActivitiesRepository } from './statements/activities-repository';
import { createStatementsRepository, type StatementsRepository } from './statements/statements-repository';
import type { StatementStore } from './statements/store-statements';
import { createWriteQueue } from './statements/write-queue';
import { statementReactions } from './launch/statement-reactions';

declare module 'fastify' {
  interface FastifyInstance {
    xapiCredentialsRepository: XapiCredentialsRepository;
    xapiStatementsRepository: StatementsRepository;
    xapiActivitiesRepository: ActivitiesRepository;
    xapiDocumentsRepository: DocumentsRepository;
    externalLrsRepository: ExternalLrsRepository;
    /** Where statements are stored, with what reacts to them (lesson pages, cmi5 sessions). */
    xapiStatementStore: StatementStore;
  }
}

/** The LRS: credentials, statements, activities, documents, the tenant's external LRS, and the statement store built on them. */
export const xapiRepositories = fp(
  async (app) => {
    app.decorate('xapiCredentialsRepository', createXapiCredentialsRepository(app.database));
    app.decorate('xapiStatementsRepository', createStatementsRepository(app.database));
    app.decorate('xapiActivitiesRepository', createActivitiesRepository(app.database));
    app.decorate('xapiDocumentsRepository', createDocumentsRepository(app.database));
    app.decorate('externalLrsRepository', createExternalLrsRepository(app.database));
    const store: StatementStore = {
      database: app.database,
      statements: app.xapiStatementsRepository,
      queue: createWriteQueue(app.database, app.xapiStatementsRepository),
    };
    Object.assign(
      store,
      statementReactions(app.lessonRepositories, () => store),
    );
    app.decorate('xapiStatementStore', store);
  },
  { name: 'xapi-repositories', dependencies: ['database', 'lessons-repositories'] },
);
