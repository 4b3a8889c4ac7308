import type { LearnerInClass } from '@espace/contracts/trainer';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerFeatureBundles } from '../../../lib/i18n/i18n';
import { fakeToken, mockApi } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render-app';
import { trainerBundles } from '../trainer-bundles';
import { ResetProgramButton } from './reset-program-button';

beforeAll(async () => {
  await registerFeatureBundles(trainerBundles);
});

type ClassProgram = LearnerInClass['classPrograms'][number];
const learner = { id: 'u1', displayName: 'Léa Martin' };
const reset = 'POST trainer/classes/k1/learners/u1/class-programs/cp1/reset';
const open = (resetRefusal: ClassProgram['resetRefusal'], locale?: 'fr' | 'en') => {
  localStorage.setItem('id_token', fakeToken({ sub: 't1', iat: 1, exp: 2 }));
  return renderRoutes(
    [{ path: '/', element: <ResetProgramButton classId="k1" learner={learner} classProgram={{ id: 'cp1', programName: 'Relation client', resetRefusal }} /> }],
    locale === undefined ? {} : { locale },
  );
};

describe('ResetProgramButton', () => {
  it('resets after the typed word while the content is open', async () => {
    const { calls } = mockApi({ [reset]: { body: { items: [] } } });
    await open(null);
    const button = screen.getByRole('button', { name: 'Réinitialiser Relation client' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAccessibleDescription();
    const user = userEvent.setup();
    await user.click(button);
    const dialog = screen.getByRole('alertdialog');
    await user.type(within(dialog).getByLabelText('Tapez RÉINITIALISER'), 'RÉINITIALISER');
    await user.click(within(dialog).getByRole('button', { name: 'Réinitialiser' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Le programme Relation client a été réinitialisé.');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it.each<[ClassProgram['resetRefusal'], 'fr' | 'en', string]>([
    [
      { kind: 'programClosed' },
      'fr',
      'Réinitialisation impossible\u00a0: le programme Relation client est fermé. Ce que Léa Martin y a accompli reste tel quel\u202f; la réinitialisation sera possible à sa réouverture.',
    ],
    [{ kind: 'coursesClosed', courses: ['Accueillir'] }, 'fr', 'Réinitialisation impossible\u00a0: le module «\u00a0Accueillir\u00a0» est fermé.'],
    [
      { kind: 'coursesClosed', courses: ['Accueillir', 'Traiter', 'Conclure'] },
      'fr',
      'Réinitialisation impossible\u00a0: les modules «\u00a0Accueillir\u00a0», «\u00a0Traiter\u00a0» et «\u00a0Conclure\u00a0» sont fermés.',
    ],
    [
      { kind: 'coursesClosed', courses: ['Welcome', 'Handle'] },
      'en',
      'Cannot reset: the courses “Welcome” and “Handle” are closed. What Léa Martin achieved in them stays as it is; a reset will be possible once they reopen.',
    ],
  ])('is disabled on closed content, %j, and says why', async (refusal, locale, reason) => {
    const { calls } = mockApi({});
    await open(refusal, locale);
    const button = screen.getByRole('button', { name: locale === 'en' ? 'Reset Relation client' : 'Réinitialiser Relation client' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(expect.stringContaining(reason));
    await userEvent.click(button);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("says in the trainer's words that the content closed meanwhile when the server refuses", async () => {
    mockApi({ [reset]: { status: 409, body: { code: 'CONTENT_CLOSED', title: 'Training closed', message: 'closed' } } });
    await open(null);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Réinitialiser Relation client' }));
    const dialog = screen.getByRole('alertdialog');
    await user.type(within(dialog).getByLabelText('Tapez RÉINITIALISER'), 'RÉINITIALISER');
    await user.click(within(dialog).getByRole('button', { name: 'Réinitialiser' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Le programme Relation client ou l’un de ses modules vient d’être fermé : la réinitialisation attend sa réouverture.',
    );
  });
});
