import { dayIn } from '@espace/domain/lessons/due-dates';
import ICAL from 'ical.js';
import { makeCalendarLink } from '../support/calendar';
import { demo, demoLearner, demoLearnerClasses, demoTeacher, french } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { apiSignIn, signIn, signOut, submitSignIn, tenantRequest } from '../support/sign-in';

test.use({ locale: 'fr-FR' });

/** A day `days` from today in Europe/Paris, where due days end (docs/trainers.md#due-dates). */
const inDays = (days: number) => new Date(Date.parse(`${dayIn(new Date())}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test("a trainer sets the class's due dates; the learner sees them on Home, in « Cette semaine », and in her calendar feed", async ({ page, request }) => {
  await page.goto('/login');
  await submitSignIn(page, french, demoTeacher);
  await page.getByRole('link', { name: `Ouvrir la classe ${demoLearnerClasses.spring}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: demoLearnerClasses.spring })).toBeVisible();

  // Every course of the class due in 3 days: Léa's spring class keeps a course she cannot finish (it opens after another), so her week lists it.
  const section = page.getByRole('region', { name: 'Dates d’échéance' });
  const dates = section.locator('input[type="date"]');
  await expect(dates.first()).toBeVisible();
  const count = await dates.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const field = dates.nth(index);
    await field.fill(inDays(3));
    await field
      .locator('xpath=ancestor::form')
      .getByRole('button', { name: /^Enregistrer l’échéance de / })
      .click();
    await expect(section.getByRole('status')).toContainText(/enregistrée\.$/);
  }

  await signOut(page, french);
  await signIn(page, french, demoLearner);
  const week = page.getByRole('region', { name: 'Cette semaine' });
  await expect(week).toBeVisible();
  await expect(week).toContainText('dans 3 jours');
  await expect(week.getByRole('link').first()).toHaveAttribute('href', /^\/session\//);
  // At 320 px the strip and its lines stay within the screen.
  await page.setViewportSize({ width: 320, height: 700 });
  await expect(week).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  // Its line reads « course · program ».
  const dueCourse = (await week.getByRole('link').first().innerText()).split(' · ')[0]!.trim();

  // And in her calendar app: the feed of her calendar link has the day, as an all-day event.
  const feed = await request.get(await makeCalendarLink(page));
  expect(feed.status()).toBe(200);
  const dueEvents = new ICAL.Component(ICAL.parse(await feed.text()))
    .getAllSubcomponents('vevent')
    .map((component) => new ICAL.Event(component))
    .filter((event) => event.summary.startsWith('À terminer : '));
  expect(dueEvents.map((event) => event.summary)).toContain(`À terminer : ${dueCourse}`);
  for (const event of dueEvents) {
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe(inDays(3));
  }

  // The class's due dates go, so that other tests find Home as seeded.
  const teacher = tenantRequest(demo, await apiSignIn(request, demo, demoTeacher));
  const classes = (await (await request.get(teacher.url('/api/trainer/classes'), { headers: teacher.headers })).json()) as {
    items: { id: string; name: string }[];
  };
  const klass = classes.items.find((item) => item.name === demoLearnerClasses.spring);
  expect(klass).toBeDefined();
  const dueDates = (await (await request.get(teacher.url(`/api/classes/${klass!.id}/due-dates`), { headers: teacher.headers })).json()) as {
    programs: { courses: { programCourseId: string }[] }[];
  };
  for (const course of dueDates.programs.flatMap((program) => program.courses))
    expect((await request.delete(teacher.url(`/api/classes/${klass!.id}/due-dates/${course.programCourseId}`), { headers: teacher.headers })).status()).toBe(
      200,
    );
});
