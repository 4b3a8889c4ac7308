import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { demo, demoLearner, demoLearnerClasses } from './demo';
import { apiSignIn, storedToken, tenantRequest } from './sign-in';

/** The demo program's courses, in the order the learner meets them. */
const programCourses = { welcome: 'Accueillir un client', complaint: 'Traiter une réclamation', sale: 'Conclure une vente' } as const;
type CourseKey = keyof typeof programCourses;

interface ProgramLesson {
  id: string;
  state: string;
}

export interface LearnerProgram {
  classProgramId: string;
  lessons: Record<CourseKey, ProgramLesson>;
}

interface MyClassesPage {
  items: {
    name: string;
    classPrograms: { id: string; program: { name: string; courses: { id: string; title: string }[] } }[];
    lessons: { id: string; courseId: string; classProgramId: string; state: string }[];
  }[];
}

/**
 * The demo learner's class program 'Relation client' of the spring class, and
 * its lessons by course, as Home reads them (`GET /api/users/me/classes`).
 */
export async function learnerProgram(request: APIRequestContext, token: string): Promise<LearnerProgram> {
  const target = tenantRequest(demo, token);
  const response = await request.get(target.url('/api/users/me/classes?pageSize=50'), { headers: target.headers });
  expect(response.status(), await response.text()).toBe(200);
  const { items } = (await response.json()) as MyClassesPage;
  const spring = items.find((item) => item.name === demoLearnerClasses.spring);
  const classProgram = spring?.classPrograms.find((candidate) => candidate.program.name === demoLearnerClasses.springProgram);
  if (!spring || !classProgram) throw new Error(`No class program '${demoLearnerClasses.springProgram}' in '${demoLearnerClasses.spring}'`);
  const lessonOf = (key: CourseKey): ProgramLesson => {
    const course = classProgram.program.courses.find((candidate) => candidate.title === programCourses[key]);
    const lesson = spring.lessons.find((candidate) => candidate.classProgramId === classProgram.id && candidate.courseId === course?.id);
    if (!lesson) throw new Error(`No lesson of '${programCourses[key]}'`);
    return { id: lesson.id, state: lesson.state };
  };
  return { classProgramId: classProgram.id, lessons: { welcome: lessonOf('welcome'), complaint: lessonOf('complaint'), sale: lessonOf('sale') } };
}

/**
 * Starts the learner's class program again (`POST /api/class-programs/:id/reset/me`):
 * their pages are archived and the lessons go back to their first state. Nothing
 * else of the learner (password, history, other classes) is touched.
 */
export async function resetLearnerProgram(request: APIRequestContext, token: string): Promise<LearnerProgram> {
  const program = await learnerProgram(request, token);
  const target = tenantRequest(demo, token);
  const reset = await request.post(target.url(`/api/class-programs/${program.classProgramId}/reset/me`), { headers: target.headers });
  expect(reset.ok(), await reset.text()).toBe(true);
  return learnerProgram(request, token);
}

/** Plays the lesson through the API (slides sent empty, exercises with no answer) until the page titled `title` is current. */
export async function playUntil(request: APIRequestContext, lessonId: string, title: string): Promise<void> {
  const token = await apiSignIn(request, demo, demoLearner);
  const target = tenantRequest(demo, token);
  const call = async (method: 'get' | 'patch' | 'post', path: string, data?: unknown) => {
    const response = await request[method](target.url(`/api/lessons/${lessonId}${path}`), { headers: target.headers, ...(data === undefined ? {} : { data }) });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as { id: string; blockType: string; results: unknown; content: { title?: string } };
  };
  let current = await call('get', '/pages/current');
  for (let step = 0; step < 20 && current.content.title !== title; step += 1) {
    if (current.results === null) await call('patch', '/pages/current', current.blockType === 'exercice' ? { inputs: { answers: {} } } : {});
    current = await call('post', `/pages/next?fromPageId=${current.id}`);
  }
  expect(current.content.title).toBe(title);
}

/** The signed-in learner's lesson of this course in the spring class, started again (other specs may have played it). */
export async function freshLesson(page: Page, courseTitle: string): Promise<string> {
  const target = tenantRequest(demo, (await storedToken(page)) ?? undefined);
  const response = await page.request.get(target.url('/api/lessons?include=course,class&limit=100'), { headers: target.headers });
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as {
    items: { id: string; classProgramId: string; course: { title: string } | null; class: { name: string } | null }[];
  };
  const lesson = items.find((item) => item.course?.title === courseTitle && item.class?.name === demoLearnerClasses.spring);
  if (!lesson) throw new Error(`No lesson of ${courseTitle}`);
  const reset = await page.request.post(target.url(`/api/class-programs/${lesson.classProgramId}/reset/me`), { headers: target.headers });
  expect(reset.ok(), await reset.text()).toBe(true);
  return lesson.id;
}

/**
 * Opens a timed lesson the learner never opened, at its address, and says go to the question it
 * asks before its clock starts (« Évaluation chronométrée », docs/product/lessons.md#timed-lessons).
 */
export async function startTimedLesson(page: Page, lessonId: string): Promise<void> {
  await page.goto(`/session/${lessonId}`);
  await page.getByRole('alertdialog', { name: 'Évaluation chronométrée' }).getByRole('button', { name: 'C’est parti' }).click();
}
