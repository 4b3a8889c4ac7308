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
import { classesWithLessons, pageOf } from './home-fixtures';
import { HomePage } from './home-page';

beforeAll(async () => {
  await Promise.all([homeBundles, scoreBundles, viewerBundles].map(registerFeatureBundles));
});

describe('ContactTeachers', () => {
  it("lists a class's teachers when opened and sends a message to the chosen one", async () => {
    localStorage.setItem('id_token', fakeToken({ sub: 'u1', iat: 1, exp: 2 }));
    const { calls } = mockApi({
      'GET users/me/classes': { body: pageOf(classesWithLessons.slice(0, 1)) },
      'GET classes/k1/users/data': { body: { items: [{ id: 'cu1', classId: 'k1', userId: 't1', role: 'TEACHER', relatedUser: { id: 't1', displayName: 'Paul Prof', email: 'p@x' } }], total: 1 } },
      'POST users/contact': { status: 204 },
    });
    const routes = [{ path: '/', element: <HomePage classTools={(schoolClass) => <ContactTeachers classId={schoolClass.id} className={schoolClass.name} />} /> }];
    await renderRoutes(routes);
    expect(calls.some((call) => call.path.startsWith('classes/'))).toBe(false);
    await userEvent.click(await screen.findByRole('button', { name: 'Contacter un formateur de Printemps 2026 — Accueil client' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Paul Prof' }));
    expect(new URL(String(calls.find((call) => call.path === 'classes/k1/users/data')?.url), 'http://x').searchParams.get('role')).toBe('TEACHER');
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'Bonjour');
    await userEvent.click(within(dialog).getByRole('button', { name: /Paul Prof/ }));
    await waitFor(() => expect(calls.find((call) => call.path === 'users/contact')?.body).toMatchObject({ recipientId: 't1', message: 'Bonjour', classId: 'k1' }));
  });
});
