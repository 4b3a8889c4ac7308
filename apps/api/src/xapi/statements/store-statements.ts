import { randomUUID } from 'node:crypto';
import type { JsonObject } from '@espace/domain/xapi/agent-identity';
import { launchMayWrite } from '@espace/domain/xapi/launch-rules';
import { reachFor } from '@espace/domain/xapi/scopes';
import { VOIDED_VERB, statementIssues } from '@espace/domain/xapi/statement-rules';
import { referencedStatementId, statementFilterKeys } from '@espace/domain/xapi/statement-index';
import { sameStatement, storedStatement } from '@espace/domain/xapi/statement-shape';
import { isPlainObject, isUuid } from '@espace/domain/xapi/xapi-formats';
import type { XapiVersion } from '@espace/domain/xapi/xapi-version';
import type { Database, Queryable } from '../../db/database';
import { AppError, BadRequestError } from '../../http/app-error';
import type { XapiPrincipal } from '../credentials/xapi-auth';
import type { ActivitiesRepository } from './activities-repository';
import { checkAttachments } from './attachment-checks';
import { readStatementBatch } from './statement-batch';
import type { NewStatementRow, StatementsRepository } from './statements-repository';

/** Stored statements, handed to what reacts to them (lesson pages, cmi5). */
export interface StoredBatch {
  tenantId: string;
  /** The tenant's public origin (the LMS's ids and agents live there). */
  homePage: string;
  principal: XapiPrincipal;
  statements: JsonObject[];
}

export interface StatementStore {
  database: Database;
  statements: StatementsRepository;
  activities: ActivitiesRepository;
  /** The portal learners the actors are, by their tincan identifier (right of access). */
  learnerIds(tenantId: string, homePage: string, actors: readonly unknown[], tx: Queryable): Promise<(string | null)[]>;
  /** Refuses statements a rule outside xAPI forbids (cmi5), inside the storing transaction. */
  check?(batch: StoredBatch, tx: Queryable): Promise<void>;
  /** Reacts once they are stored (a tincan page completed…). */
  stored?(batch: StoredBatch): Promise<void>;
}

export interface StoreInput {
  tenantId: string;
  homePage: string;
  principal: XapiPrincipal;
  version: XapiVersion;
  method: 'PUT' | 'POST';
  statementId: string | undefined;
  contentType: string;
  body: Buffer;
  now: Date;
}

/**
 * PUT and POST statements: validated whole, then stored in one transaction or not at all. A
 * statement sent again with its id changes nothing (409 when it differs); voiding marks its target.
 */
export async function storeStatements(store: StatementStore, input: StoreInput): Promise<string[]> {
  const batch = readStatementBatch(input.contentType, input.body);
  if (input.method === 'PUT') {
    if (!batch.single) throw new BadRequestError([{ path: 'body', message: 'a PUT stores one statement: POST an array' }]);
    if (!isUuid(input.statementId)) throw new BadRequestError([{ path: 'query.statementId', message: 'is required, a UUID' }]);
    const given = batch.statements[0]?.id;
    if (given !== undefined && String(given).toLowerCase() !== input.statementId.toLowerCase()) throw new BadRequestError([{ path: 'body.id', message: 'must be the statementId of the query' }]);
  } else if (input.statementId !== undefined) throw new BadRequestError([{ path: 'query.statementId', message: 'goes with a PUT' }]);
  const pathOf = (index: number) => (batch.single ? 'body' : `body[${index}]`);
  const issues = batch.statements.flatMap((statement, index) => statementIssues(statement, input.version, pathOf(index)));
  if (issues.length > 0) throw new BadRequestError(issues);
  authorise(input.principal, batch.statements);
  const parts = checkAttachments(batch, pathOf);
  const stored = input.now.toISOString();
  const statements = batch.statements.map((statement) =>
    storedStatement(input.method === 'PUT' ? { ...statement, id: input.statementId } : statement, { id: randomUUID(), stored, authority: input.principal.authority, version: input.version }),
  );
  const ids = statements.map((statement) => statement.id as string);
  if (new Set(ids).size !== ids.length) throw new BadRequestError([{ path: 'body', message: 'holds two statements with the same id' }]);

  const fresh = await store.database.transaction(async (tx) => {
    const existing = new Map((await store.statements.findMany(input.tenantId, ids, tx)).map((row) => [row.id, row]));
    for (const [index, statement] of statements.entries()) {
      const twin = existing.get(statement.id as string);
      if (twin && !sameStatement(twin.statement, batch.statements[index] ?? {})) throw new AppError('CONFLICT', [{ path: `${pathOf(index)}.id`, message: 'a different statement with this id is stored' }]);
    }
    const news = statements.filter((statement) => !existing.has(statement.id as string));
    if (news.length === 0) return [];
    const rows = await indexRows(store, input, news, tx);
    await store.check?.({ tenantId: input.tenantId, homePage: input.homePage, principal: input.principal, statements: news }, tx);
    await store.statements.insertMany(input.tenantId, rows, tx);
    await store.statements.markVoided(input.tenantId, rows.flatMap((row) => (row.voids ? [row.voids] : [])), tx);
    await store.statements.saveAttachments(input.tenantId, parts, tx);
    await store.activities.saveDefinitions(input.tenantId, news, tx);
    return news;
  });
  if (fresh.length > 0) await store.stored?.({ tenantId: input.tenantId, homePage: input.homePage, principal: input.principal, statements: fresh });
  return ids;
}

/** What the credentials allow: a client's scope, a launch's own learner; no launch voids. */
function authorise(principal: XapiPrincipal, statements: JsonObject[]): void {
  if (reachFor(principal.caller, { kind: 'write-statements' }) !== 'write') throw new AppError('Forbidden');
  const launch = principal.launch;
  if (!launch) return;
  statements.forEach((statement, index) => {
    const voids = isPlainObject(statement.verb) && statement.verb.id === VOIDED_VERB;
    if (voids || !launchMayWrite(statement, launch)) throw new AppError('Forbidden', [{ path: `body[${index}]`, message: voids ? 'a launch cannot void statements' : "a launch writes its own learner's statements only" }]);
  });
}

/** Filter keys (inheriting those of referenced statements), the voided target, the learner. */
async function indexRows(store: StatementStore, input: StoreInput, statements: JsonObject[], tx: Queryable): Promise<NewStatementRow[]> {
  const targetIds = statements.map(referencedStatementId).filter((id): id is string => id !== null);
  const targets = new Map((await store.statements.findMany(input.tenantId, targetIds, tx)).map((row) => [row.id, row]));
  const learners = await store.learnerIds(input.tenantId, input.homePage, statements.map((statement) => statement.actor), tx);
  const keysOfBatch = new Map<string, string[]>();
  return statements.map((statement, index) => {
    const targetId = referencedStatementId(statement);
    const target = targetId === null ? undefined : targets.get(targetId);
    const voids = isPlainObject(statement.verb) && statement.verb.id === VOIDED_VERB ? targetId : null;
    if (voids && target && isPlainObject(target.statement.verb) && target.statement.verb.id === VOIDED_VERB) {
      throw new BadRequestError([{ path: `body[${index}].object.id`, message: 'names a voiding statement, which cannot be voided' }]);
    }
    const keys = statementFilterKeys(statement, target?.filterKeys ?? (targetId ? keysOfBatch.get(targetId) : undefined) ?? []);
    keysOfBatch.set(statement.id as string, keys);
    const storedUs = Date.parse(statement.stored as string) * 1000 + Math.min(index, 999);
    return { id: statement.id as string, storedUs, statement, filterKeys: keys, voids, userId: learners[index] ?? null, credentialId: input.principal.credentialId };
  });
}
