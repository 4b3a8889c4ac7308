import type { Response } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { demo, demoLearner } from '../support/demo';
import { resetLearnerProgram } from '../support/player-program';
import { apiSignIn } from '../support/sign-in';
import { classNames, expectNoBlockingViolation, signInLearner } from './helpers';

// axe-core is injected as an inline script, which the app's CSP rightly refuses.
test.use({ locale: 'fr-FR', bypassCSP: true });

test('Home pages the classes five at a time, filters them and searches them', async ({ page }) => {
  await signInLearner(page);
  const list = page.getByRole('list', { name: 'Mes classes' });
  await expect(list.getByRole('article')).toHaveCount(5);
  await expectNoBlockingViolation(page);
  const firstPage = await classNames(page);

  const pager = page.getByRole('navigation', { name: 'Pagination des classes' });
  await expect(pager).toContainText('Page 1 sur 2');
  await pager.getByRole('button', { name: 'Page suivante' }).click();
  await expect(pager).toContainText('Page 2 sur 2');
  await expect.poll(async () => (await classNames(page)).some((name) => firstPage.includes(name))).toBe(false);
  await expect(page).toHaveURL(/page=2/);

  await page.getByRole('combobox', { name: 'Période' }).selectOption({ label: 'À venir' });
  await expect(pager).toBeHidden();
  await expect.poll(() => classNames(page)).toContain('Printemps 2027 — Relation client');
  await expect.poll(() => classNames(page)).not.toContain('Hiver 2026 — Relation client');

  await page.getByRole('combobox', { name: 'Période' }).selectOption({ label: 'Toutes les sessions' });
  await page.getByRole('searchbox', { name: 'Rechercher une session' }).fill('Hiver');
  await expect.poll(() => classNames(page)).toEqual(['Hiver 2026 — Relation client']);
  await page.getByRole('searchbox', { name: 'Rechercher une session' }).fill('introuvable-xyz');
  await expect(page.getByText('Aucune session ne correspond à votre recherche.')).toBeVisible();
  await expectNoBlockingViolation(page);
});

test('Home shows lesson states and progress, a way into an open lesson, and polls with ETags', async ({ page }) => {
  const searchedClasses = (response: Response) =>
    response.url().includes('/api/users/me/classes') && new URL(response.url()).searchParams.get('search') === 'Hiver';
  // The page's clock runs as the real one, until the test moves it on to the next poll.
  await page.clock.install();
  await signInLearner(page);
  const winter = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Hiver 2026 — Relation client' }) });
  // The search is asked once typing pauses: its answer is awaited, so that the poll below is the search's.
  const searched = page.waitForResponse(searchedClasses);
  await page.getByRole('searchbox', { name: 'Rechercher une session' }).fill('Hiver');
  const answer = await searched;
  expect(answer.status()).toBe(200);
  await expect(winter.getByText('Terminée').first()).toBeVisible();
  await expect(winter.getByRole('progressbar').first()).toBeVisible();
  await expect(winter.getByRole('button', { name: /Recommencer le programme/ })).toBeVisible();

  // The same request again, 20 s later (the poll, without the wait), sends the answer's ETag and is told 304.
  const polled = page.waitForResponse((response) => searchedClasses(response) && response.request().headers()['if-none-match'] !== undefined);
  await page.clock.fastForward(20_000);
  const poll = await polled;
  expect(poll.request().headers()['if-none-match']).toBe(await answer.headerValue('etag'));
  expect(poll.status()).toBe(304);
  await expect(winter.getByText('Terminée').first()).toBeVisible();
});

test('Home at 375 px keeps every control reachable', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInLearner(page);
  await expect(page.getByRole('searchbox', { name: 'Rechercher une session' })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await expectNoBlockingViolation(page);
});

test('Home offers Start only where a lesson can be played: upcoming, expired and locked courses say why instead (#15 item 3)', async ({ page, request }) => {
  // Other specs play this program to its end: start it again, so its later courses are locked as on a first visit.
  await resetLearnerProgram(request, await apiSignIn(request, demo, demoLearner));
  await signInLearner(page);
  const card = (name: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
  const upcoming = card('Printemps 2027 — Relation client');
  await expect(upcoming.getByText('Ouvre le 1er mars 2027').first()).toBeVisible();
  await expect(upcoming.getByRole('link', { name: /^Commencer/ })).toHaveCount(0);
  const ended = card('Été 2026 — Sécurité');
  await expect(ended.getByText('Expirée')).toBeVisible();
  await expect(ended.getByRole('link', { name: /^Commencer/ })).toHaveCount(0);
  const spring = card('Printemps 2026 — Accueil client');
  const locked = spring.getByRole('listitem').filter({ hasText: 'Conclure une vente' });
  await expect(locked.getByText('S’ouvre quand un cours précédent est terminé')).toBeVisible();
  // What is offered opens: Start leads into the lesson, not to a page saying it may not be opened.
  await spring.getByRole('link', { name: 'Commencer Accueillir un client' }).click();
  await expect(page).toHaveURL(/\/session\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /^(Accès restreint|Pas encore ouvert)$/ })).toHaveCount(0);
});

for (const width of [1366, 375]) {
  test(`Home's course rows read left to right at ${width} px: titles on one line, nothing spilling out of its card (#15 item 2)`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 768 ? 740 : 800 });
    await signInLearner(page);
    const first = page.getByRole('article').first();
    await expect(first).toBeVisible();
    // On a phone the first class shows on the first screen, not only the header and the filters.
    const heading = await first.getByRole('heading', { level: 2 }).boundingBox();
    expect(heading!.y + heading!.height).toBeLessThanOrEqual(width < 768 ? 740 : 800);
    const overflow = await page.evaluate(() => {
      const problems: string[] = [];
      for (const row of document.querySelectorAll<HTMLElement>('.course-row')) {
        const title = row.querySelector<HTMLElement>('.course-row__title');
        const card = row.closest<HTMLElement>('.class-card');
        if (!title || !card) continue;
        const lineHeight = parseFloat(getComputedStyle(title).lineHeight) || 24;
        if (title.getBoundingClientRect().height > lineHeight * 1.5) problems.push(`wraps: ${title.textContent}`);
        const box = row.getBoundingClientRect();
        const cardBox = card.getBoundingClientRect();
        if (box.left < cardBox.left || box.right > cardBox.right + 0.5) problems.push(`spills: ${title.textContent}`);
      }
      if (document.documentElement.scrollWidth > window.innerWidth) problems.push('page scrolls sideways');
      return problems;
    });
    expect(overflow).toEqual([]);
  });
}
