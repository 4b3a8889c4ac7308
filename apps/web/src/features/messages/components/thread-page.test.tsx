import type { Thread, Threads } from '@espace/contracts/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { registerFeatureBundles } from '../../../lib/i18n/i18n';
import { queryKeys } from '../../../lib/query-keys';
import { fakeToken, type MockAnswer, mockApi } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render-app';
import { messagesBundles } from '../messages-bundles';
import { ThreadPage } from './thread-page';
import { ThreadsPage } from './threads-page';

beforeAll(async () => {
  await registerFeatureBundles(messagesBundles);
});

const trainer = { id: 't1', displayName: 'Thomas Bernard' };
const me = { id: 'u1', displayName: 'Léa Martin' };
const thread = (overrides: Partial<Thread> = {}): Thread => ({
  id: 'th1',
  subject: 'Module 2',
  with: trainer,
  class: { id: 'k1', name: 'Printemps' },
  lastMessageAt: '2026-11-20T10:00:00.000Z',
  canReply: true,
  earlier: 0,
  messages: [
    {
      id: 'm1',
      author: me,
      mine: true,
      subject: 'Module 2',
      body: 'Bonjour, une question.',
      createdAt: '2026-11-19T09:00:00.000Z',
      readAt: '2026-11-19T12:00:00.000Z',
    },
    { id: 'm2', author: trainer, mine: false, subject: null, body: 'Voici la réponse.', createdAt: '2026-11-20T10:00:00.000Z', readAt: null },
    { id: 'm3', author: me, mine: true, subject: null, body: 'Merci !', createdAt: '2026-11-20T11:00:00.000Z', readAt: null },
  ],
  ...overrides,
});

const openThread = (side: 'learner' | 'trainer' = 'learner') => {
  localStorage.setItem('id_token', fakeToken({ sub: 'u1', iat: 1, exp: 2 }));
  return renderRoutes(
    [
      { path: '/messages/:threadId', element: <ThreadPage side={side} threadId="th1" /> },
      { path: '/messages', element: <ThreadsPage side={side} /> },
      { path: '/formateur/messages', element: <ThreadsPage side={side} /> },
    ],
    { path: '/messages/th1' },
  );
};

describe('ThreadPage', () => {
  it('shows the conversation oldest first, whose each message is, and whether mine were read', async () => {
    mockApi({ 'GET users/me/threads/th1': { body: thread() } });
    await openThread();
    expect(await screen.findByRole('heading', { level: 1, name: 'Module 2' })).toBeInTheDocument();
    expect(screen.getByText('Avec Thomas Bernard · Classe Printemps')).toBeInTheDocument();
    const messages = within(screen.getByRole('list', { name: 'Messages de la conversation' })).getAllByRole('article');
    expect(messages.map((message) => message.textContent)).toEqual([
      expect.stringMatching(/^Vous · .* · Lu le .*Objet\s: Module 2Bonjour, une question\.$/),
      expect.stringMatching(/^Thomas Bernard · .*Voici la réponse\.$/),
      expect.stringMatching(/^Vous · .* · Non luMerci !$/),
    ]);
    expect(messages[1]).toHaveAccessibleName(/^Message de Thomas Bernard, le /);
    expect(screen.getByRole('link', { name: 'Tous les messages' })).toHaveAttribute('href', '/messages');
  });

  it.each(['learner', 'trainer'] as const)('has the bell ask again once the %s’s thread is read: the server read its notifications', async (side) => {
    let answer: (value: MockAnswer) => void = () => undefined;
    const path = side === 'learner' ? 'users/me/threads/th1' : 'trainer/threads/th1';
    mockApi({ [`GET ${path}`]: () => new Promise<MockAnswer>((resolve) => (answer = resolve)) });
    const { queryClient } = await openThread(side);
    // What the bell holds before the thread is read: its count and a page of its panel.
    queryClient.setQueryData(queryKeys.unreadNotifications(), { unread: 2 });
    queryClient.setQueryData(queryKeys.notificationsPage(1, 10), { items: [], page: 1, pageCount: 1, total: 2 });
    expect(queryClient.getQueryState(queryKeys.unreadNotifications())?.isInvalidated).toBe(false);
    answer({ body: thread() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Module 2' })).toBeInTheDocument();
    await vi.waitFor(() => expect(queryClient.getQueryState(queryKeys.unreadNotifications())?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(queryKeys.notificationsPage(1, 10))?.isInvalidated).toBe(true);
  });

  it('sends a reply, empties the field and asks the thread again', async () => {
    const { calls } = mockApi({
      'GET users/me/threads/th1': { body: thread() },
      'POST users/me/threads/th1/messages': {
        status: 201,
        body: { id: 'm4', author: me, mine: true, subject: null, body: 'Une autre question.', createdAt: '2026-11-21T09:00:00.000Z', readAt: null },
      },
    });
    await openThread();
    const user = userEvent.setup();
    const field = await screen.findByRole('textbox', { name: 'Votre réponse à Thomas Bernard' });
    expect(field).toHaveAccessibleDescription(/^0 \/ 5\s000 caractères$/);
    await user.type(field, '  Une autre question.  ');
    await user.click(screen.getByRole('button', { name: 'Envoyer la réponse' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Réponse envoyée.');
    expect(field).toHaveValue('');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ body: 'Une autre question.' });
    await vi.waitFor(() => expect(calls.filter((call) => call.path === 'users/me/threads/th1')).toHaveLength(2));
  });

  it('refuses an empty reply on its field and keeps what a refused one said', async () => {
    const { calls } = mockApi({
      'GET users/me/threads/th1': { body: thread() },
      'POST users/me/threads/th1/messages': { status: 429, body: { code: 'TOO_MANY_REQUESTS', title: 'Too many', message: 'Later' } },
    });
    await openThread();
    const user = userEvent.setup();
    const field = await screen.findByRole('textbox', { name: 'Votre réponse à Thomas Bernard' });
    await user.click(screen.getByRole('button', { name: 'Envoyer la réponse' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Écrivez votre réponse avant de l’envoyer.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.type(field, 'Encore moi');
    await user.click(screen.getByRole('button', { name: 'Envoyer la réponse' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(field).toHaveValue('Encore moi');
  });

  it('offers no reply where the tenant does not let learners write to trainers', async () => {
    mockApi({ 'GET users/me/threads/th1': { body: thread({ canReply: false }) } });
    await openThread();
    expect(await screen.findByText('Les réponses aux formateurs ne sont pas ouvertes sur cette plateforme.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says so when the thread is not mine', async () => {
    mockApi({ 'GET users/me/threads/th1': { status: 404, body: { code: 'NOT_FOUND', title: 'Not found', message: 'Not found' } } });
    await openThread();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});

describe('ThreadsPage', () => {
  it('lists my threads, the unread ones marked, each leading to its thread', async () => {
    const threads: Threads = {
      unread: 2,
      items: [
        {
          id: 'th1',
          subject: 'Module 2',
          with: trainer,
          class: null,
          lastMessageAt: '2026-11-20T10:00:00.000Z',
          lastMessage: { excerpt: 'Voici la réponse.', mine: false },
          unread: 2,
        },
        {
          id: 'th2',
          subject: '',
          with: { id: 't2', displayName: 'Olga Autre' },
          class: { id: 'k1', name: 'Printemps' },
          lastMessageAt: '2026-11-18T10:00:00.000Z',
          lastMessage: { excerpt: 'Merci', mine: true },
          unread: 0,
        },
      ],
    };
    mockApi({ 'GET trainer/threads': { body: threads } });
    localStorage.setItem('id_token', fakeToken({ sub: 't1', iat: 1, exp: 2 }));
    await renderRoutes([{ path: '/formateur/messages', element: <ThreadsPage side="trainer" /> }], { path: '/formateur/messages' });
    const list = await screen.findByRole('list', { name: 'Messages' });
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0]!).getByRole('link', { name: 'Module 2 2 non lus' })).toHaveAttribute('href', '/formateur/messages/th1');
    expect(items[0]).toHaveTextContent('Avec Thomas Bernard');
    expect(within(items[1]!).getByRole('link', { name: '(sans objet)' })).toHaveAttribute('href', '/formateur/messages/th2');
    expect(items[1]).toHaveTextContent('Vous : Merci');
    expect(screen.getByText('2 messages non lus')).toBeInTheDocument();
  });
});
