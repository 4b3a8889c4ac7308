import { blockingViolations } from '../support/axe';
import { demoAdmin, french } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { mailsTo } from '../support/mailbox';
import { submitSignIn } from '../support/sign-in';

// axe-core is injected as an inline script, which the app's CSP rightly refuses.
test.use({ locale: 'fr-FR', bypassCSP: true });

test('the admin sees a mail the server refused fail for good, with why, retries it, and it arrives', async ({ page }) => {
  const stamp = Date.now().toString(36);
  // The e2e SMTP peer refuses this address once (e2e/support/smtp-peer.ts).
  const address = `refused-once-${stamp}@example.org`;
  await page.goto('/login');
  await submitSignIn(page, french, demoAdmin);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes classes' })).toBeVisible();
  await page.goto('/formateur/administration/classes');
  await page.getByRole('textbox', { name: 'Nom de la classe' }).fill(`Classe tâches ${stamp}`);
  await page.getByRole('button', { name: 'Créer la classe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Classe tâches ${stamp}` })).toBeVisible();
  await page.getByRole('textbox', { name: 'Adresses e-mail' }).fill(address);
  await page.getByRole('button', { name: 'Inviter', exact: true }).click();
  await expect(page.getByText('1 adresse traitée :')).toBeVisible();

  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Administration' }).click();
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Tâches en arrière-plan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tâches en arrière-plan' })).toBeVisible();
  const job = page.getByRole('listitem', { name: `Courriel à ${address}` });
  // The page asks again every few seconds: the refusal shows without a reload.
  await expect(job.getByText('En échec', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(job).toContainText('Mailbox unavailable');
  await expect(page.getByRole('region', { name: 'Où en sont les tâches' })).toContainText('En échec');
  expect(await blockingViolations(page)).toEqual([]);
  for (const width of [375, 1366]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: test.info().outputPath(`jobs-${width}.png`), fullPage: true });
  }

  await job.getByRole('button', { name: `Relancer : Courriel à ${address}` }).click();
  await expect(job.getByText('Terminée', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(job.getByRole('button', { name: /Relancer/ })).toHaveCount(0);
  await expect.poll(async () => (await mailsTo(address)).length).toBe(1);
});
