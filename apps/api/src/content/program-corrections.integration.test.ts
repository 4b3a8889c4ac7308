import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lessonPageSchema } from '@espace/contracts/lessons';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { createUploadsRepository } from '../files/uploads-repository';
import { AppError } from '../http/app-error';
import { provisionLessons } from '../lessons/provision-lessons';
import { type LearnerClient, learnerClient } from '../test/lesson-test-client';
import { createTestApp, type TestApp } from '../test/test-app';
import { ContentPackageError, importContentPackage, previewContentPackage } from './import-content-package';

/**
 * Correcting a program whose learners are on their way (docs/content-packages.md#correcting-a-program):
 * pages added, removed, moved and changed by a new version of its package; what learners answered stays.
 */
let testApp: TestApp;
let database: Database;
let scratch: string;
let tenantId: string;
let lea: LearnerClient;
let hugo: LearnerClient;
beforeAll(async () => {
  // Imports here do not go through the app, which would forget the content it keeps (CACHE_MS) at once.
  testApp = await createTestApp({ CACHE_MS: '0' });
  database = testApp.testDatabase.database;
  scratch = mkdtempSync(join(tmpdir(), 'program-corrections-'));
  tenantId = (await database.query<{ id: string }>("SELECT id FROM contexts WHERE alias = 'demo'"))[0]!.id;
  lea = await learnerClient(testApp.app, 'learner@demo.test');
  hugo = await learnerClient(testApp.app, 'hugo@demo.test');
});
afterAll(async () => {
  await testApp.close();
  rmSync(scratch, { recursive: true, force: true });
});

const slide = (key: string, title: string, text: string) => ({
  key,
  title,
  type: 'slide',
  content: { sections: [{ id: 's', rows: [{ id: 'w', type: 'wysiwyg', html: `<p>${text}</p>` }] }] },
});
const exercise = (key: string, title: string, question: string) => ({
  key,
  title,
  type: 'exercice',
  content: {
    sections: [
      {
        id: 's',
        rows: [
          {
            id: 'mc',
            type: 'multiple-choice',
            question: `<p>${question}</p>`,
            choices: [
              { id: 'yes', value: 'Oui', correct: true },
              { id: 'no', value: 'Non', correct: false },
            ],
          },
        ],
      },
    ],
  },
});
const page = (block: string) => ({ type: 'block', block });

interface Manifest {
  format: 1;
  program: { key: string; name: string; state: string };
  categories: unknown[];
  courseTypes: unknown[];
  blocks: unknown[];
  courses: Record<string, unknown>[];
}

/** Version 1: course A (four listed pages in a keyed section), course B (one embedded page). */
const version1: Manifest = {
  format: 1,
  program: { key: 'corrigible', name: 'Programme corrigible', state: 'PUBLISHED' },
  categories: [{ key: 'corrigible-cat', title: 'Catégorie corrigible' }],
  courseTypes: [{ key: 'corrigible-type', title: 'Type corrigible', settings: { hints: true, feedbacks: true } }],
  blocks: [
    slide('intro', 'Introduction', 'Bienvenue'),
    exercise('quiz', 'Quiz', 'Faut-il sourire ?'),
    slide('suite', 'Suite', 'La suite'),
    exercise('bilan', 'Bilan', 'Faut-il écouter ?'),
  ],
  courses: [
    {
      key: 'a',
      title: 'Cours A',
      state: 'PUBLISHED',
      category: 'corrigible-cat',
      type: 'corrigible-type',
      nodes: [{ type: 'container', key: 'partie', title: 'Partie', children: ['intro', 'quiz', 'suite', 'bilan'].map(page) }],
    },
    {
      key: 'b',
      title: 'Cours B',
      state: 'PUBLISHED',
      category: 'corrigible-cat',
      nodes: [{ type: 'container', children: [{ type: 'block', block: slide('page-b', 'Page B', 'Texte B') }] }],
    },
  ],
};

function packageFolder(name: string, manifest: unknown): string {
  const folder = join(scratch, name);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'manifest.json'), JSON.stringify(manifest));
  return folder;
}
const importVersion = (name: string, manifest: unknown, expectedVersion?: number) =>
  importContentPackage({ database, uploads: createUploadsRepository(database), tenantId, folder: packageFolder(name, manifest), expectedVersion });
const sql = <T extends object>(text: string, params: unknown[] = []) => database.query<T>(text, params);

interface Page {
  id: string;
  nodeId: string;
  position: number;
  count: number;
  content: unknown;
  inputs: unknown;
  results: unknown;
}
const asPage = (body: unknown): Page => lessonPageSchema.parse(body) as unknown as Page;
const lessonUrl = (lessonId: string, path: string) => `/api/lessons/${lessonId}${path}`;

describe('a program corrected while its learners are on their way', () => {
  let programId: string;
  let leaLesson: string;
  let hugoLesson: string;
  const leaPages: Record<string, Page> = {};

  beforeAll(async () => {
    const first = await importVersion('v1', version1);
    programId = first.programId;
    const [klass] = await sql<{ id: string }>(`INSERT INTO classes (context_id, name) VALUES ($1, 'Classe corrigible') RETURNING id`, [tenantId]);
    await sql(
      `INSERT INTO class_users (context_id, class_id, user_id, role) SELECT $1, $2, id, 'STUDENT' FROM users WHERE context_id = $1 AND email IN ('learner@demo.test', 'hugo@demo.test')`,
      [tenantId, klass!.id],
    );
    await sql('INSERT INTO class_programs (context_id, class_id, program_id) VALUES ($1, $2, $3)', [tenantId, klass!.id, programId]);
    await provisionLessons(database, { contextId: tenantId, classId: klass!.id });
    const lessonOf = async (email: string) =>
      (
        await sql<{ id: string }>(
          `SELECT l.id FROM lessons l JOIN users u ON u.id = l.user_id JOIN courses c ON c.id = l.course_id WHERE l.class_id = $1 AND u.email = $2 AND c.key = 'a'`,
          [klass!.id, email],
        )
      )[0]!.id;
    leaLesson = await lessonOf('learner@demo.test');
    hugoLesson = await lessonOf('hugo@demo.test');

    // Léa: the introduction seen, the quiz answered right, now on « Suite ». Hugo: on the introduction.
    leaPages.intro = asPage((await lea.call('GET', lessonUrl(leaLesson, '/pages/current'))).body);
    leaPages.quiz = asPage((await lea.call('POST', lessonUrl(leaLesson, `/pages/next?fromPageId=${leaPages.intro.id}`))).body);
    const response = await lea.call('POST', lessonUrl(leaLesson, `/pages/answer-and-next?fromPageId=${leaPages.quiz.id}`), {
      inputs: { answers: { mc: { userAnswer: ['yes'] } } },
    });
    expect(response.status, response.text).toBe(200);
    const answered = response.body as { answered: unknown; next: unknown };
    leaPages.quiz = asPage(answered.answered);
    leaPages.suite = asPage(answered.next);
    asPage((await hugo.call('GET', lessonUrl(hugoLesson, '/pages/current'))).body);
  });

  /** Version 2: the introduction removed, the quiz's question reworded, « Suite » corrected, a new page after it, the review moved first; course C added. */
  const version2: Manifest = {
    ...version1,
    blocks: [
      exercise('quiz', 'Quiz', 'Faut-il sourire au client ?'),
      slide('suite', 'Suite', 'La suite, corrigée'),
      slide('nouvelle', 'Nouvelle page', 'Nouveau'),
      exercise('bilan', 'Bilan', 'Faut-il écouter ?'),
    ],
    courses: [
      { ...version1.courses[0]!, nodes: [{ type: 'container', key: 'partie', title: 'Partie', children: ['bilan', 'quiz', 'suite', 'nouvelle'].map(page) }] },
      version1.courses[1]!,
      {
        key: 'c',
        title: 'Cours C',
        state: 'PUBLISHED',
        category: 'corrigible-cat',
        nodes: [{ type: 'container', children: [{ type: 'block', block: slide('page-c', 'Page C', 'Texte C') }] }],
      },
    ],
  };

  it('tells before writing anything which pages it adds, changes and removes, and who has started', async () => {
    const preview = await previewContentPackage({ database, tenantId, folder: packageFolder('v2-preview', version2) });
    expect(preview).toMatchObject({
      correctedProgramId: programId,
      currentVersion: 1,
      changes: { added: 2, changed: 2, removed: 1, learnersAffected: 2 },
      pages: {
        added: [
          { course: 'Cours A', title: 'Nouvelle page' },
          { course: 'Cours C', title: 'Page C' },
        ],
        changed: [
          { course: 'Cours A', title: 'Quiz' },
          { course: 'Cours A', title: 'Suite' },
        ],
        removed: [{ course: 'Cours A', title: 'Introduction' }],
      },
      courses: { added: ['Cours C'], removed: [] },
    });
  });

  it('publishes it: answered pages keep their answer, score and version; the learner goes on in the new version', async () => {
    const scoreBefore = (await sql<{ scoring: unknown }>('SELECT scoring FROM lessons WHERE id = $1', [leaLesson]))[0]!.scoring;
    const summary = await importVersion('v2', version2, 1);
    expect(summary).toMatchObject({ programId, corrected: true, version: 2, changes: { added: 2, changed: 2, removed: 1 } });

    // The answered quiz keeps the version it was answered on; the course's node names the next version, which names it.
    const [quiz] = await sql<{ block_id: string; inputs: unknown; results: unknown; node_block: string; previous: string }>(
      `SELECT p.block_id, p.inputs, p.results, n.block_id AS node_block, b.previous_block_id AS previous
         FROM lesson_pages p JOIN course_nodes n ON n.id = p.node_id JOIN course_blocks b ON b.id = n.block_id WHERE p.id = $1`,
      [leaPages.quiz!.id],
    );
    expect(quiz!.inputs).toEqual(leaPages.quiz!.inputs);
    expect(quiz!.results).toEqual(leaPages.quiz!.results);
    expect(quiz!.node_block).not.toBe(quiz!.block_id);
    expect(quiz!.previous).toBe(quiz!.block_id);
    expect((await sql<{ scoring: unknown }>('SELECT scoring FROM lessons WHERE id = $1', [leaLesson]))[0]!.scoring).toEqual(scoreBefore);

    // Léa is still on « Suite », corrected in place (a slide holds no answer), now the third of four pages.
    const current = await lea.call('GET', lessonUrl(leaLesson, '/pages/current'));
    expect(current.status, current.text).toBe(200);
    const suite = asPage(current.body);
    expect(suite.id).toBe(leaPages.suite!.id);
    expect(JSON.stringify(suite.content)).toContain('La suite, corrigée');
    expect([suite.position, suite.count]).toEqual([2, 4]);
    // Reviewing the quiz shows the question she answered, with her answer.
    const review = asPage((await lea.call('GET', lessonUrl(leaLesson, `/pages/current?fromPageId=${leaPages.quiz!.id}`))).body);
    expect(JSON.stringify(review.content)).toContain('Faut-il sourire ?');
    expect(review.inputs).toEqual(leaPages.quiz!.inputs);
    // The removed introduction opens where she goes on: the review page moved first, which she has not done.
    const gone = asPage((await lea.call('GET', lessonUrl(leaLesson, `/pages/current?fromPageId=${leaPages.intro!.id}`))).body);
    expect(gone.position).toBe(0);
    expect(JSON.stringify(gone.content)).toContain('Faut-il écouter ?');
    // Her lesson of the new course C is there.
    expect(
      (
        await sql<{ n: number }>(
          `SELECT count(*)::int AS n FROM lessons l JOIN courses c ON c.id = l.course_id WHERE l.user_id = (SELECT user_id FROM lessons WHERE id = $1) AND c.key = 'c' AND c.context_id = $2`,
          [leaLesson, tenantId],
        )
      )[0]!.n,
    ).toBe(1);
  });

  it('lets a learner answer the page that was removed under them, and takes them on to the first page left', async () => {
    // Hugo is on the introduction, which version 2 removed: Next from it completes it and leads to the first page left.
    const [intro] = await sql<{ id: string }>(`SELECT p.id FROM lesson_pages p WHERE p.lesson_id = $1`, [hugoLesson]);
    const next = await hugo.call('POST', lessonUrl(hugoLesson, `/pages/next?fromPageId=${intro!.id}`));
    expect(next.status).toBe(200);
    expect(JSON.stringify(asPage(next.body).content)).toContain('Faut-il écouter ?');
    // A learner who opens the quiz now answers the corrected question.
    const bilan = asPage(next.body);
    const response = await hugo.call('POST', lessonUrl(hugoLesson, `/pages/answer-and-next?fromPageId=${bilan.id}`), {
      inputs: { answers: { mc: { userAnswer: ['yes'] } } },
    });
    expect(response.status, response.text).toBe(200);
    const moved = response.body as { next: unknown };
    expect(JSON.stringify(asPage(moved.next).content)).toContain('Faut-il sourire au client ?');
  });

  it('takes courses out of the program: archived when learners started them, deleted with their lessons otherwise', async () => {
    const version3 = { ...version2, courses: [version2.courses[2]!] };
    const preview = await previewContentPackage({ database, tenantId, folder: packageFolder('v3-preview', version3) });
    expect(preview.courses).toEqual({ added: [], removed: ['Cours A', 'Cours B'] });
    await importVersion('v3', version3, 2);
    const courses = await sql<{ key: string; state: string; in_program: boolean }>(
      `SELECT c.key, c.state, EXISTS (SELECT 1 FROM program_courses pc WHERE pc.course_id = c.id) AS in_program FROM courses c WHERE c.context_id = $1 AND c.key IN ('a', 'b', 'c') AND c.title LIKE 'Cours _' ORDER BY c.key`,
      [tenantId],
    );
    expect(courses).toEqual([
      { key: 'a', state: 'ARCHIVED', in_program: true },
      { key: 'c', state: 'PUBLISHED', in_program: true },
    ]);
    // Léa's answers in course A are all there.
    expect(
      (await sql<{ n: number }>('SELECT count(*)::int AS n FROM lesson_pages WHERE lesson_id = $1 AND answered_at IS NOT NULL', [leaLesson]))[0]!.n,
    ).toBeGreaterThanOrEqual(2);
  });

  it('refuses a version confirmed against an older one (STALE_VERSION), and writes nothing', async () => {
    const error = await importVersion('v4-stale', version1, 2).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('STALE_VERSION');
    expect((await sql<{ n: number }>('SELECT max(version)::int AS n FROM program_versions WHERE program_id = $1', [programId]))[0]!.n).toBe(3);
  });
});

describe('node keys', () => {
  it('refuses two nodes of a course with the same key, at their paths', async () => {
    const manifest = {
      ...version1,
      program: { key: 'cles-doublees', name: 'Clés doublées', state: 'PUBLISHED' },
      courses: [{ ...version1.courses[0]!, nodes: [{ type: 'container', key: 'partie', children: [{ ...page('intro'), key: 'partie' }, page('quiz')] }] }],
    };
    const error = await importVersion('duplicate-keys', manifest).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContentPackageError);
    expect((error as ContentPackageError).issues).toContainEqual(
      expect.objectContaining({ path: 'courses[0].nodes[0].children[0].key', code: 'DUPLICATE_KEY', values: { kind: 'node', key: 'partie' } }),
    );
  });

  it('finds again the pages of a course written before nodes had keys when its tree is the same, and refuses to change it otherwise', async () => {
    const manifest = { ...version1, program: { key: 'avant-les-cles', name: 'Avant les clés', state: 'PUBLISHED' } };
    const { programId } = await importVersion('legacy-v1', manifest);
    await sql('UPDATE course_nodes SET key = NULL WHERE course_id IN (SELECT course_id FROM program_courses WHERE program_id = $1)', [programId]);
    const ids = async () =>
      (
        await sql<{ id: string }>(
          `SELECT n.id FROM course_nodes n JOIN program_courses pc ON pc.course_id = n.course_id WHERE pc.program_id = $1 AND n.retired_at IS NULL ORDER BY n.id`,
          [programId],
        )
      ).map((row) => row.id);
    const before = await ids();
    const reordered = {
      ...manifest,
      courses: [
        { ...manifest.courses[0]!, nodes: [{ type: 'container', key: 'partie', title: 'Partie', children: ['quiz', 'intro', 'suite', 'bilan'].map(page) }] },
        manifest.courses[1]!,
      ],
    };
    const refused = await importVersion('legacy-moved', reordered).catch((caught: unknown) => caught);
    expect((refused as ContentPackageError).issues.map((issue) => [issue.path, issue.code])).toEqual([['courses[0].nodes', 'STRUCTURE_CHANGED']]);
    await importVersion('legacy-same', manifest);
    expect(await ids()).toEqual(before);
    // Keyed now, the same change goes through.
    await importVersion('legacy-moved-keyed', reordered);
    expect(await ids()).toEqual(before);
  });
});
