import type { FastifyPluginAsync } from 'fastify';
import type { LessonEngine } from '../lessons/lesson-play';
import { lrsClientsRoutes } from './clients/lrs-clients-routes';
import { externalLrsRoutes } from './launch/external-lrs';
import { xapiLaunchRoutes } from './launch/launch-routes';
import { statementReactions } from './launch/statement-reactions';
import { myStatementsRoutes } from './statements/my-statements-routes';
import type { StatementStore } from './statements/store-statements';
import { xapiRoutes } from './xapi-routes';

/**
 * Everything xAPI, registered by app.ts in one line under /api (docs/xapi.md): the LRS at /xapi/,
 * launches from the player, the tenant's LRS clients and external LRS, the learner's own statements.
 */
export const xapiPlugin: FastifyPluginAsync = async (app) => {
  const { lessons, lessonPages, courseContent, figures, users, xapiCredentials, xapiDocuments, xapiStatements, xapiActivities, xapiLearners } = app.repositories;
  const engine: LessonEngine = { database: app.database, lessons, lessonPages, courseContent, figures };
  const store: StatementStore = {
    database: app.database,
    statements: xapiStatements,
    activities: xapiActivities,
    learnerIds: (tenantId, homePage, actors, tx) => xapiLearners.userIds(tenantId, homePage, actors, tx),
  };
  Object.assign(store, statementReactions(engine, () => store));
  await app.register(xapiRoutes, { prefix: '/xapi', store });
  await app.register(xapiLaunchRoutes, { deps: { database: app.database, engine, users, credentials: xapiCredentials, documents: xapiDocuments, store } });
  await app.register(lrsClientsRoutes);
  await app.register(externalLrsRoutes);
  await app.register(myStatementsRoutes);
};
