import { agentKey, type JsonObject } from '@espace/domain/xapi/agent-identity';
import { CMI5_VERBS } from '@espace/domain/xapi/cmi5/cmi5-vocabulary';
import { pageOutcome } from '@espace/domain/xapi/launch-rules';
import { isPlainObject } from '@espace/domain/xapi/xapi-formats';
import type { LessonRepositories } from '../../lessons/lesson-play';
import { recordTincanOutcome } from '../../lessons/tincan-outcome';
import type { StatementStore, StoredBatch } from '../statements/store-statements';
import { checkCmi5Statements, type CourseAu, satisfiedStatements } from './cmi5-session';
import { recordLmsStatements } from './lms-statements';

type Launch = NonNullable<StoredBatch['principal']['launch']>;

const verbOf = (statement: JsonObject) => (isPlainObject(statement.verb) ? String(statement.verb.id) : '');
const registrationOf = (statement: JsonObject) =>
  isPlainObject(statement.context) && typeof statement.context.registration === 'string' ? statement.context.registration.toLowerCase() : null;

/** A statement about the launch's own page: its learner, its registration, and for cmi5 its AU. */
function aboutThePage(statement: JsonObject, launch: Launch): boolean {
  if (agentKey(statement.actor) !== launch.learner || registrationOf(statement) !== launch.registration.toLowerCase()) return false;
  return launch.cmi5 === null || (isPlainObject(statement.object) && statement.object.id === launch.cmi5.auActivityId);
}

/** The cmi5 AUs of the lesson's course, in the order of its nodes. */
async function courseAus(repositories: LessonRepositories, tenantId: string, courseId: string): Promise<CourseAu[]> {
  const nodes = await repositories.courseContent.listNodes(tenantId, courseId);
  const blocks = await Promise.all(
    nodes
      .filter((node) => node.blockId !== null && node.type === 'block')
      .map((node) => repositories.courseContent.findBlock(tenantId, node.blockId as string)),
  );
  return blocks.flatMap((block) => (block?.content.tincan?.cmi5 && block.id ? [{ blockId: block.id, cmi5: block.content.tincan.cmi5 }] : []));
}

/**
 * What the LRS does around a launch's statements (docs/xapi.md): cmi5's rules before they are
 * stored; once stored, the tincan page they are about completes and takes its score, and cmi5
 * blocks and courses whose AUs are all met get their satisfied statement.
 */
export function statementReactions(repositories: LessonRepositories, store: () => StatementStore): Pick<StatementStore, 'checkFor' | 'stored'> {
  return {
    checkFor({ launch, credentialId }) {
      if (!launch?.cmi5 || !credentialId) return undefined;
      return (batch, tx) => checkCmi5Statements(store().statements, batch.tenantId, launch, credentialId, batch.statements, tx);
    },

    async stored(batch) {
      const launch = batch.principal.launch;
      if (!launch) return;
      let outcome: { statementId: string; scaled: number | null } | null = null;
      for (const statement of batch.statements) {
        const said = aboutThePage(statement, launch) ? pageOutcome(statement) : null;
        if (said && (outcome === null || said.scaled !== null)) outcome = { statementId: statement.id as string, scaled: said.scaled };
      }
      const now = new Date();
      if (outcome)
        await recordTincanOutcome(repositories, {
          tenantId: batch.tenantId,
          userId: launch.userId,
          lessonId: launch.lessonId,
          pageId: launch.pageId,
          now,
          ...outcome,
        });
      const moves = [CMI5_VERBS.initialized, CMI5_VERBS.completed, CMI5_VERBS.passed] as string[];
      if (!launch.cmi5 || !batch.statements.some((statement) => moves.includes(verbOf(statement)))) return;
      const lesson = await repositories.lessons.findForLearner(batch.tenantId, launch.userId, launch.lessonId);
      if (!lesson) return;
      const aus = await courseAus(repositories, batch.tenantId, lesson.courseId);
      const satisfied = await satisfiedStatements(store().statements, {
        tenantId: batch.tenantId,
        origin: batch.homePage,
        courseId: lesson.courseId,
        registration: launch.registration,
        sessionId: launch.cmi5.sessionId,
        actor: launch.actor,
        aus,
        now,
      });
      await recordLmsStatements(store(), batch.tenantId, batch.homePage, satisfied, now);
    },
  };
}
