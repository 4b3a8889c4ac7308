import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { saveSession } from '../../../lib/session-storage';
import { fakeToken, mockApi } from '../../../test/api-mock';
import { adminMe } from '../../../test/admin-fixtures';
import { renderRoutes } from '../../../test/render-app';

/** The administration's sections: one button naming the current section opens them on a phone (CSS hides the button on wider screens). */
const emptyPage = { body: { items: [], page: 1, pageCount: 1, total: 0 } };

async function open(path: string, me: object = adminMe) {
  mockApi({ 'GET users/me': { body: me }, 'GET admin/programs': emptyPage, 'GET admin/classes': emptyPage });
  saveSession(fakeToken({ sub: 'a1', iat: 1, exp: 2 }));
  await renderRoutes(appRoutes, { path });
}

describe('administration sections', () => {
  it('names the current section on its button, which opens and closes the links, the current one marked', async () => {
    const user = userEvent.setup();
    await open('/formateur/administration/contenus');
    const sections = await screen.findByRole('navigation', { name: 'Administration' });
    const toggle = within(sections).getByRole('button', { name: 'Administration\u00a0: Contenus' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(list).toBe(within(sections).getByRole('list'));
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Codes d’invitation',
      'Utilisateurs',
      'Classes',
      'Contenus',
      'Importer des apprenants',
      'Certificats',
      'Journal d’activité',
      'Données personnelles',
      'Tâches en arrière-plan',
      'Réglages de l’espace',
      'Textes de l’interface',
      'Authentification unique',
    ]);
    expect(within(list).getByRole('link', { name: 'Contenus' })).toHaveAttribute('aria-current', 'page');
    expect(within(list).getByRole('link', { name: 'Classes' })).not.toHaveAttribute('aria-current');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(sections).toHaveAttribute('data-open', 'true');
    // Escape closes it and gives focus back to the button.
    await user.tab();
    expect(within(list).getByRole('link', { name: 'Codes d’invitation' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    // Following a link closes it, and the button names the new section.
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(list).getByRole('link', { name: 'Classes' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Classes' })).toBeInTheDocument();
    const after = screen.getByRole('navigation', { name: 'Administration' });
    expect(within(after).getByRole('button', { name: 'Administration\u00a0: Classes' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(after).getByRole('link', { name: 'Classes' })).toHaveAttribute('aria-current', 'page');
  });

  it("gives a company admin's button their three sections only", async () => {
    const user = userEvent.setup();
    await open('/formateur/administration/classes', { ...adminMe, id: 'a2', _id: 'a2', roles: [], companyUsers: [{ companyId: 'c1', role: 'ADMIN' }] });
    const toggle = await screen.findByRole('button', { name: 'Administration\u00a0: Classes' });
    await user.click(toggle);
    const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('aria-current')]),
    ).toEqual([
      ['Utilisateurs', null],
      ['Classes', 'page'],
      ['Importer des apprenants', null],
    ]);
  });
});
