import type { ClassMessage } from '@espace/contracts/messages';
import { instantOfLocalTime, localTimeOf } from '@espace/domain/messages/send-time';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { registerFeatureBundles } from '../../../lib/i18n/i18n';
import { fakeToken, mockApi } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render-app';
import { trainerBundles } from '../trainer-bundles';
import { ComposeMessageDialog, type ComposeMessageDialogProps } from './compose-message-dialog';

beforeAll(async () => {
  await registerFeatureBundles(trainerBundles);
});

const send = 'POST trainer/classes/k1/messages';
const learners = [
  { id: 'u1', displayName: 'Léa Martin' },
  { id: 'u2', displayName: 'Bob Petit' },
];
const DAY = 86_400_000;
const paris = (ms: number) => localTimeOf(new Date(Date.now() + ms), 'Europe/Paris');

const answer = (overrides: Partial<ClassMessage> = {}): ClassMessage => ({
  id: 'm1',
  subject: 'Rappel',
  body: 'Le module 3 ouvre.',
  audience: 'learners',
  state: 'sent',
  sendAt: '2026-12-01T08:00:00.000Z',
  sentAt: '2026-12-01T08:00:00.000Z',
  cancelledAt: null,
  author: { id: 't1', displayName: 'Thomas Bernard' },
  mine: true,
  recipients: learners.map((learner) => ({ learner, delivered: true, readAt: null })),
  counts: { recipients: 2, delivered: 2, read: 0 },
  ...overrides,
});

async function open(props: Partial<ComposeMessageDialogProps> = {}) {
  localStorage.setItem('id_token', fakeToken({ sub: 't1', iat: 1, exp: 2 }));
  const onClose = vi.fn();
  const onSent = vi.fn();
  await renderRoutes([
    {
      path: '/',
      element: <ComposeMessageDialog classId="k1" recipients={{ kind: 'learners', learners }} onClose={onClose} onSent={onSent} {...props} />,
    },
  ]);
  return { onClose, onSent, user: userEvent.setup() };
}

describe('ComposeMessageDialog', () => {
  it('names its recipients and starts from the subject and message it is given', async () => {
    mockApi({});
    await open({ initialSubject: 'Module 3', initialBody: 'Pensez à le terminer.' });
    const dialog = screen.getByRole('dialog', { name: 'Envoyer un message' });
    expect(dialog).toHaveAccessibleDescription('À 2 apprenants\u00a0: Léa Martin et Bob Petit');
    expect(within(dialog).getByRole('textbox', { name: 'Objet' })).toHaveValue('Module 3');
    expect(within(dialog).getByRole('textbox', { name: 'Message' })).toHaveValue('Pensez à le terminer.');
    expect(within(dialog).getByRole('radio', { name: 'Envoyer maintenant' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Envoyer à 2 apprenants' })).toBeInTheDocument();
  });

  it('says what is missing on its field, moves the focus there and sends nothing', async () => {
    const { calls } = mockApi({});
    const { user } = await open();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Bonjour');
    await user.click(screen.getByRole('button', { name: 'Envoyer à 2 apprenants' }));
    const subject = screen.getByRole('textbox', { name: 'Objet' });
    expect(subject).toHaveAccessibleDescription('Ce champ est obligatoire.');
    expect(subject).toHaveFocus();
    expect(subject).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('sends now to the learners named, says so and closes', async () => {
    const { calls } = mockApi({ [send]: { status: 201, body: answer() } });
    const { user, onSent, onClose } = await open();
    await user.type(screen.getByRole('textbox', { name: 'Objet' }), ' Rappel ');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Le module 3 ouvre.');
    await user.click(screen.getByRole('button', { name: 'Envoyer à 2 apprenants' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Message envoyé à 2 apprenants.');
    expect(calls[0]?.body).toEqual({ recipients: { learnerIds: ['u1', 'u2'] }, subject: 'Rappel', body: 'Le module 3 ouvre.' });
    expect(onSent).toHaveBeenCalledWith(expect.objectContaining({ id: 'm1' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1), { timeout: 2500 });
  });

  it('schedules at a time typed in Paris time, refusing one past or more than 90 days ahead', async () => {
    const tomorrow = paris(DAY);
    const { calls } = mockApi({
      [send]: { status: 201, body: answer({ state: 'scheduled', sentAt: null, sendAt: instantOfLocalTime(tomorrow, 'Europe/Paris')!.toISOString() }) },
    });
    const { user } = await open({ initialSubject: 'Rappel', initialBody: 'Demain.' });
    await user.click(screen.getByRole('radio', { name: 'Programmer l’envoi' }));
    const when = screen.getByLabelText('Date et heure d’envoi');
    expect(when).toHaveAccessibleDescription('Heure de Paris (Europe/Paris), au plus 90 jours à l’avance.');
    await user.click(screen.getByRole('button', { name: 'Programmer' }));
    expect(when).toHaveAccessibleDescription(/Indiquez la date et l’heure d’envoi\./);
    fireEvent.change(when, { target: { value: paris(-DAY) } });
    await user.click(screen.getByRole('button', { name: 'Programmer' }));
    expect(when).toHaveAccessibleDescription(/Choisissez un moment à venir\./);
    fireEvent.change(when, { target: { value: paris(91 * DAY) } });
    await user.click(screen.getByRole('button', { name: 'Programmer' }));
    expect(when).toHaveAccessibleDescription(/Choisissez un moment dans les 90 prochains jours\./);
    expect(calls).toHaveLength(0);
    fireEvent.change(when, { target: { value: tomorrow } });
    await user.click(screen.getByRole('button', { name: 'Programmer' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/Message programmé pour le .* \(heure de Paris\)\./);
    expect(calls[0]?.body).toEqual({
      recipients: { learnerIds: ['u1', 'u2'] },
      subject: 'Rappel',
      body: 'Demain.',
      sendAt: instantOfLocalTime(tomorrow, 'Europe/Paris')!.toISOString(),
    });
  });

  it('keeps everything typed when the server refuses, saying why where it belongs', async () => {
    let refusal = { code: 'INVALID_SEND_TIME', title: 'Invalid send time', message: 'Too far' };
    mockApi({ [send]: () => ({ status: 422, body: refusal }) });
    const { user } = await open({ recipients: { kind: 'view', view: 'late', search: '', count: 12 } });
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription('Aux 12 apprenants de la vue «\u00a0En retard\u00a0»');
    await user.type(screen.getByRole('textbox', { name: 'Objet' }), 'Relance');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Où en êtes-vous\u202f?');
    await user.click(screen.getByRole('radio', { name: 'Programmer l’envoi' }));
    fireEvent.change(screen.getByLabelText('Date et heure d’envoi'), { target: { value: paris(DAY) } });
    await user.click(screen.getByRole('button', { name: 'Programmer' }));
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Date et heure d’envoi')).toHaveAccessibleDescription(
        /Un message se programme après maintenant et au plus 90 jours à l’avance\./,
      ),
    );
    refusal = { code: 'NO_RECIPIENTS', title: 'No recipients', message: 'None' };
    await user.click(screen.getByRole('radio', { name: 'Envoyer maintenant' }));
    await user.click(screen.getByRole('button', { name: 'Envoyer à 12 apprenants' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Aucun destinataire');
    expect(screen.getByRole('textbox', { name: 'Objet' })).toHaveValue('Relance');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Où en êtes-vous\u202f?');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
