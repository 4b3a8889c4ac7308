import { randomUUID } from 'node:crypto';
import { validateBlock } from '@espace/domain/content/block';
import type { Queryable } from '../db/database';
import { provisionLessons } from '../lessons/provision-lessons';

/**
 * The multiple-choice exercise of the test course (hints, feedbacks): its `mc` row has two
 * right choices (n15, n18) and a wrong one (n36). The bench courses (bench/support/bench-class.ts) use it too.
 */
export const emergencyNumbersBlock = {
  title: 'Numéros d’urgence',
  type: 'exercice',
  settings: {
    hints: [
      { message: 'Deux chiffres.', cost: 10 },
      { message: 'Commence par 1.', cost: 0 },
    ],
    feedbacks: { correct: 'Bravo !', incorrect: 'Non.', partialy_correct: 'Presque.' },
  },
  content: {
    sections: [
      {
        id: 's',
        rows: [
          {
            id: 'mc',
            type: 'multiple-choice',
            question: '<p>Quels numéros ?</p>',
            choices: [
              { id: 'n15', value: '15', correct: true },
              { id: 'n18', value: '18', correct: true },
              { id: 'n36', value: '36', correct: false },
            ],
            feedbacks: [{ message: 'Le 36 n’est pas un numéro d’urgence.', conditions: [{ preset: 'answers', answers: ['n36'] }] }],
          },
        ],
      },
    ],
  },
} as const;

/** Blocks of the test course, validated as the importer would. */
const blocks = {
  slide: {
    title: 'Bienvenue',
    type: 'slide',
    content: {
      datasets: { city: { kind: 'list', values: ['Lyon'] } },
      sections: [{ id: 's', rows: [{ id: 'w', type: 'wysiwyg', html: '<p>Bienvenue à [[city]]</p>' }] }],
    },
  },
  choice: emergencyNumbersBlock,
  timed: {
    title: 'Numéro européen',
    type: 'exercice',
    content: { sections: [{ id: 's', rows: [{ id: 'fa', type: 'free-answer', expected: ['SECRET-112'] }] }] },
  },
  multiA: { title: 'Partie A', type: 'slide', content: { sections: [{ id: 's', rows: [{ id: 'w', type: 'wysiwyg', html: '<p>A</p>' }] }] } },
  multiB: {
    title: 'Partie B',
    type: 'exercice',
    content: { sections: [{ id: 's', rows: [{ id: 'fb', type: 'free-answer', expected: ['oui'] }] }] },
  },
  withResource: { title: 'Fiche', type: 'slide', content: { sections: [{ id: 's', rows: [{ id: 'w', type: 'wysiwyg', html: '<p>Voir la fiche</p>' }] }] } },
  resource: { title: 'Fiche PDF', type: 'slide', content: { sections: [{ id: 's', rows: [{ id: 'pdf', type: 'media-internal', appFileId: 'fiche.pdf' }] }] } },
  next: { title: 'Suite', type: 'slide', content: { sections: [{ id: 's', rows: [{ id: 'w', type: 'wysiwyg', html: '<p>Suite</p>' }] }] } },
} as const;

type TestBlockKey = keyof typeof blocks;

export interface TestCourse {
  contextId: string;
  classId: string;
  userId: string;
  classProgramId: string;
  courseId: string;
  lessonId: string;
  nextLessonId: string;
  hiddenLessonId: string;
  sections: { first: string; second: string };
  /** Block node ids, in play order. */
  nodes: { slide: string; choice: string; timed: string; multiA: string; multiB: string; withResource: string };
  resourceNodeId: string;
}

const json = (value: unknown) => JSON.stringify(value);

/**
 * Inserts a small course straight into the database, attached to a class of
 * the demo learner, and provisions the learner's lessons:
 * root > [section 1 > slide, choice (hints, feedbacks), timed (2 s), multiblock > A, B], [section 2 > block with a resource].
 * A second course follows it (unlocked by it) and a third is hidden. Their type enables hints and
 * feedbacks, unless `courseTypeSettings` says otherwise (stored as given).
 */
export async function insertTestCourse(
  db: Queryable,
  options: { certifying?: boolean; lessonTimeLimit?: number; courseTypeSettings?: Record<string, unknown> } = {},
): Promise<TestCourse> {
  const [learner] = await db.query<{ context_id: string; user_id: string; class_id: string }>(
    `SELECT u.context_id, u.id AS user_id, cu.class_id FROM users u JOIN class_users cu ON cu.user_id = u.id AND cu.role = 'STUDENT'
      WHERE u.email = 'learner@demo.test' ORDER BY cu.created_at LIMIT 1`,
  );
  if (!learner) throw new Error('the demo learner is not seeded');
  const { context_id: contextId, user_id: userId, class_id: classId } = learner;
  const insert = async (sql: string, params: unknown[]) => {
    const [row] = await db.query<{ id: string }>(`${sql} RETURNING id`, params);
    return (row as { id: string }).id;
  };
  // Titles are unique in a tenant (migration 0026): each course of a test file brings its own.
  const suffix = randomUUID().slice(0, 8);
  const categoryId = await insert('INSERT INTO course_categories (context_id, title) VALUES ($1, $2)', [contextId, `Tests ${suffix}`]);
  const typeId = await insert('INSERT INTO course_types (context_id, title, settings) VALUES ($1, $2, $3::jsonb)', [
    contextId,
    `Quiz ${suffix}`,
    json(options.courseTypeSettings ?? { hints: true, feedbacks: true }),
  ]);
  const course = (title: string, settings: unknown) =>
    insert(`INSERT INTO courses (context_id, title, category_id, type_id, state, settings) VALUES ($1, $2, $3, $4, 'PUBLISHED', $5::jsonb)`, [
      contextId,
      title,
      categoryId,
      typeId,
      json(settings),
    ]);
  const programId = await insert(`INSERT INTO programs (context_id, name, state) VALUES ($1, $2, 'PUBLISHED')`, [contextId, `Programme test ${randomUUID()}`]);
  const courseId = await course('Cours test', {
    certifying: options.certifying ?? true,
    interactiveActions: [{ label: 'Et maintenant ?', choices: [{ response: 'Accueil', action: { target: 'home' } }] }],
  });
  const nextCourseId = await course('Cours suivant', {});
  const hiddenCourseId = await course('Cours caché', {});
  const programCourse = (id: string, order: number, settings: unknown) =>
    insert('INSERT INTO program_courses (context_id, program_id, course_id, "order", settings) VALUES ($1, $2, $3, $4, $5::jsonb)', [
      contextId,
      programId,
      id,
      order,
      json(settings),
    ]);
  await programCourse(courseId, 0, options.lessonTimeLimit === undefined ? {} : { timeLimit: options.lessonTimeLimit });
  await programCourse(nextCourseId, 1, {});
  await programCourse(hiddenCourseId, 2, { hidden: true });
  const classProgramId = await insert('INSERT INTO class_programs (context_id, class_id, program_id, "order") VALUES ($1, $2, $3, 9)', [
    contextId,
    classId,
    programId,
  ]);

  const blockIds = {} as Record<TestBlockKey, string>;
  for (const [key, block] of Object.entries(blocks) as [TestBlockKey, (typeof blocks)[TestBlockKey]][]) {
    const validation = validateBlock(block);
    if (!validation.ok) throw new Error(`test block ${key} is invalid: ${json(validation.issues)}`);
    const settings = 'settings' in block ? block.settings : {};
    blockIds[key] = await insert('INSERT INTO course_blocks (context_id, title, type, settings, content) VALUES ($1, $2, $3, $4::jsonb, $5::jsonb)', [
      contextId,
      block.title,
      block.type,
      json(settings),
      json(block.content),
    ]);
  }
  const node = (course: string, parentId: string | null, type: string, order: number, blockId: string | null, settings: unknown = {}, tools: unknown = {}) =>
    insert(
      'INSERT INTO course_nodes (context_id, course_id, parent_id, type, "order", block_id, title, settings, tools) VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb)',
      [contextId, course, parentId, type, order, blockId, `${type} ${order}`, json(settings), json(tools)],
    );
  const root = await node(courseId, null, 'root', 0, null);
  const first = await node(courseId, root, 'container', 0, null);
  const second = await node(courseId, root, 'container', 1, null);
  const slide = await node(courseId, first, 'block', 0, blockIds.slide);
  const choice = await node(courseId, first, 'block', 1, blockIds.choice, {}, { calculator: true });
  const timed = await node(courseId, first, 'block', 2, blockIds.timed, { timeLimit: 2 });
  const multi = await node(courseId, first, 'multiblock', 3, null);
  const multiA = await node(courseId, multi, 'block', 0, blockIds.multiA);
  const multiB = await node(courseId, multi, 'block', 1, blockIds.multiB);
  const withResource = await node(courseId, second, 'block', 0, blockIds.withResource);
  const resourceNodeId = await node(courseId, withResource, 'resource', 0, blockIds.resource);
  for (const other of [nextCourseId, hiddenCourseId]) {
    const otherRoot = await node(other, null, 'root', 0, null);
    const container = await node(other, otherRoot, 'container', 0, null);
    await node(other, container, 'block', 0, blockIds.next);
  }

  await provisionLessons(db, { contextId, classId, userIds: [userId] });
  const lessonOf = async (course: string) => {
    const [row] = await db.query<{ id: string }>('SELECT id FROM lessons WHERE user_id = $1 AND class_id = $2 AND course_id = $3', [userId, classId, course]);
    return (row as { id: string }).id;
  };
  return {
    contextId,
    classId,
    userId,
    classProgramId,
    courseId,
    lessonId: await lessonOf(courseId),
    nextLessonId: await lessonOf(nextCourseId),
    hiddenLessonId: await lessonOf(hiddenCourseId),
    sections: { first, second },
    nodes: { slide, choice, timed, multiA, multiB, withResource },
    resourceNodeId,
  };
}

/** Adds a STUDENT to the test course's class (with lessons) and returns their email; the password is `Learner#2026`'s hash of the demo learner. */
export async function insertSecondLearner(db: Queryable, course: TestCourse, email: string): Promise<string> {
  const [user] = await db.query<{ id: string }>(
    `INSERT INTO users (context_id, email, password_hash, firstname, lastname)
     SELECT context_id, $2, password_hash, 'Bruno', 'Second' FROM users WHERE id = $1 RETURNING id`,
    [course.userId, email],
  );
  const userId = (user as { id: string }).id;
  await db.query(`INSERT INTO class_users (context_id, class_id, user_id, role) VALUES ($1, $2, $3, 'STUDENT')`, [course.contextId, course.classId, userId]);
  await provisionLessons(db, { contextId: course.contextId, classId: course.classId, userIds: [userId] });
  return userId;
}

/** A draft program of the tenant with one draft course (its root node only), straight in the database. */
export async function insertDraftProgram(db: Queryable, tenantId: string, name: string): Promise<{ programId: string; courseId: string }> {
  const [category] = await db.query<{ id: string }>('SELECT id FROM course_categories WHERE context_id = $1 LIMIT 1', [tenantId]);
  const [program] = await db.query<{ id: string }>(`INSERT INTO programs (context_id, name, state) VALUES ($1, $2, 'DRAFT') RETURNING id`, [tenantId, name]);
  const [course] = await db.query<{ id: string }>(`INSERT INTO courses (context_id, title, category_id, state) VALUES ($1, $2, $3, 'DRAFT') RETURNING id`, [
    tenantId,
    `${name} — cours`,
    category!.id,
  ]);
  await db.query('INSERT INTO program_courses (context_id, program_id, course_id, "order") VALUES ($1, $2, $3, 0)', [tenantId, program!.id, course!.id]);
  await db.query(`INSERT INTO course_nodes (context_id, course_id, type, "order", title) VALUES ($1, $2, 'root', 0, 'root')`, [tenantId, course!.id]);
  return { programId: program!.id, courseId: course!.id };
}
