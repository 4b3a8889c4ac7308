import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { scoreBundles } from '../../../components/score/score-bundles';
import { registerFeatureBundles } from '../../../lib/i18n/i18n';
import { fakeToken, mockApi } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render-app';
import { trainerBundles } from '../trainer-bundles';
import { MyClassesPage } from './my-classes-page';

beforeAll(async () => {
  await Promise.all([registerFeatureBundles(trainerBundles), registerFeatureBundles(scoreBundles)]);
});

describe('MyClassesPage', () => {
  it('puts « À suivre aujourd’hui » above the classes; « Relancer » opens the message to the learner, its reminder prepared, and gives the focus back', async () => {
    localStorage.setItem('id_token', fakeToken({ sub: 't1', iat: 1, exp: 2 }));
    mockApi({
      'GET trainer/classes': {
        body: {
          items: [
            {
              id: 'k1',
              name: 'Printemps 2026',
              startAt: null,
              expireAt: null,
              period: 'current',
              programs: [],
              learnerCount: 1,
              averageProgress: 0,
              averageScore: null,
            },
          ],
        },
      },
      'GET trainer/attention': {
        body: {
          items: [{ class: { id: 'k1', name: 'Printemps 2026' }, learner: { id: 'u1', displayName: 'Léa Martin' }, reasons: [{ kind: 'inactive', days: 8 }] }],
          total: 1,
        },
      },
    });
    await renderRoutes([{ path: '/', element: <MyClassesPage /> }]);
    await screen.findByRole('heading', { level: 2, name: 'En cours' });
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['À suivre aujourd’hui', 'En cours']);
    const user = userEvent.setup();
    const remind = await screen.findByRole('button', { name: 'Relancer Léa Martin' });
    await user.click(remind);
    const dialog = await screen.findByRole('dialog', { name: 'Envoyer un message' });
    expect(dialog).toHaveAccessibleDescription(/Léa Martin$/);
    expect(within(dialog).getByRole('textbox', { name: 'Objet' })).toHaveValue('Où en êtes-vous de votre formation\u202f?');
    expect((within(dialog).getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toMatch(/^Bonjour Léa Martin,\n[\s\S]*depuis 8\sjours/);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(remind).toHaveFocus();
  });
});
