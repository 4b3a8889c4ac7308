import type { PageCursor, PageHistory } from '../lessons/lesson-pages-repository';
import type { StatementCursor } from '../xapi/statements/statements-repository';
import { inSlices, jsonDocument, jsonWithList } from './data-export-json';
import type { ExportScope } from './data-export-sources';

/**
 * The files of what a user learned: their classes, lessons with every page, certificates and
 * credentials, xAPI statements and SCORM data (docs/privacy.md#the-archive-of-a-users-data).
 */

/** Pages and statements are read this many at a time: a learner with 10,000 pages holds a slice of them in memory, never all. */
const ROWS_PER_READ = 500;

export async function classesFile({ tenantId, subject, sources }: ExportScope): Promise<string> {
  return jsonDocument({ classes: await sources.classes.listMemberClasses(tenantId, subject.id) });
}

/** Every lesson with its pages (archived ones included): answers, results, hints, times and dates. */
export async function* lessonsFile({ tenantId, subject, sources, lessons }: ExportScope): AsyncGenerator<string> {
  yield '{"lessons": [';
  let separator = '\n';
  for (const lesson of await lessons()) {
    const pages = inSlices(
      (after: PageCursor | null) => sources.lessonPages.pagesOfLesson(tenantId, subject.id, lesson.id, after, ROWS_PER_READ),
      (page: PageHistory) => ({ position: page.position, id: page.id }),
      ROWS_PER_READ,
    );
    yield separator;
    yield* jsonWithList(lesson, 'pages', pages);
    separator = ',\n';
  }
  yield '\n]}\n';
}

/** The certificates earned (their verification codes) and every credential issued, with its signed document. */
export async function certificatesFile({ tenantId, subject, origin, sources, lessons }: ExportScope): Promise<string> {
  const [learned, certificates, badges] = await Promise.all([
    lessons(),
    sources.credentials.listForUser(tenantId, subject.id, 'certificates'),
    sources.credentials.listForUser(tenantId, subject.id, 'badges'),
  ]);
  return jsonDocument({
    certificates: learned
      .filter((lesson) => lesson.certificationRef !== null)
      .map((lesson) => ({
        lessonId: lesson.id,
        certificationRef: lesson.certificationRef,
        course: lesson.course,
        class: lesson.class,
        program: lesson.program,
        score: lesson.score,
        startedAt: lesson.startedAt,
        endedAt: lesson.endedAt,
      })),
    credentials: [...certificates, ...badges].map((credential) => ({
      id: credential.id,
      kind: credential.badge === null ? 'certificate' : 'badge',
      lessonId: credential.lessonId,
      certificationRef: credential.certificationRef,
      badge: credential.badge,
      issuedAt: credential.issuedAt,
      revokedAt: credential.revokedAt,
      revocationReason: credential.revocationReason,
      verificationUrl: `${origin}/credentials/${credential.id}`,
      document: credential.document,
    })),
  });
}

/** Every xAPI statement about the user, as GET users/me/xapi-statements answers them but without its cap: oldest first. */
export async function* statementsFile({ tenantId, subject, sources }: ExportScope): AsyncGenerator<string> {
  const rows = inSlices(
    (after: StatementCursor | null) => sources.statements.listOfUserAfter(tenantId, subject.id, after, ROWS_PER_READ),
    (row) => row.cursor,
    ROWS_PER_READ,
  );
  async function* statements() {
    for await (const row of rows) yield row.statement;
  }
  yield* jsonWithList({}, 'statements', statements());
  yield '\n';
}

/** Each SCO's run-time data, by lesson page (never its session's token). */
export async function scormAttemptsFile({ tenantId, subject, sources }: ExportScope): Promise<string> {
  const attempts = await sources.scormAttempts.listOfUser(tenantId, subject.id);
  return jsonDocument({
    attempts: attempts.map((attempt) => ({
      id: attempt.id,
      lessonId: attempt.lessonId,
      pageId: attempt.pageId,
      blockId: attempt.blockId,
      cmi: attempt.cmi,
      sequence: attempt.sequence,
      earlierSeconds: attempt.earlierSeconds,
      sessionSeconds: attempt.sessionSeconds,
      createdAt: attempt.createdAt,
      updatedAt: attempt.updatedAt,
      sessionEndedAt: attempt.sessionEndedAt,
    })),
  });
}
