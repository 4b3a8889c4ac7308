import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { scoreBundles } from '../../../components/score/score-bundles';
import { viewerBundles } from '../../../components/viewers/viewer-bundles';
import { registerFeatureBundles } from '../../../lib/i18n/i18n';
import { fakeToken, mockApi } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render-app';
import { homeBundles } from '../home-bundles';
import { ContactTeachers } from './contact-teachers';
import { classesWithLessons, pageOf } from '../../../test/class-fixtures';
import { HomePage } from './home-page';

beforeAll(async () => {
  await Promise.all([homeBundles, scoreBundles, viewerBundles].map(registerFeatureBundles));
});

describe('ContactTeachers', () => {
  it("lists a class's teachers when opened and sends a message to the chosen one", async () => {
    localStorage.setItem('id_token', fakeToken({ sub: 'u1', iat: 1, exp: 2 }));
    const { calls } = mockApi({
      'GET users/me/classes': { body: pageOf(classesWithLessons.slice(0, 1)) },
      'GET classes/k1/users/data': {
        body: {
          items: [{ id: 'cu1', classId: 'k1', userId: 't1', role: 'TEACHER', relatedUser: { id: 't1', displayName: 'Paul Prof', email: 'p@x' } }],
          total: 1,
        },
      },
      'POST users/contact': { status: 204 },
    });
    const routes = [
      { path: '/', element: <HomePage classTools={(schoolClass) => <ContactTeachers classId={schoolClass.id} className={schoolClass.name} />} /> },
    ];
    await renderRoutes(routes);
    expect(calls.some((call) => call.path.startsWith('classes/'))).toBe(false);
    await userEvent.click(await screen.findByRole('button', { name: 'Contacter un formateur de Printemps 2026 — Accueil client' }));
    // The first teacher has the focus once the list is there; the page behind is not hidden.
    const teacher = await screen.findByRole('menuitem', { name: 'Paul Prof' });
    await waitFor(() => expect(teacher).toHaveFocus());
    expect(document.querySelector('[aria-hidden="true"] button')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await screen.findByRole('button', { name: 'Contacter un formateur de Printemps 2026 — Accueil client' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Paul Prof' }));
    expect(new URL(String(calls.find((call) => call.path === 'classes/k1/users/data')?.url), 'http://x').searchParams.get('role')).toBe('TEACHER');
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'Bonjour');
    await userEvent.click(within(dialog).getByRole('button', { name: /Paul Prof/ }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === 'users/contact')?.body).toMatchObject({ recipientId: 't1', message: 'Bonjour', classId: 'k1' }),
    );
  });

  it('gives the focus back to the menu button when the dialog closes with Annuler or Escape (#20 item 9)', async () => {
    localStorage.setItem('id_token', fakeToken({ sub: 'u1', iat: 1, exp: 2 }));
    mockApi({
      'GET users/me/classes': { body: pageOf(classesWithLessons.slice(0, 1)) },
      'GET classes/k1/users/data': {
        body: {
          items: [{ id: 'cu1', classId: 'k1', userId: 't1', role: 'TEACHER', relatedUser: { id: 't1', displayName: 'Paul Prof', email: 'p@x' } }],
          total: 1,
        },
      },
    });
    await renderRoutes([
      { path: '/', element: <HomePage classTools={(schoolClass) => <ContactTeachers classId={schoolClass.id} className={schoolClass.name} />} /> },
    ]);
    const opener = await screen.findByRole('button', { name: 'Contacter un formateur de Printemps 2026 — Accueil client' });
    for (const closeWith of ['Annuler', 'Escape']) {
      await userEvent.click(opener);
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Paul Prof' }));
      const dialog = await screen.findByRole('dialog');
      if (closeWith === 'Escape') await userEvent.keyboard('{Escape}');
      else await userEvent.click(within(dialog).getByRole('button', { name: closeWith }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(opener).toHaveFocus());
    }
  });
});
