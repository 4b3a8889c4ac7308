import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { apiCompleteAccount, apiRegister, newcomer, type Newcomer } from '../support/accounts';
import { demo, demoAdmin, french } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { layoutProblems } from '../support/layout-checks';
import { apiSignIn, expectPath, signIn, submitSignIn, tenantRequest } from '../support/sign-in';
import { putSettings } from '../support/tenant-settings';

/**
 * A person's data (docs/privacy.md), by role and label: a learner takes their archive away and
 * erases their account; where the tenant has learners ask, an admin handles the request. The two
 * run in order: the second switches the demo tenant to requests for its time.
 */
test.use({ locale: 'fr-FR' });
test.describe.configure({ mode: 'serial' });

async function registered(request: Parameters<typeof apiRegister>[0], label: string): Promise<Newcomer> {
  const person = newcomer(label);
  await apiCompleteAccount(request, await apiRegister(request, person));
  return person;
}

async function openMyData(page: Page, person: Newcomer) {
  await page.goto('/login');
  await signIn(page, french, person);
  await page.goto('/me');
  return page.getByRole('region', { name: 'Mes données' });
}

async function expectLayoutAt(page: Page, widths: number[]): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    expect(await layoutProblems(page), `at ${width} px`).toEqual([]);
  }
}

test('a learner downloads all their data, then deletes their account and can no longer sign in', async ({ page, request }) => {
  const person = await registered(request, 'erase-self');
  const myData = await openMyData(page, person);
  await expectLayoutAt(page, [375, 1366]);

  const downloading = page.waitForEvent('download');
  await myData.getByRole('button', { name: 'Télécharger toutes mes données (ZIP)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^mes-donnees-\d{4}-\d{2}-\d{2}\.zip$/);
  const archive = unzipSync(new Uint8Array(await readFile((await download.path()) ?? '')));
  const names = Object.keys(archive);
  expect(names.some((name) => /readme|lisezmoi/i.test(name))).toBe(true);
  expect(new TextDecoder().decode(Object.entries(archive).find(([name]) => name.endsWith('.json') && /profil/i.test(name))?.[1])).toContain(person.email);

  await myData.getByRole('button', { name: 'Supprimer mon compte…' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Supprimer votre compte\u00a0?' });
  await dialog.getByLabel('Mot de passe actuel', { exact: true }).fill(person.password);
  await dialog.getByRole('textbox', { name: 'Tapez SUPPRIMER pour confirmer' }).fill('SUPPRIMER');
  await expectLayoutAt(page, [375, 1366]);
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();

  await expectPath(page, '/login');
  await expect(page.getByRole('status').filter({ hasText: 'Votre compte a été supprimé.' })).toBeVisible();
  await submitSignIn(page, french, person);
  await expect(page.getByRole('alert')).toContainText(french.signInError);
  await expectPath(page, '/login');
});

test('where learners ask, an admin sees the request, takes the archive and anonymises the account', async ({ page, browser, request }) => {
  const admin = tenantRequest(demo, await apiSignIn(request, demo, demoAdmin));
  const settings = (await (await request.get(admin.url('/api/admin/settings'), { headers: admin.headers })).json()) as {
    settings: { privacy: { accountErasure: string; inactiveAccountYears: number; signInHistoryMonths: number } };
  };
  const toRequests = await putSettings(request, admin, 'admin/settings', {
    ...settings,
    settings: { ...settings.settings, privacy: { ...settings.settings.privacy, accountErasure: 'request' } },
  });
  expect(toRequests.status(), await toRequests.text()).toBe(200);
  try {
    const person = await registered(request, 'erase-ask');
    const myData = await openMyData(page, person);
    await myData.getByRole('button', { name: 'Demander la suppression de mon compte…' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Demander la suppression de votre compte\u00a0?' });
    await dialog.getByLabel('Mot de passe actuel', { exact: true }).fill(person.password);
    await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(myData.getByRole('status')).toContainText('Vous avez demandé la suppression de votre compte le');

    const adminContext = await browser.newContext({ locale: 'fr-FR' });
    const adminPage = await adminContext.newPage();
    await adminPage.goto('/login');
    await submitSignIn(adminPage, french, demoAdmin);
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Mes classes' })).toBeVisible();
    await adminPage.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Administration' }).click();
    await adminPage.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Utilisateurs' }).click();
    const requests = adminPage.getByRole('region', { name: /demandes? de suppression de compte/ });
    const asked = requests.getByRole('listitem').filter({ hasText: person.email });
    await expect(asked).toContainText('à traiter avant le');
    await expectLayoutAt(adminPage, [375, 1366]);
    await asked.getByRole('link').click();

    const personal = adminPage.getByRole('region', { name: 'Données personnelles' });
    const downloading = adminPage.waitForEvent('download');
    await personal.getByRole('button', { name: 'Télécharger ses données (ZIP)' }).click();
    expect((await downloading).suggestedFilename()).toMatch(/\.zip$/);
    await personal.getByRole('button', { name: 'Anonymiser ce compte…' }).click();
    const confirm = adminPage.getByRole('alertdialog', { name: /^Anonymiser le compte de/ });
    await confirm.getByRole('textbox', { name: 'Tapez ANONYMISER pour confirmer' }).fill('ANONYMISER');
    await confirm.getByRole('button', { name: 'Anonymiser définitivement' }).click();
    await expect(personal.getByRole('status')).toHaveText('Compte anonymisé.');

    await adminPage.goto('/formateur/administration/utilisateurs');
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeVisible();
    await expect(adminPage.getByText(person.email)).toHaveCount(0);
    await adminContext.close();

    // The person's own session ended with the account.
    await page.reload();
    await expectPath(page, '/login');
  } finally {
    const back = await putSettings(request, admin, 'admin/settings', settings);
    expect(back.status(), await back.text()).toBe(200);
  }
});
