import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { ScormLaunch, ScormRuntimeAnswer, ScormRuntimeCall } from '@espace/contracts/scorm';
import { displayName } from '@espace/domain/display-name';
import { type CmiData, cmiText, initialCmi, type ScormStatus, scormStatus, sessionSeconds } from '@espace/domain/scorm/scorm-runtime';
import type { ScormSco } from '@espace/domain/scorm/scorm-sco';
import {
  initializedScoStatement,
  launchedScoStatement,
  scoActivityId,
  type ScormStatementInput,
  statusStatements,
  terminatedScoStatement,
} from '@espace/domain/scorm/scorm-statements';
import type { JsonObject } from '@espace/domain/xapi/agent-identity';
import { pageOutcome } from '@espace/domain/xapi/launch-rules';
import { AppError, BadRequestError, NotFoundError } from '../http/app-error';
import { type LearnerRequest, type LessonRepositories, loadBlock, loadLessonPlay } from '../lessons/lesson-play';
import { recordTincanOutcome } from '../lessons/tincan-outcome';
import type { UsersRepository } from '../users/users-repository';
import { recordLmsStatements } from '../xapi/launch/lms-statements';
import type { StatementStore } from '../xapi/statements/store-statements';
import type { ScormAttempt, ScormAttemptsRepository } from './scorm-attempts-repository';

export interface ScormDeps {
  attempts: ScormAttemptsRepository;
  repositories: LessonRepositories;
  users: UsersRepository;
  store: StatementStore;
}

/**
 * A session not ended and heard from this recently is open (docs/scorm.md#one-tab): the SCO's
 * runtime says it is alive every 30 seconds while its document is open, so a tab closed without
 * its last beacon frees the SCO within this.
 */
const SESSION_LIVE_SECONDS = 75;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The tenant's public origin: the learner's agent, the SCO's activity id. */
interface Origin {
  origin: string;
}

/** The SCO a block plays, with its title; null when the block is no SCO of a SCORM package. */
async function scoOfBlock(deps: ScormDeps, tenantId: string, blockId: string): Promise<{ sco: ScormSco; title: string } | null> {
  const block = await loadBlock(deps.repositories, tenantId, blockId);
  const sco = block.type === 'tincan' ? block.content.tincan?.scorm : undefined;
  return sco ? { sco, title: block.title } : null;
}

/** The SCO of a session's block: it was one at launch, so a block that is none now is gone (404). */
async function scoOf(deps: ScormDeps, tenantId: string, blockId: string): Promise<{ sco: ScormSco; title: string }> {
  const found = await scoOfBlock(deps, tenantId, blockId);
  if (!found) throw new NotFoundError();
  return found;
}

type Profile = NonNullable<Awaited<ReturnType<UsersRepository['findProfile']>>>;

async function profileOf(deps: ScormDeps, attempt: ScormAttempt): Promise<Profile> {
  const profile = await deps.users.findProfile(attempt.tenantId, attempt.userId);
  if (!profile) throw new NotFoundError();
  return profile;
}

/** Who the statements of a session are about, and where (the lesson's registration: one per enrolment). */
async function statementFacts(
  deps: ScormDeps,
  attempt: ScormAttempt,
  input: Origin & { title: string; sco: ScormSco; profile?: Profile },
): Promise<Omit<ScormStatementInput, 'id' | 'timestamp'>> {
  const profile = input.profile ?? (await profileOf(deps, attempt));
  const registration = await deps.repositories.lessons.findXapiRegistration(attempt.tenantId, attempt.lessonId);
  if (registration === undefined) throw new NotFoundError();
  const actor: JsonObject = { objectType: 'Agent', name: displayName(profile), account: { homePage: input.origin, name: profile.tincanIdentifier } };
  return { actor, registration, activityId: scoActivityId(input.origin, attempt.blockId), title: input.title, version: input.sco.version };
}

async function record(deps: ScormDeps, attempt: ScormAttempt, origin: string, statements: JsonObject[], now: Date): Promise<void> {
  await recordLmsStatements(deps.store, attempt.tenantId, origin, statements, now);
}

/**
 * Launches the SCO of the learner's current page (docs/scorm.md#launch): a session with a token of
 * its own (stored hashed), refused with SCO_OPEN_ELSEWHERE while another tab or device has it open,
 * unless this launch takes over; the launched statement.
 */
export async function launchSco(deps: ScormDeps, input: LearnerRequest & Origin & { pageId: string; takeOver: boolean }): Promise<ScormLaunch> {
  const play = await loadLessonPlay(deps.repositories, input);
  const page = play.pages.find((candidate) => candidate.id === input.pageId);
  if (!page) throw new NotFoundError();
  if (play.lesson.currentNodeId !== page.nodeId) throw new AppError('MODEL_NOT_FOUND');
  const found = await scoOfBlock(deps, input.tenantId, page.blockId);
  if (!found) throw new BadRequestError([{ path: 'params.pageId', message: 'is not a page of a SCORM package' }]);
  const { sco, title } = found;
  const session = randomBytes(32).toString('base64url');
  const sessionId = randomUUID();
  const attempt = await deps.attempts.openSession({
    tenantId: input.tenantId,
    pageId: page.id,
    lessonId: play.lesson.id,
    userId: input.userId,
    blockId: page.blockId,
    sessionId,
    tokenSha256: sha256(session),
    now: input.now,
    liveSeconds: SESSION_LIVE_SECONDS,
    takeOver: input.takeOver,
  });
  if (!attempt) throw new AppError('SCO_OPEN_ELSEWHERE');
  const facts = await statementFacts(deps, attempt, { origin: input.origin, title, sco });
  await record(deps, attempt, input.origin, [launchedScoStatement({ ...facts, id: randomUUID(), timestamp: input.now.toISOString() })], input.now);
  return { version: sco.version, sessionId, session };
}

const statusOf = (sco: ScormSco, cmi: CmiData | null): ScormStatus =>
  cmi === null ? { completion: 'not attempted', success: 'unknown', score: null } : scormStatus(sco, cmi);

/**
 * A call of a SCO's runtime (docs/scorm.md#runtime). Initialize answers the data model the SCO
 * starts with; a commit is stored before it is answered true, and what it changed is recorded as
 * statements, which complete and score the page as a tincan activity's do; keep-alive keeps the
 * session open. A token that is not the open session's answers false with `elsewhere`.
 */
export async function scormRuntimeCall(deps: ScormDeps, input: Origin & { tenantId: string; call: ScormRuntimeCall; now: Date }): Promise<ScormRuntimeAnswer> {
  const { call, now } = input;
  const token = sha256(call.session);
  const elsewhere: ScormRuntimeAnswer = { result: false, errorCode: 391, elsewhere: true };
  if (call.action === 'keep-alive') return (await deps.attempts.keepAlive(input.tenantId, token, now)) ? { result: true, errorCode: 0 } : elsewhere;

  if (call.action === 'initialize') {
    const attempt = await deps.attempts.initialize(input.tenantId, token, now);
    if (!attempt) return elsewhere;
    const { sco, title } = await scoOf(deps, attempt.tenantId, attempt.blockId);
    const profile = await profileOf(deps, attempt);
    const pages = await deps.repositories.lessonPages.listLive(attempt.tenantId, attempt.lessonId);
    const page = pages.find((candidate) => candidate.id === attempt.pageId);
    const name = profile.lastname && profile.firstname ? `${profile.lastname.trim()}, ${profile.firstname.trim()}` : displayName(profile);
    const cmi = initialCmi(sco, attempt.cmi, {
      learner: { id: profile.tincanIdentifier, name },
      reviewing: page === undefined || page.answeredAt !== null,
      totalSeconds: attempt.earlierSeconds,
    });
    const facts = await statementFacts(deps, attempt, { origin: input.origin, title, sco, profile });
    await record(deps, attempt, input.origin, [initializedScoStatement({ ...facts, id: randomUUID(), timestamp: now.toISOString() })], now);
    return { result: true, errorCode: 0, cmi, sequence: attempt.sequence };
  }

  const committed = await deps.attempts.commit(input.tenantId, token, {
    sequence: call.sequence,
    cmi: call.cmi,
    sessionSeconds: sessionSeconds(call.cmi),
    terminate: call.terminate,
    now,
  });
  if (committed.kind === 'elsewhere') return elsewhere;
  if (committed.kind === 'already') return { result: true, errorCode: 0 };
  const { before, after } = committed;
  const { sco, title } = await scoOf(deps, after.tenantId, after.blockId);
  const [was, is] = [statusOf(sco, before.cmi), statusOf(sco, after.cmi)];
  if (!call.terminate && JSON.stringify(was) === JSON.stringify(is)) return { result: true, errorCode: 0 };
  const facts = await statementFacts(deps, after, { origin: input.origin, title, sco });
  const timestamp = now.toISOString();
  const changes = statusStatements(was, is, randomUUID, { ...facts, timestamp });
  const statements = call.terminate ? [...changes, terminatedScoStatement({ ...facts, id: randomUUID(), timestamp }, after.sessionSeconds)] : changes;
  await record(deps, after, input.origin, statements, now);
  // A page opened for review (no credit) keeps what its first sessions gave it.
  const outcome = changes.flatMap((statement) => {
    const said = pageOutcome(statement);
    return said ? [{ statementId: statement.id as string, scaled: said.scaled }] : [];
  });
  const last = outcome.at(-1);
  if (last && cmiText(call.cmi, sco.version === '1.2' ? 'core.credit' : 'credit') !== 'no-credit')
    await recordTincanOutcome(deps.repositories, {
      tenantId: after.tenantId,
      userId: after.userId,
      lessonId: after.lessonId,
      pageId: after.pageId,
      now,
      ...last,
    });
  return { result: true, errorCode: 0 };
}
