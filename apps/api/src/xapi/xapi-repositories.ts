import type { Queryable } from '../db/database';
import { createXapiCredentialsRepository } from './credentials/credentials-repository';
import { createDocumentsRepository } from './documents/documents-repository';
import { createLearnersLookup } from './statements/learners-lookup';
import { createActivitiesRepository } from './statements/activities-repository';
import { createStatementsRepository } from './statements/statements-repository';

/** The LRS's repositories, spread into app.repositories by one line. */
export function createXapiRepositories(database: Queryable) {
  return {
    xapiCredentials: createXapiCredentialsRepository(database),
    xapiStatements: createStatementsRepository(database),
    xapiActivities: createActivitiesRepository(database),
    xapiDocuments: createDocumentsRepository(database),
    xapiLearners: createLearnersLookup(database),
  };
}
