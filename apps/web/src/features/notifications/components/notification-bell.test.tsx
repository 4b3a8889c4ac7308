import type { Notification, Notifications } from '@espace/contracts/notifications';
import type { SupportedLocale } from '@espace/domain/locale';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { saveSession } from '../../../lib/session-storage';
import { fakeToken, type MockAnswer, mockApi } from '../../../test/api-mock';
import { learnerMe } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-app';

const reply: Notification = {
  id: 'n1',
  kind: 'logbook.replied',
  params: { replyId: 'r1', trainer: 'Paul Formateur' },
  target: { screen: 'logbook' },
  createdAt: '2026-11-24T09:30:00.000Z',
  readAt: null,
};
const opened: Notification = {
  id: 'n2',
  kind: 'lesson.opened',
  params: { lessonId: 'l2', course: 'Sécurité' },
  target: { screen: 'lesson', lessonId: 'l2' },
  createdAt: '2026-11-23T09:30:00.000Z',
  readAt: '2026-11-23T10:00:00.000Z',
};
const page = (items: Notification[]): Notifications => ({ items, page: 1, pageCount: 1, total: items.length });

async function openWith({
  unread = 1,
  items = [reply, opened],
  path = '/me',
  locale = 'fr',
  more = {},
}: { unread?: number; items?: Notification[]; path?: string; locale?: SupportedLocale; more?: Record<string, MockAnswer> } = {}) {
  const api = mockApi({
    'GET users/me': { body: learnerMe },
    'GET users/me/notifications/unread-count': { body: { unread } },
    'GET users/me/notifications': { body: page(items) },
    'PATCH users/me/notifications/n1': { body: { ...reply, readAt: '2026-11-24T10:00:00.000Z' } },
    'POST users/me/notifications/read-all': { body: { marked: unread } },
    ...more,
  });
  saveSession(fakeToken({ sub: 'u1', iat: 1, exp: 2 }));
  const view = await renderRoutes(appRoutes, { path, locale });
  return { ...view, api };
}

describe('the notifications’ bell in the header', () => {
  it('says how many are unread in its name, and shows the count as a badge', async () => {
    await openWith({ unread: 3 });
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 non lues' });
    expect(within(bell).getByText('3')).toBeInTheDocument();
  });

  it.each([
    ['fr', 0, 'Notifications', null],
    ['fr', 1, 'Notifications, 1 non lue', '1'],
    ['en', 1, 'Notifications, 1 unread', '1'],
    ['en', 3, 'Notifications, 3 unread', '3'],
    ['en', 100, 'Notifications, more than 99 unread', '99+'],
  ] as const)('in %s with %i unread: « %s », badge %s', async (locale, unread, name, badge) => {
    await openWith({ unread, locale });
    const bell = await screen.findByRole('button', { name });
    if (badge === null) expect(bell).toHaveTextContent(/^$/);
    else expect(bell).toHaveTextContent(badge);
  });

  it('opens a panel of the latest, unread ones marked in words, each a link to its screen; Escape closes it and gives the focus back', async () => {
    await openWith();
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 non lue' });
    await userEvent.click(bell);
    const panel = await screen.findByRole('menu', { name: /^Notifications/ });
    const first = await within(panel).findByRole('menuitem', { name: /Paul Formateur a répondu dans votre carnet de bord/ });
    expect(first).toHaveAttribute('href', '/tableau-de-bord/logbook');
    expect(first).toHaveTextContent('Non lue');
    const second = within(panel).getByRole('menuitem', { name: /Nouveau cours ouvert\s: «\sSécurité\s»/ });
    expect(second).toHaveAttribute('href', '/session/l2');
    expect(second).not.toHaveTextContent('Non lue');
    expect(within(panel).getByRole('menuitem', { name: 'Voir toutes les notifications' })).toHaveAttribute('href', '/notifications');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(bell).toHaveFocus();
  });

  it('marks them all read and stays open', async () => {
    const { api } = await openWith();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 non lue' }));
    const panel = await screen.findByRole('menu', { name: /^Notifications/ });
    await userEvent.click(within(panel).getByRole('menuitem', { name: 'Tout marquer comme lu' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST' && call.path === 'users/me/notifications/read-all')).toBe(true));
    expect(screen.getByRole('menu', { name: /^Notifications/ })).toBeInTheDocument();
  });

  it('marks an unread one read as it leads to its screen', async () => {
    const { api, router } = await openWith();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 non lue' }));
    const panel = await screen.findByRole('menu', { name: /^Notifications/ });
    await userEvent.click(await within(panel).findByRole('menuitem', { name: /Paul Formateur/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tableau-de-bord/logbook'));
    expect(api.calls.find((call) => call.method === 'PATCH')).toMatchObject({ path: 'users/me/notifications/n1', body: { read: true } });
  });

  it('says so when there is none', async () => {
    await openWith({ unread: 0, items: [] });
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    const panel = await screen.findByRole('menu', { name: /^Notifications/ });
    expect(await within(panel).findByText('Aucune notification pour le moment.')).toBeInTheDocument();
    expect(within(panel).getByRole('menuitem', { name: 'Tout marquer comme lu' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('is in the trainer space’s header too', async () => {
    const teacher = { ...learnerMe, classUsers: [{ classId: 'k2', role: 'TEACHER' as const }] };
    await openWith({
      unread: 2,
      path: '/formateur/messages',
      more: { 'GET users/me': { body: teacher }, 'GET trainer/threads': { body: { items: [], unread: 0 } } },
    });
    expect(await screen.findByRole('button', { name: 'Notifications, 2 non lues' })).toBeInTheDocument();
  });
});

describe('the notifications page', () => {
  it('lists them with a way to mark each read or unread, and all read', async () => {
    const { api } = await openWith({ path: '/notifications' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Paul Formateur a répondu dans votre carnet de bord' });
    expect(link).toHaveAttribute('href', '/tableau-de-bord/logbook');
    await userEvent.click(screen.getByRole('button', { name: 'Marquer comme lue\u00a0: Paul Formateur a répondu dans votre carnet de bord' }));
    await waitFor(() => expect(api.calls.find((call) => call.method === 'PATCH')).toMatchObject({ body: { read: true } }));
    expect(screen.getByRole('button', { name: 'Marquer comme non lue\u00a0: Nouveau cours ouvert\u00a0: «\u00a0Sécurité\u00a0»' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tout marquer comme lu' }));
    await waitFor(() => expect(api.calls.some((call) => call.path === 'users/me/notifications/read-all')).toBe(true));
  });
});
