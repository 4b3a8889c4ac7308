import type { ClassMessage } from '@espace/contracts/messages';
import type { Roster } from '@espace/contracts/trainer';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { dueDatesBundles } from '../../../components/due-dates/due-dates-bundles';
import { registerFeatureBundles } from '../../../lib/i18n/i18n';
import { fakeToken, mockApi, type MockAnswer } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render-app';
import { trainerBundles } from '../trainer-bundles';
import { ClassRosterPage } from './class-roster-page';

beforeAll(async () => {
  await Promise.all([registerFeatureBundles(trainerBundles), registerFeatureBundles(dueDatesBundles)]);
});

const row = (id: string, displayName: string, late: boolean): Roster['items'][number] => ({
  learner: { id, displayName, email: `${id}@demo.test` },
  status: 'inProgress',
  late,
  progress: 0.5,
  score: { actual: 1, max: 2, ratio: 0.5 },
  timeSpent: 60,
  lastActivityAt: null,
  lessons: [],
});
const roster: Roster = {
  class: { id: 'k1', name: 'Printemps', startAt: null, expireAt: null, period: 'current' },
  courses: [],
  items: [row('u1', 'Léa Martin', true), row('u2', 'Bob Petit', false), row('u3', 'Nora Zed', true)],
  total: 3,
  page: 1,
  pageCount: 1,
  viewCounts: { all: 3, notStarted: 0, inProgress: 3, finished: 0, late: 2 },
};
const sentMessage = (overrides: Partial<ClassMessage>): ClassMessage => ({
  id: 'm1',
  subject: 'Rappel',
  body: 'Le module 3 ouvre.',
  audience: 'late',
  state: 'sent',
  sendAt: '2026-11-20T08:00:00.000Z',
  sentAt: '2026-11-20T08:00:00.000Z',
  cancelledAt: null,
  author: { id: 't1', displayName: 'Thomas Bernard' },
  mine: true,
  recipients: [
    { learner: { id: 'u1', displayName: 'Léa Martin' }, delivered: true, readAt: '2026-11-20T09:00:00.000Z' },
    { learner: { id: 'u3', displayName: 'Nora Zed' }, delivered: true, readAt: null },
  ],
  counts: { recipients: 2, delivered: 2, read: 1 },
  ...overrides,
});

async function open(answers: Record<string, MockAnswer | (() => MockAnswer)> = {}) {
  const mocked = mockApi({
    'GET trainer/classes/k1/roster': { body: roster },
    'GET trainer/classes/k1/messages': { body: { items: [] } },
    'GET classes/k1/due-dates': { body: { classId: 'k1', programs: [] } },
    ...answers,
  });
  localStorage.setItem('id_token', fakeToken({ sub: 't1', iat: 1, exp: 2 }));
  await renderRoutes([{ path: '/formateur/classes/:classId', element: <ClassRosterPage /> }], { path: '/formateur/classes/k1' });
  await screen.findByRole('heading', { level: 1, name: 'Printemps' });
  return { ...mocked, user: userEvent.setup() };
}

describe('messages from the roster', () => {
  it('writes to the learners ticked, across the page', async () => {
    const { user } = await open();
    const send = screen.getByRole('button', { name: 'Envoyer un message' });
    expect(send).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Sélectionner Léa Martin' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sélectionner Nora Zed' }));
    expect(screen.getByText('2 apprenants sélectionnés')).toBeInTheDocument();
    await user.click(send);
    expect(screen.getByRole('dialog', { name: 'Envoyer un message' })).toHaveAccessibleDescription('À 2 apprenants\u00a0: Léa Martin et Nora Zed');
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    // The page's box ticks the rest of the page.
    await user.click(screen.getByRole('checkbox', { name: 'Sélectionner les apprenants de cette page' }));
    expect(screen.getByText('3 apprenants sélectionnés')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Effacer la sélection' }));
    expect(screen.getByRole('checkbox', { name: 'Sélectionner Léa Martin' })).not.toBeChecked();
  });

  it('writes to every learner of the view shown, whatever the page', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Sélectionner les 3 apprenants de la vue «\u00a0Tous\u00a0»' }));
    expect(screen.getByText('Les 3 apprenants de la vue « Tous » sont sélectionnés')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Sélectionner Bob Petit' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Sélectionner Bob Petit' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Envoyer un message' }));
    const dialog = screen.getByRole('dialog', { name: 'Envoyer un message' });
    expect(dialog).toHaveAccessibleDescription('Aux 3 apprenants de la vue «\u00a0Tous\u00a0»');
    expect(within(dialog).getByRole('button', { name: 'Envoyer à 3 apprenants' })).toBeInTheDocument();
  });

  it('lists what was sent to the class, who read it, and cancels my scheduled message', async () => {
    const scheduled = sentMessage({ id: 'm2', subject: 'Demain', state: 'scheduled', sentAt: null, sendAt: '2099-01-01T08:00:00.000Z', audience: 'learners' });
    scheduled.recipients = scheduled.recipients.map((recipient) => ({ ...recipient, delivered: false, readAt: null }));
    scheduled.counts = { recipients: 2, delivered: 0, read: 0 };
    const others = sentMessage({ id: 'm3', subject: 'D’Olga', mine: false, author: { id: 't2', displayName: 'Olga Autre' } });
    const { user, calls } = await open({
      'GET trainer/classes/k1/messages': { body: { items: [scheduled, sentMessage({}), others] } },
      'DELETE trainer/classes/k1/messages/m2': { body: { ...scheduled, state: 'cancelled', cancelledAt: '2026-11-28T08:00:00.000Z' } },
    });
    const section = screen.getByRole('region', { name: 'Messages envoyés' });
    const items = await within(section).findAllByRole('listitem');
    const cards = items.filter((item) => item.classList.contains('sent-message'));
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveTextContent(/Programmé pour le 1er janv\. 2099.*\(heure de Paris\)/);
    expect(cards[1]).toHaveTextContent('2 destinataires (vue « En retard »)');
    expect(cards[1]).toHaveTextContent('lu par 1 sur 2');
    expect(within(cards[1]!).getByText('Léa Martin').parentElement).toHaveTextContent(/lu le/);
    expect(within(cards[1]!).getByText('Nora Zed').parentElement).toHaveTextContent('non lu');
    expect(cards[2]).toHaveTextContent('par Olga Autre');
    // Only my scheduled message may be cancelled.
    expect(within(cards[1]!).queryByRole('button', { name: /Annuler/ })).not.toBeInTheDocument();
    expect(within(cards[2]!).queryByRole('button', { name: /Annuler/ })).not.toBeInTheDocument();
    await user.click(within(cards[0]!).getByRole('button', { name: 'Annuler l’envoi programmé «\u00a0Demain\u00a0»' }));
    await vi.waitFor(() => expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['trainer/classes/k1/messages/m2']));
  });
});
