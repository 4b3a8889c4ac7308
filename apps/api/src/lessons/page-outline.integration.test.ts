import { type LessonPage, lessonPageSchema } from '@espace/contracts/lessons';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { type LearnerClient, learnerClient } from '../test/lesson-test-client';
import { insertTestCourse } from '../test/test-course.fixture';

/**
 * A lesson page carries what the player shows around it — the course, the
 * section, the lesson's outline with each page's state, the block's glossary terms and, on a page
 * with widget rows, the learner's figures — so that the player needs no generic call to show it.
 * Played on the demo course 'Accueillir un client', whose first and last pages hold widget rows.
 */
let testApp: TestApp;
let learner: LearnerClient;
let lessonId: string;

const welcome = 'Accueillir un client';

beforeAll(async () => {
  testApp = await createTestApp();
  learner = await learnerClient(testApp.app, 'learner@demo.test');
  const classes = await learner.call('GET', '/api/users/me/classes?pageSize=50');
  const items = (
    classes.body as {
      items: {
        name: string;
        lessons: { id: string; courseId: string; state: string }[];
        classPrograms: { program: { courses: { id: string; title: string }[] } }[];
      }[];
    }
  ).items;
  const spring = items.find((item) => item.name === 'Printemps 2026 — Accueil client');
  const courseId = spring?.classPrograms.flatMap((classProgram) => classProgram.program.courses).find((course) => course.title === welcome)?.id;
  const lesson = spring?.lessons.find((candidate) => candidate.courseId === courseId);
  if (!lesson) throw new Error(`no lesson of ${welcome}`);
  lessonId = lesson.id;
});
afterAll(async () => {
  await testApp.close();
});

const url = (path: string) => `/api/lessons/${lessonId}${path}`;

async function call(method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown): Promise<LessonPage> {
  const response = await learner.call(method, url(path), body);
  expect(response.status, response.text).toBe(200);
  return lessonPageSchema.parse(response.body);
}

const pages = (page: LessonPage) => page.outline.flatMap((section) => section.pages);
const titleOf = (page: LessonPage) => (page.content as { title?: string }).title;

describe('a lesson page and what the player shows around it', () => {
  it('carries the course, the section and the outline in course order, with titles, nothing opened past the first page', async () => {
    const page = await call('GET', '/pages/current');
    expect(titleOf(page)).toBe("Pourquoi l'accueil compte");
    // Its type gives feedbacks: their dialogs show the correction, and Next goes on after them.
    expect(page.course).toEqual({ id: expect.any(String), title: welcome, icon: 'communication', language: 'fr', certifying: false, nextChecksFirst: false });
    expect(page.sectionTitle).toBe('Les premières secondes');
    expect(page.outline.map((section) => section.title)).toEqual(['Les premières secondes', "Les mots de l'accueil"]);
    const entries = pages(page);
    expect(entries).toHaveLength(page.count);
    expect(entries.map((entry) => entry.title)).toEqual([
      "Pourquoi l'accueil compte",
      'Le sourire et le regard',
      'Les bons réflexes',
      'Où regarder ?',
      'Les trois gestes',
      'La bonne formule',
      'Accueillir au téléphone',
      'Accueillir en boutique',
      'Activité : les bonnes phrases',
      'Ce que vous avez appris',
    ]);
    expect(entries[0]).toMatchObject({ pageId: page.id, state: 'seen', reachable: true });
    expect(entries.slice(1).every((entry) => entry.state === 'new' && entry.pageId === null && !entry.reachable)).toBe(true);
  });

  it('carries the glossary terms of the block', async () => {
    const page = await call('GET', '/pages/current');
    expect(page.terms).toEqual([expect.objectContaining({ title: 'Accueil', words: ['accueillir', 'accueilli'] })]);
  });

  it('marks a page answered once done, and opens the next one as reachable', async () => {
    const first = await call('GET', '/pages/current');
    await call('PATCH', '/pages/current', {});
    const second = await call('POST', `/pages/next?fromPageId=${first.id}`);
    const entries = pages(second);
    expect(entries[0]).toMatchObject({ pageId: first.id, state: 'answered', reachable: true });
    expect(entries[1]).toMatchObject({ pageId: second.id, state: 'seen', reachable: true });
    expect(entries[2]).toMatchObject({ state: 'new', reachable: false });
    // The answered page opens again from its link.
    const back = await call('GET', `/pages/current?fromPageId=${first.id}`);
    expect(back.id).toBe(first.id);
  });

  it('gives no figures to a page without a figure widget, and the learner’s own to one with them', async () => {
    let page = await call('GET', '/pages/current');
    const firstPageId = pages(page)[0]?.pageId;
    // The first page shows the course title, icon and section: no figures needed.
    expect((await call('GET', `/pages/current?fromPageId=${firstPageId}`)).figures).toBeNull();
    for (let step = 0; step < 20 && titleOf(page) !== 'Ce que vous avez appris'; step += 1) {
      if (page.results === null) page = await call('PATCH', '/pages/current', page.blockType === 'exercice' ? { inputs: { answers: {} } } : {});
      page = await call('POST', `/pages/next?fromPageId=${page.id}`);
    }
    expect(titleOf(page)).toBe('Ce que vous avez appris');
    expect(page.figures).not.toBeNull();
    expect(page.figures?.lesson).toEqual(page.lesson.scoring.global);
    expect(page.figures?.competencies.map((competency) => competency.title)).toEqual(['Écoute active', 'Communication orale']);
    expect(page.figures?.job).toMatchObject({ title: 'Relation client', score: expect.any(Number) });
    expect(page.figures?.global.max).toBeGreaterThan(0);
  });

  it('says whether Next checks an exercise first: a course type without feedbacks does, unless it asks for straight-through Next', async () => {
    const nextChecksFirst = async (courseTypeSettings: Record<string, unknown>) => {
      const { lessonId: id } = await insertTestCourse(testApp.testDatabase.database, { courseTypeSettings });
      const response = await learner.call('GET', `/api/lessons/${id}/pages/current`);
      expect(response.status, response.text).toBe(200);
      return lessonPageSchema.parse(response.body).course.nextChecksFirst;
    };
    // Stored before the setting existed: no straight-through, so the correction shows first.
    expect(await nextChecksFirst({ hints: false, feedbacks: false })).toBe(true);
    expect(await nextChecksFirst({ hints: false, feedbacks: false, straightThroughNext: true })).toBe(false);
    expect(await nextChecksFirst({ hints: true, feedbacks: true, straightThroughNext: false })).toBe(false);
  });
});
