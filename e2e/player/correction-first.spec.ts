import type { APIRequestContext, Page } from '@playwright/test';
import { writeZip } from '../../apps/api/src/test/zip-writer';
import { followedBySpringClass } from '../support/content-package';
import { demo, demoAdmin, demoLearner, demoLearnerClasses, french } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { apiSignIn, signIn, tenantRequest } from '../support/sign-in';

/**
 * Corrections a learner cannot miss (docs/product/lessons.md#next): in a course whose type gives no
 * feedbacks, Next on an exercise not checked shows its correction and score and stays, and the
 * second Next moves on; Enter in a free answer's field shows its correction too. A course type
 * that asks for the straight-through Next (an exam's) answers and moves on at once. Each run
 * imports its own small program with both course types (their keys and titles its own: a type the
 * tenant already has keeps its settings), followed by the demo learner's spring class.
 */
test.use({ locale: 'fr-FR', actionTimeout: 15_000 });
const patient = expect.configure({ timeout: 15_000 });

const manifestOf = (run: string, programName: string) => `format: 1

program:
  name: ${programName}
  state: PUBLISHED

categories:
  - { key: safety, title: Sécurité, icon: health-safety-environment }

courseTypes:
  - key: correction-${run}
    title: Correction d'abord ${run}
    settings: { hints: false, feedbacks: false }
  - key: exam-${run}
    title: Examen ${run}
    settings: { hints: false, feedbacks: false, straightThroughNext: true }

blocks:
  - key: quiz
    title: Le bon geste
    type: exercice
    content:
      sections:
        - id: question
          rows:
            - id: geste
              type: multiple-choice
              question: <p>Pour soulever un carton, que faites-vous ?</p>
              choices:
                - { id: jambes, value: Je plie les jambes., correct: true }
                - { id: dos, value: Je me penche en avant., correct: false }

  - key: mot
    title: Le mot juste
    type: exercice
    content:
      sections:
        - id: question
          rows:
            - id: partie
              type: free-answer
              question: <p>Que pliez-vous pour soulever une charge ?</p>
              expected: [genoux]

  - key: fin
    title: Pour finir
    type: slide
    content:
      sections:
        - id: fin
          rows:
            - { id: texte, type: wysiwyg, html: "<p>Étirez-vous chaque heure.</p>" }

courses:
  - key: correction
    title: Le dos corrigé ${run}
    state: PUBLISHED
    category: safety
    type: correction-${run}
    nodes:
      - type: container
        title: Les bons gestes
        children:
          - { type: block, block: quiz }
          - { type: block, block: mot }
          - { type: block, block: fin }

  - key: exam
    title: Le dos en examen ${run}
    state: PUBLISHED
    category: safety
    type: exam-${run}
    # Open from the start: the test plays it without the course before it.
    programCourse: { unlocked: true }
    nodes:
      - type: container
        title: L'examen
        children:
          - { type: block, block: quiz }
          - { type: block, block: fin }
`;

interface MyClasses {
  items: {
    name: string;
    classPrograms: { program: { name: string; courses: { id: string; title: string }[] } }[];
    lessons: { id: string; courseId: string }[];
  }[];
}

/** Imports this run's program through the API as the admin, has the spring class follow it, and answers the learner's lesson of each course. */
async function correctionsProgram(request: APIRequestContext): Promise<{ corrected: string; exam: string }> {
  const run = Date.now().toString(36);
  const programName = `Corrections ${run}`;
  const admin = tenantRequest(demo, await apiSignIn(request, demo, demoAdmin));
  const zip = writeZip([{ name: 'corrections/manifest.yaml', data: manifestOf(run, programName) }]);
  const uploaded = await request.post(admin.url('/api/admin/content-packages'), {
    headers: admin.headers,
    multipart: { file: { name: 'corrections.zip', mimeType: 'application/zip', buffer: zip } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  await followedBySpringClass(request, programName);

  const learner = tenantRequest(demo, await apiSignIn(request, demo, demoLearner));
  const classes = await request.get(learner.url('/api/users/me/classes?pageSize=50'), { headers: learner.headers });
  expect(classes.status(), await classes.text()).toBe(200);
  const spring = ((await classes.json()) as MyClasses).items.find((item) => item.name === demoLearnerClasses.spring);
  const courses = spring?.classPrograms.find((classProgram) => classProgram.program.name === programName)?.program.courses ?? [];
  const lessonOf = (title: string) => {
    const courseId = courses.find((course) => course.title === title)?.id;
    const lesson = spring?.lessons.find((candidate) => candidate.courseId === courseId);
    if (!lesson) throw new Error(`No lesson of '${title}'`);
    return lesson.id;
  };
  return { corrected: lessonOf(`Le dos corrigé ${run}`), exam: lessonOf(`Le dos en examen ${run}`) };
}

/** The answers the page sends, as `METHOD path` (answer-and-next, PATCH pages/current, pages/next). */
function answerCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/\/api\/lessons\/[^/]+\/pages\/(current|answer-and-next|next)$/.test(path) && request.method() !== 'GET') {
      calls.push(`${request.method()} ${path.split('/pages/')[1]}`);
    }
  });
  return calls;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test('Next on an exercise not checked shows its correction and score and stays, the second Next moves on; Enter in a free answer shows its correction', async ({
  page,
  request,
}) => {
  // An import, a sign-in and three pages of the player.
  test.setTimeout(90_000);
  const { corrected } = await correctionsProgram(request);
  // The page's clock, so that a second press comes after Next's 200 ms debounce, as a person's does.
  await page.clock.install();
  await page.goto('/login');
  await signIn(page, french, demoLearner);
  const calls = answerCalls(page);
  await page.goto(`/session/${corrected}`);
  await patient(heading(page, 'Le bon geste')).toBeVisible();
  const next = page.getByRole('button', { name: 'Suivant', exact: true });

  // A wrong answer, and Next without Check: the correction, the result and the score, on the same page.
  await page.getByRole('checkbox', { name: 'Je me penche en avant.' }).check();
  await next.click();
  const result = page.getByRole('region', { name: 'Résultat de la page' });
  await patient(result).toContainText('Mauvaise réponse');
  await expect(result).toContainText('0 / 100 points');
  await expect(heading(page, 'Le bon geste')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Je me penche en avant\./ })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Vérifier' })).toHaveCount(0);
  expect(calls).toEqual(['PATCH current']);

  // The second Next moves on, and sends no answer again.
  await page.clock.fastForward(250);
  await next.click();
  await patient(heading(page, 'Le mot juste')).toBeVisible();
  expect(calls).toEqual(['PATCH current', 'POST next']);

  // Enter in the free answer's field checks it: its correction shows, the expected answer with it.
  const field = page.getByRole('textbox', { name: /Que pliez-vous/ });
  await field.fill('coudes');
  await field.press('Enter');
  await patient(result).toContainText('Mauvaise réponse');
  await expect(page.getByText(/Réponse attendue\s:\sgenoux/)).toBeVisible();
  await expect(heading(page, 'Le mot juste')).toBeVisible();
  await expect(field).toBeDisabled();
  expect(calls).toEqual(['PATCH current', 'POST next', 'PATCH current']);

  await page.clock.fastForward(250);
  await next.click();
  await patient(heading(page, 'Pour finir')).toBeVisible();
  expect(calls).toEqual(['PATCH current', 'POST next', 'PATCH current', 'POST next']);
});

test('with the straight-through Next of its course type, Next answers and moves on at once, in one request', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { exam } = await correctionsProgram(request);
  await page.goto('/login');
  await signIn(page, french, demoLearner);
  const calls = answerCalls(page);
  await page.goto(`/session/${exam}`);
  await patient(heading(page, 'Le bon geste')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Je plie les jambes.' }).check();
  await page.getByRole('button', { name: 'Suivant', exact: true }).click();
  await patient(heading(page, 'Pour finir')).toBeVisible();
  expect(calls).toEqual(['POST answer-and-next']);
});
