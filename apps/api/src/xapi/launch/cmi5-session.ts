import { randomUUID } from 'node:crypto';
import type { JsonObject } from '@espace/domain/xapi/agent-identity';
import type { Cmi5Au } from '@espace/domain/xapi/cmi5/cmi5-au';
import { cmi5Ids, satisfiedStatement } from '@espace/domain/xapi/cmi5/cmi5-launch';
import { type Cmi5Session, cmi5Refusal, sessionAfter } from '@espace/domain/xapi/cmi5/cmi5-rules';
import { type AuFacts, CMI5_CATEGORY, CMI5_EXTENSIONS, CMI5_VERBS, moveOnMet } from '@espace/domain/xapi/cmi5/cmi5-vocabulary';
import { filterKey } from '@espace/domain/xapi/statement-index';
import { lockKeys } from '../../db/advisory-locks';
import type { Queryable } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { XapiPrincipal } from '../credentials/xapi-auth';
import type { StatementHistoryRow, StatementsRepository } from '../statements/statements-repository';

type Launch = NonNullable<XapiPrincipal['launch']>;

/** How the statement history tells cmi5 defined statements and their sessions. */
export const CMI5_HISTORY = { category: CMI5_CATEGORY, sessionIdExtension: CMI5_EXTENSIONS.sessionId };

/** The lock an AU's statements of a registration are judged under, and its sessions ended under. */
export const cmi5AuLock = (tenantId: string, registration: string, auActivityId: string) => `cmi5-registration:${tenantId}:${registration}:${auActivityId}`;

function factsOf(rows: readonly StatementHistoryRow[], auActivityId: string): AuFacts {
  const verbs = new Set(rows.filter((row) => row.defined && row.objectId === auActivityId).map((row) => row.verb));
  return { completed: verbs.has(CMI5_VERBS.completed), passed: verbs.has(CMI5_VERBS.passed), failed: verbs.has(CMI5_VERBS.failed) };
}

/**
 * Holds an AU's statements to cmi5's rules before they are stored (docs/xapi.md, cmi5): the
 * session's and the registration's history is read under a lock on both, so parallel requests of
 * one session are judged one after another, and after the LMS ended it abandoned. A refusal stores
 * nothing of the batch (403).
 */
export async function checkCmi5Statements(
  statements: StatementsRepository,
  tenantId: string,
  launch: Launch,
  credentialId: string,
  batch: readonly JsonObject[],
  tx: Queryable,
): Promise<void> {
  const cmi5 = launch.cmi5;
  if (!cmi5) return;
  await lockKeys(tx, [cmi5AuLock(tenantId, launch.registration, cmi5.auActivityId)]);
  const history = await statements.history(tenantId, [filterKey.registration(launch.registration)], CMI5_HISTORY, tx);
  const own = history.filter((row) => row.credentialId === credentialId);
  const abandoned = history.some((row) => row.verb === CMI5_VERBS.abandoned && row.sessionId === cmi5.sessionId);
  let session: Cmi5Session = {
    auActivityId: cmi5.auActivityId,
    registration: launch.registration,
    sessionId: cmi5.sessionId,
    launchMode: cmi5.launchMode,
    masteryScore: cmi5.masteryScore,
    sessionVerbs: [...own.filter((row) => row.defined).map((row) => row.verb), ...(abandoned ? [CMI5_VERBS.abandoned] : [])],
    statementCount: own.length,
    achieved: factsOf(history, cmi5.auActivityId),
  };
  batch.forEach((statement, index) => {
    const refusal = cmi5Refusal(statement, session);
    if (refusal) throw new AppError('Forbidden', [{ path: `body[${index}]`, message: `cmi5: ${refusal}` }]);
    session = sessionAfter(session, statement);
  });
}

/** An AU of the lesson's course, as the satisfied rules need it. */
export interface CourseAu {
  blockId: string;
  cmi5: Cmi5Au;
}

/**
 * The satisfied statements the LMS owes once an AU's session changed what is met (cmi5 9.3.9): each
 * cmi5 block all of whose AUs met their moveOn, and the course when all did, once per registration.
 */
export async function satisfiedStatements(
  statements: StatementsRepository,
  input: {
    tenantId: string;
    origin: string;
    courseId: string;
    registration: string;
    sessionId: string;
    actor: JsonObject;
    aus: readonly CourseAu[];
    now: Date;
  },
): Promise<JsonObject[]> {
  const [first] = input.aus;
  if (!first) return [];
  const history = await statements.history(input.tenantId, [filterKey.registration(input.registration)], CMI5_HISTORY);
  const met = (au: CourseAu) => moveOnMet(au.cmi5.moveOn, factsOf(history, cmi5Ids.au(input.origin, au.blockId)));
  const alreadySatisfied = new Set(history.filter((row) => row.verb === CMI5_VERBS.satisfied).map((row) => row.objectId));
  const targets: { id: string; kind: 'block' | 'course'; aus: CourseAu[] }[] = [
    { id: cmi5Ids.course(input.origin, input.courseId), kind: 'course', aus: [...input.aus] },
  ];
  for (const blockId of new Set(input.aus.flatMap((au) => au.cmi5.blockIds))) {
    targets.push({
      id: cmi5Ids.block(input.origin, `${input.courseId}/${encodeURIComponent(blockId)}`),
      kind: 'block',
      aus: input.aus.filter((au) => au.cmi5.blockIds.includes(blockId)),
    });
  }
  return targets
    .filter((target) => !alreadySatisfied.has(target.id) && target.aus.every(met))
    .map((target) =>
      satisfiedStatement({
        id: randomUUID(),
        actor: input.actor,
        registration: input.registration,
        sessionId: input.sessionId,
        publisherId: first.cmi5.courseId,
        timestamp: input.now.toISOString(),
        target,
      }),
    );
}
