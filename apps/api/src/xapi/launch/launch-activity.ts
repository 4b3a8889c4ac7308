import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { XapiLaunch } from '@espace/contracts/xapi';
import { displayName } from '@espace/domain/display-name';
import type { JsonObject } from '@espace/domain/xapi/agent-identity';
import { agentKey } from '@espace/domain/xapi/agent-identity';
import type { Cmi5Au } from '@espace/domain/xapi/cmi5/cmi5-au';
import { cmi5Ids, launchData, launchedStatement } from '@espace/domain/xapi/cmi5/cmi5-launch';
import type { Database } from '../../db/database';
import { AppError, BadRequestError, NotFoundError } from '../../http/app-error';
import { type LearnerRequest, type LessonRepositories, loadBlock, loadLessonPlay } from '../../lessons/lesson-play';
import type { UsersRepository } from '../../users/users-repository';
import type { XapiCredentialsRepository } from '../credentials/credentials-repository';
import { newKeyAndSecret } from '../credentials/xapi-auth';
import type { DocumentsRepository } from '../documents/documents-repository';
import { LAUNCH_DATA_STATE } from '../documents/documents';
import type { StatementStore } from '../statements/store-statements';
import type { ExternalLrsRepository } from './external-lrs-repository';
import { recordLaunched } from './cmi5-abandoned';

export interface LaunchDeps {
  database: Database;
  repositories: LessonRepositories;
  users: UsersRepository;
  credentials: XapiCredentialsRepository;
  documents: DocumentsRepository;
  store: StatementStore;
  externalLrs: ExternalLrsRepository;
}

export interface LaunchInput extends LearnerRequest {
  pageId: string;
  url: string;
  /** The tenant's public origin: the learner account's home page, the LRS's and the return URL's origin. */
  origin: string;
  /** hosts.lrs: the tenant's external LRS, when it has one. */
  externalEndpoint: string | null;
}

/** How long a launch's credentials live without a lesson time limit; with one, the limit plus an hour. */
const DEFAULT_LIFETIME_S = 24 * 60 * 60;
const MARGIN_S = 60 * 60;

/** The activities a page may launch: its block's own, and its media-tincan rows'. */
function pageActivities(block: { type: string; content: { tincan?: { url: string }; sections?: { rows?: { type?: string; url?: unknown }[] }[] } }): string[] {
  const rows = (block.content.sections ?? []).flatMap((section) => section.rows ?? []);
  return [
    ...(block.content.tincan ? [block.content.tincan.url] : []),
    ...rows.filter((row) => row.type === 'media-tincan' && typeof row.url === 'string').map((row) => row.url as string),
  ];
}

/**
 * Launches an activity of the learner's current page (docs/product/api-calls.md#tincan-launch-url, docs/xapi.md):
 * credentials of its own for this launch (random, stored hashed, bound to the learner, the page and
 * the registration, expiring), the learner's agent, the registration. A cmi5 AU gets a one-time
 * fetch URL instead, once the launched statement is recorded (ending the registration's earlier
 * sessions, abandoned when they did not terminate) and its LMS.LaunchData written. A tenant with
 * an external LRS sends plain tincan activities there with its own credentials.
 */
export async function launchActivity(deps: LaunchDeps, input: LaunchInput): Promise<XapiLaunch> {
  const play = await loadLessonPlay(deps.repositories, input);
  const page = play.pages.find((candidate) => candidate.id === input.pageId);
  if (!page) throw new NotFoundError();
  if (play.lesson.currentNodeId !== page.nodeId) throw new AppError('MODEL_NOT_FOUND');
  const block = await loadBlock(deps.repositories, input.tenantId, page.blockId);
  if (!pageActivities(block).includes(input.url)) throw new BadRequestError([{ path: 'body.url', message: 'is not an activity of this page' }]);
  const profile = await deps.users.findProfile(input.tenantId, input.userId);
  if (!profile) throw new NotFoundError();
  const actor: JsonObject = { objectType: 'Agent', name: displayName(profile), account: { homePage: input.origin, name: profile.tincanIdentifier } };
  const cmi5 = block.type === 'tincan' && block.content.tincan?.url === input.url ? (block.content.tincan.cmi5 ?? null) : null;

  if (input.externalEndpoint !== null && cmi5 === null) {
    const credentials = await deps.externalLrs.credentials(input.tenantId);
    const auth = credentials ? `Basic ${Buffer.from(`${credentials.key}:${credentials.secret}`).toString('base64')}` : null;
    return { endpoint: input.externalEndpoint, auth, actor, registration: page.id, cmi5: null };
  }
  const lifetime = play.lesson.timeLimit === null ? DEFAULT_LIFETIME_S : play.lesson.timeLimit + MARGIN_S;
  const expiresAt = new Date(input.now.getTime() + lifetime * 1000);
  const { key, secret, secretSha256 } = newKeyAndSecret();
  const base = {
    tenantId: input.tenantId,
    key,
    secretSha256,
    kind: 'launch' as const,
    name: '',
    scopes: [],
    userId: input.userId,
    lessonId: play.lesson.id,
    pageId: page.id,
    actor,
    expiresAt,
  };
  if (cmi5 === null) {
    await deps.credentials.insert({ ...base, registration: page.id });
    return { endpoint: '/api/xapi/', auth: `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}`, actor, registration: page.id, cmi5: null };
  }
  return launchCmi5(deps, input, { base, cmi5, actor, blockId: block.id ?? page.blockId, lessonId: play.lesson.id, reviewing: page.answeredAt !== null });
}

interface Cmi5LaunchParts {
  base: Parameters<XapiCredentialsRepository['insert']>[0];
  cmi5: Cmi5Au;
  actor: JsonObject;
  blockId: string;
  lessonId: string;
  reviewing: boolean;
}

async function launchCmi5(deps: LaunchDeps, input: LaunchInput, parts: Cmi5LaunchParts): Promise<XapiLaunch> {
  const registration = await deps.repositories.lessons.findXapiRegistration(input.tenantId, parts.lessonId);
  if (registration === undefined) throw new NotFoundError();
  const sessionId = randomUUID();
  const auActivityId = cmi5Ids.au(input.origin, parts.blockId);
  const launchMode = parts.reviewing ? 'Review' : 'Normal';
  const fetchToken = randomBytes(32).toString('base64url');
  const au = {
    auId: parts.cmi5.auId,
    moveOn: parts.cmi5.moveOn,
    masteryScore: parts.cmi5.masteryScore,
    launchParameters: parts.cmi5.launchParameters,
    entitlementKey: parts.cmi5.entitlementKey,
    launchMethod: parts.cmi5.launchMethod,
  };
  const launched = launchedStatement({
    id: randomUUID(),
    actor: parts.actor,
    registration,
    sessionId,
    publisherId: au.auId,
    timestamp: input.now.toISOString(),
    au,
    auActivityId,
    launchMode,
    launchUrl: new URL(input.url, input.origin).toString(),
  });
  // Before the new session's credentials exist: the earlier sessions it ends are those of the registration.
  await recordLaunched(deps, { tenantId: input.tenantId, origin: input.origin, registration, actor: parts.actor, launched, now: input.now });
  await deps.credentials.insert({
    ...parts.base,
    registration,
    cmi5: { auActivityId, publisherId: au.auId, sessionId, moveOn: au.moveOn, masteryScore: au.masteryScore, launchMode },
    fetchSha256: createHash('sha256').update(fetchToken).digest('hex'),
  });
  const returnURL = `${input.origin}/session/${parts.lessonId}/page/${input.pageId}`;
  const document = Buffer.from(JSON.stringify(launchData(au, { sessionId, launchMode, returnURL })));
  await deps.documents.save(
    input.tenantId,
    { kind: 'state', activityId: auActivityId, agentKey: agentKey(parts.actor) ?? '', registration: registration.toLowerCase() },
    {
      id: LAUNCH_DATA_STATE,
      content: document,
      contentType: 'application/json',
      etag: `"${createHash('sha1').update(document).digest('hex')}"`,
      updatedAt: input.now,
    },
  );
  return {
    endpoint: '/api/xapi/',
    auth: null,
    actor: parts.actor,
    registration,
    cmi5: { fetch: `/api/xapi/extensions/cmi5/fetch?token=${fetchToken}`, activityId: auActivityId, launchMethod: au.launchMethod },
  };
}
