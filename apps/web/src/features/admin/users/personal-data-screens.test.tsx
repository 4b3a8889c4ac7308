import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { saveSession } from '../../../lib/session-storage';
import { fakeToken, mockApi } from '../../../test/api-mock';
import { adminMe } from '../../../test/admin-fixtures';
import { renderRoutes } from '../../../test/render-app';

async function open(path: string, answers: Parameters<typeof mockApi>[0]) {
  const mock = mockApi({ 'GET users/me': { body: adminMe }, ...answers });
  saveSession(fakeToken({ sub: 'a1', iat: 1, exp: 2 }));
  await renderRoutes(appRoutes, { path });
  return mock;
}

const lea = {
  id: 'u1',
  displayName: 'Léa Martin',
  email: 'learner@demo.test',
  username: 'lea.martin',
  roles: [],
  deactivatedAt: null,
  erasedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastActiveAt: '2026-11-20T08:00:00.000Z',
  invitationSentAt: null,
  classes: [],
  companies: [],
  isSelf: false,
  manageable: { account: true, adminRole: true },
  grantableCompanyRoles: [],
};
const usersPage = { 'GET admin/users': { body: { items: [lea], page: 1, pageCount: 1, total: 1 } } };

describe('personal data in the administration (docs/privacy.md)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the erasure requests waiting, oldest first, saying which are late, each leading to its account', async () => {
    await open('/formateur/administration/utilisateurs', {
      ...usersPage,
      'GET admin/privacy-requests': {
        body: {
          items: [
            {
              id: 'r1',
              userId: 'u3',
              displayName: 'Paul Petit',
              email: 'paul@demo.test',
              requestedAt: '2020-01-02T10:00:00.000Z',
              dueAt: '2020-02-02T10:00:00.000Z',
            },
            {
              id: 'r2',
              userId: 'u1',
              displayName: 'Léa Martin',
              email: 'learner@demo.test',
              requestedAt: '2100-01-02T10:00:00.000Z',
              dueAt: '2100-02-02T10:00:00.000Z',
            },
          ],
        },
      },
    });
    const panel = await screen.findByRole('region', { name: '2 demandes de suppression de compte' });
    const [late, due] = within(panel).getAllByRole('listitem');
    expect(late).toHaveTextContent(/Paul Petit.*paul@demo\.test.*en retard depuis le/);
    expect(due).toHaveTextContent(/Léa Martin.*à traiter avant le/);
    expect(within(due!).getByRole('link', { name: 'Léa Martin' })).toHaveAttribute('href', '/formateur/administration/utilisateurs/u1');
  });

  it('shows no panel when no request waits', async () => {
    const { calls } = await open('/formateur/administration/utilisateurs', { ...usersPage, 'GET admin/privacy-requests': { body: { items: [] } } });
    await screen.findByRole('link', { name: 'Léa Martin' });
    await waitFor(() => expect(calls.some((call) => call.path === 'admin/privacy-requests')).toBe(true));
    expect(screen.queryByRole('region', { name: /demande/ })).not.toBeInTheDocument();
  });

  it("downloads a user's archive and anonymises the account once the word is typed", async () => {
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.getAttribute('href') ?? '');
    });
    const { calls } = await open('/formateur/administration/utilisateurs/u1', {
      'GET admin/users/u1': { body: lea },
      'POST admin/users/u1/data-export/link': {
        body: { url: '/api/data-exports/u1?user=a1&expires=4102444800&signature=s', expiresAt: '2100-01-01T00:00:00.000Z' },
      },
      'POST admin/users/u1/erasure': { status: 204 },
    });
    const panel = await screen.findByRole('region', { name: 'Données personnelles' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Télécharger ses données (ZIP)' }));
    await waitFor(() => expect(downloads).toEqual(['/api/data-exports/u1?user=a1&expires=4102444800&signature=s&lang=fr']));

    await userEvent.click(within(panel).getByRole('button', { name: 'Anonymiser ce compte…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Anonymiser le compte de Léa Martin\u00a0?' });
    const confirm = within(dialog).getByRole('button', { name: 'Anonymiser définitivement' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Tapez ANONYMISER pour confirmer' }), 'ANONYMISER');
    await userEvent.click(confirm);
    expect(await within(panel).findByRole('status')).toHaveTextContent('Compte anonymisé.');
    expect(calls.filter((call) => call.method === 'POST' && call.path === 'admin/users/u1/erasure')).toHaveLength(1);
  });

  it("offers nothing of the kind on the admin's own account", async () => {
    await open('/formateur/administration/utilisateurs/u1', { 'GET admin/users/u1': { body: { ...lea, isSelf: true } } });
    await screen.findByRole('heading', { level: 1, name: 'Léa Martin' });
    expect(screen.queryByRole('region', { name: 'Données personnelles' })).not.toBeInTheDocument();
  });
});
