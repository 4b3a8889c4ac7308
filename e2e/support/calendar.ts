import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The signed-in user's calendar link, made on the profile's « Ajouter à mon agenda » (docs/product/accounts.md#calendar-link):
 * made, or, when another run left one out, made anew in its place after the confirmation. Answers its address.
 */
export async function makeCalendarLink(page: Page): Promise<string> {
  await page.goto('/me');
  const section = page.getByRole('region', { name: 'Ajouter à mon agenda' });
  const create = section.getByRole('button', { name: 'Créer mon lien d’agenda' });
  const renew = section.getByRole('button', { name: 'Créer un nouveau lien' });
  await expect(create.or(renew)).toBeVisible();
  if (await renew.isVisible()) {
    await renew.click();
    const dialog = page.getByRole('alertdialog', { name: 'Créer un nouveau lien ?' });
    await expect(dialog).toContainText('L’ancien lien cesse de fonctionner immédiatement');
    await dialog.getByRole('button', { name: 'Créer un nouveau lien' }).click();
  } else {
    await create.click();
  }
  const link = section.getByRole('textbox', { name: 'Lien de mon agenda' });
  await expect(link).toHaveValue(/\/api\/calendar\/[\w-]{43}\.ics$/);
  return link.inputValue();
}
