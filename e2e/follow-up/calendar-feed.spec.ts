import ICAL from 'ical.js';
import { blockingViolations } from '../support/axe';
import { makeCalendarLink } from '../support/calendar';
import { demoLearner, french } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { layoutProblems } from '../support/layout-checks';
import { expectPath, signIn } from '../support/sign-in';

// axe-core is injected as an inline script, which the app's CSP rightly refuses.
test.use({ locale: 'fr-FR', bypassCSP: true });

/** docs/product/accounts.md#calendar-link: the learner makes the link on the profile, and the feed it opens lists their course opening. */
test('a learner makes their calendar link on the profile, copies it, and the feed it opens lists their program’s opening', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 320, height: 720 });
  await page.goto('/login');
  await signIn(page, french, demoLearner);
  const url = await makeCalendarLink(page);
  await expectPath(page, '/me');
  const section = page.getByRole('region', { name: 'Ajouter à mon agenda' });
  await expect(section.getByRole('heading', { level: 3, name: 'S’abonner à un calendrier' })).toBeVisible();
  const create = section.getByRole('button', { name: 'Créer mon lien d’agenda' });
  await section.getByRole('button', { name: 'Copier le lien' }).click();
  await expect(section.getByRole('status')).toHaveText('Lien copié');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  expect(await layoutProblems(page)).toEqual([]);
  expect(await blockingViolations(page)).toEqual([]);

  // What a calendar app reads: no header but the address.
  const answer = await request.get(url);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(await answer.text()));
  expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Académie Démo — mes dates');
  const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
  const opening = events.find((event) => event.summary === 'Ouverture : Sécurité au travail' && event.description.includes('Automne 2026 — Sécurité'));
  expect(opening?.startDate.toJSDate().toISOString()).toBe('2026-09-14T07:00:00.000Z');

  // Deleted from the profile, the address opens nothing.
  await section.getByRole('button', { name: 'Supprimer le lien' }).click();
  await page.getByRole('alertdialog', { name: 'Supprimer le lien d’agenda ?' }).getByRole('button', { name: 'Supprimer le lien' }).click();
  await expect(section.getByRole('status')).toHaveText('Le lien d’agenda est supprimé.');
  await expect(create).toBeFocused();
  expect((await request.get(url)).status()).toBe(404);
});
