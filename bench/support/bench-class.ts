/**
 * A bench class straight into the database: a program of `courses` courses
 * of `pagesPerCourse` pages each (slide, multiple-choice, free-answer, in
 * turn, over two sections; the multiple-choice is the test course's exercise,
 * test-course.fixture.ts), `resources` resource nodes under each course's
 * first page (or, given `program`, an earlier bench class's program), and
 * `learners` STUDENTs with their lessons provisioned by the real
 * `provisionLessons`. Every course is unlocked, so each learner has
 * `courses` AVAILABLE lessons. Learners are inserted in bulk and share one
 * password hash, computed once by the caller.
 */
import { validateBlock } from '@espace/domain/content/block';
import type { Database, Queryable } from '../../apps/api/src/db/database';
import { provisionLessons } from '../../apps/api/src/lessons/provision-lessons';
import { emergencyNumbersBlock } from '../../apps/api/src/test/test-course.fixture';

export interface BenchClassOptions {
  /** Names the class, courses and learner emails (`<label>-<n>@bench.test`): unique per database. */
  label: string;
  pagesPerCourse: number;
  courses: number;
  learners: number;
  resources: number;
  passwordHash: string;
  /** `demo`: the seeded demo learner's class (as test-course.fixture.ts picks it); `new`: a class of the demo tenant without dates. */
  classOf: 'demo' | 'new';
  /** The program of an earlier bench class, followed by this one too: no new courses (`pagesPerCourse`, `courses` and `resources` unused). */
  program?: BenchProgram;
}

/** A bench program and its courses, in program order. */
interface BenchProgram {
  programId: string;
  courseIds: string[];
}

export interface BenchLearner {
  userId: string;
  email: string;
  /** One lesson per course, in program order. */
  lessonIds: string[];
}

export interface BenchClass extends BenchProgram {
  contextId: string;
  classId: string;
  classProgramId: string;
  learners: BenchLearner[];
}

type BenchPageKind = 'slide' | 'choice' | 'text';

/** Page `index` of every bench course: slide, multiple-choice, free-answer, slide… */
const pageKind = (index: number): BenchPageKind => (['slide', 'choice', 'text'] as const)[index % 3] ?? 'slide';

function blockOf(kind: BenchPageKind | 'resource', title: string): { title: string; type: string; settings: unknown; content: unknown } {
  switch (kind) {
    case 'slide':
    case 'resource':
      return { title, type: 'slide', settings: {}, content: { sections: [{ id: 's', rows: [{ id: 'w', type: 'wysiwyg', html: `<p>${title}</p>` }] }] } };
    case 'choice':
      return { ...emergencyNumbersBlock, title };
    case 'text':
      return { title, type: 'exercice', settings: {}, content: { sections: [{ id: 's', rows: [{ id: 'fa', type: 'free-answer', expected: ['112'] }] }] } };
  }
}

const json = (value: unknown) => JSON.stringify(value);

async function insertId(db: Queryable, sql: string, params: unknown[]): Promise<string> {
  const [row] = await db.query<{ id: string }>(`${sql} RETURNING id`, params);
  if (!row) throw new Error(`no id returned by ${sql}`);
  return row.id;
}

async function classFor(db: Queryable, classOf: BenchClassOptions['classOf'], label: string): Promise<{ contextId: string; classId: string }> {
  const [learner] = await db.query<{ context_id: string; class_id: string }>(
    `SELECT u.context_id, cu.class_id FROM users u JOIN class_users cu ON cu.user_id = u.id AND cu.role = 'STUDENT'
      WHERE u.email = 'learner@demo.test' ORDER BY cu.created_at LIMIT 1`,
  );
  if (!learner) throw new Error('the demo learner is not seeded');
  if (classOf === 'demo') return { contextId: learner.context_id, classId: learner.class_id };
  const classId = await insertId(db, 'INSERT INTO classes (context_id, name) VALUES ($1, $2)', [learner.context_id, `Classe ${label}`]);
  return { contextId: learner.context_id, classId };
}

async function insertCourse(
  tx: Queryable,
  contextId: string,
  ids: { categoryId: string; typeId: string },
  title: string,
  pages: number,
  resources: number,
): Promise<string> {
  const courseId = await insertId(
    tx,
    `INSERT INTO courses (context_id, title, category_id, type_id, state, settings) VALUES ($1, $2, $3, $4, 'PUBLISHED', $5::jsonb)`,
    [
      contextId,
      title,
      ids.categoryId,
      ids.typeId,
      json({ certifying: true, interactiveActions: [{ label: 'Et maintenant ?', choices: [{ response: 'Accueil', action: { target: 'home' } }] }] }),
    ],
  );
  const block = async (kind: BenchPageKind | 'resource', blockTitle: string) => {
    const candidate = blockOf(kind, blockTitle);
    const validation = validateBlock(candidate);
    if (!validation.ok) throw new Error(`bench block ${blockTitle} is invalid: ${json(validation.issues)}`);
    return insertId(tx, 'INSERT INTO course_blocks (context_id, title, type, settings, content) VALUES ($1, $2, $3, $4::jsonb, $5::jsonb)', [
      contextId,
      candidate.title,
      candidate.type,
      json(candidate.settings),
      json(candidate.content),
    ]);
  };
  const node = (parentId: string | null, type: string, order: number, blockId: string | null, nodeTitle: string) =>
    insertId(tx, 'INSERT INTO course_nodes (context_id, course_id, parent_id, type, "order", block_id, title) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
      contextId,
      courseId,
      parentId,
      type,
      order,
      blockId,
      nodeTitle,
    ]);
  const root = await node(null, 'root', 0, null, title);
  const sections = [await node(root, 'container', 0, null, 'Section 1'), await node(root, 'container', 1, null, 'Section 2')];
  const firstHalf = Math.ceil(pages / 2);
  for (let index = 0; index < pages; index += 1) {
    const section = index < firstHalf ? sections[0] : sections[1];
    const order = index < firstHalf ? index : index - firstHalf;
    const pageTitle = `${title}, page ${index + 1}`;
    const pageNode = await node(section ?? root, 'block', order, await block(pageKind(index), pageTitle), pageTitle);
    if (index === 0) {
      for (let resource = 0; resource < resources; resource += 1) {
        await node(pageNode, 'resource', resource, await block('resource', `Fiche ${resource + 1}`), `Fiche ${resource + 1}`);
      }
    }
  }
  return courseId;
}

async function insertBenchProgram(tx: Queryable, contextId: string, options: BenchClassOptions): Promise<BenchProgram> {
  const { label } = options;
  const categoryId = await insertId(tx, 'INSERT INTO course_categories (context_id, title) VALUES ($1, $2)', [contextId, `Bench ${label}`]);
  const typeId = await insertId(tx, 'INSERT INTO course_types (context_id, title, settings) VALUES ($1, $2, $3::jsonb)', [
    contextId,
    `Quiz ${label}`,
    json({ hints: true, feedbacks: true }),
  ]);
  const programId = await insertId(tx, `INSERT INTO programs (context_id, name, state) VALUES ($1, $2, 'PUBLISHED')`, [contextId, `Programme ${label}`]);
  const courseIds: string[] = [];
  for (let index = 0; index < options.courses; index += 1) {
    const courseId = await insertCourse(tx, contextId, { categoryId, typeId }, `Cours ${label} ${index + 1}`, options.pagesPerCourse, options.resources);
    await tx.query('INSERT INTO program_courses (context_id, program_id, course_id, "order", settings) VALUES ($1, $2, $3, $4, $5::jsonb)', [
      contextId,
      programId,
      courseId,
      index,
      json({ unlocked: true }),
    ]);
    courseIds.push(courseId);
  }
  return { programId, courseIds };
}

export async function insertBenchClass(database: Database, options: BenchClassOptions): Promise<BenchClass> {
  const { label } = options;
  return database.transaction(async (tx) => {
    const { contextId, classId } = await classFor(tx, options.classOf, label);
    const { programId, courseIds } = options.program ?? (await insertBenchProgram(tx, contextId, options));
    const classProgramId = await insertId(tx, 'INSERT INTO class_programs (context_id, class_id, program_id, "order") VALUES ($1, $2, $3, 90)', [
      contextId,
      classId,
      programId,
    ]);

    // The learners, in bulk: one statement for the users, one for their class membership.
    const emails = Array.from({ length: options.learners }, (_, index) => `${label}-${index + 1}@bench.test`);
    const users = await tx.query<{ id: string; email: string }>(
      `INSERT INTO users (context_id, email, password_hash, firstname, lastname)
       SELECT $1, e.email, $2, 'Bench', 'Learner ' || e.n FROM unnest($3::text[]) WITH ORDINALITY AS e(email, n)
       RETURNING id, email`,
      [contextId, options.passwordHash, emails],
    );
    await tx.query(`INSERT INTO class_users (context_id, class_id, user_id, role) SELECT $1, $2, u, 'STUDENT' FROM unnest($3::uuid[]) AS u`, [
      contextId,
      classId,
      users.map((user) => user.id),
    ]);
    await provisionLessons(tx, { contextId, classId });

    const lessons = await tx.query<{ id: string; user_id: string; course_id: string }>(
      'SELECT id, user_id, course_id FROM lessons WHERE context_id = $1 AND class_program_id = $2',
      [contextId, classProgramId],
    );
    const lessonOf = new Map(lessons.map((lesson) => [`${lesson.user_id}:${lesson.course_id}`, lesson.id]));
    const byEmail = new Map(users.map((user) => [user.email, user.id]));
    const learners = emails.map((email) => {
      const userId = byEmail.get(email);
      if (userId === undefined) throw new Error(`learner ${email} was not inserted`);
      const lessonIds = courseIds.map((courseId) => {
        const lessonId = lessonOf.get(`${userId}:${courseId}`);
        if (lessonId === undefined) throw new Error(`learner ${email} has no lesson for course ${courseId}`);
        return lessonId;
      });
      return { userId, email, lessonIds };
    });
    return { contextId, classId, classProgramId, programId, courseIds, learners };
  });
}
