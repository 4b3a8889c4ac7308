import type { SupportedLocale } from '@espace/domain/locale';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { readToken, saveSession } from '../../../lib/session-storage';
import { fakeToken, mockApi } from '../../../test/api-mock';
import { learnerMe } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-app';

const link = { url: '/api/data-exports/u1?user=u1&expires=4102444800&signature=sig', expiresAt: '2100-01-01T00:00:00.000Z' };
const request = { requestedAt: '2026-11-29T10:00:00.000Z', dueAt: '2026-12-29T10:00:00.000Z' };

async function openProfile(
  answers: Parameters<typeof mockApi>[0],
  { locale = 'fr', me = learnerMe }: { locale?: SupportedLocale; me?: typeof learnerMe } = {},
) {
  const api = mockApi({ 'GET users/me': { body: me }, 'GET users/me/calendar-feed': { body: { feed: null } }, ...answers });
  saveSession(fakeToken({ sub: 'u1', iat: 1, exp: 2 }));
  const rendered = await renderRoutes(appRoutes, { path: '/me', locale });
  const section = await screen.findByRole('region', { name: locale === 'fr' ? 'Mes données' : 'My data' });
  return { ...api, ...rendered, section };
}

/** The addresses the page asked the browser to download. */
function watchDownloads() {
  const downloads: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.getAttribute('href') ?? '');
  });
  return downloads;
}

const posts = (calls: { method: string; path: string; body: unknown }[], path: string) => calls.filter((call) => call.method === 'POST' && call.path === path);

describe('« Mes données » on /me', () => {
  afterEach(() => vi.restoreAllMocks());

  it('downloads the archive through a signed link, its README in the page’s language', async () => {
    const { calls, section } = await openProfile(
      { 'POST users/me/data-export/link': { body: link }, 'GET users/me/erasure': { body: { way: 'self', request: null, lastAdmin: false } } },
      { locale: 'en' },
    );
    const downloads = watchDownloads();
    expect(within(section).getByText(/your answers and scores, your logbook and its attachments/)).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Download all my data (ZIP)' }));
    await waitFor(() => expect(downloads).toEqual([`${link.url}&lang=en`]));
    expect(posts(calls, 'users/me/data-export/link')).toHaveLength(1);
    // The learning records alone are still there, as a part of it.
    expect(within(section).getByRole('heading', { level: 3, name: 'My learning records' })).toBeInTheDocument();
  });

  it('explains what erasing keeps, asks the password and the word, then erases and signs out', async () => {
    const { calls, section, router } = await openProfile({
      'GET users/me/erasure': { body: { way: 'self', request: null, lastAdmin: false } },
      'POST users/me/erasure': { body: { outcome: 'erased' } },
    });
    const erasure = within(section);
    expect(erasure.getByRole('heading', { level: 3, name: 'Supprimer mon compte' })).toBeInTheDocument();
    expect(erasure.getByText(/Vos certificats restent vérifiables, mais ne vous nomment plus/)).toBeInTheDocument();
    await userEvent.click(await erasure.findByRole('button', { name: 'Supprimer mon compte…' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer votre compte\u00a0?' });
    const confirm = within(dialog).getByRole('button', { name: 'Supprimer définitivement' });
    await userEvent.type(within(dialog).getByLabelText('Mot de passe actuel'), 'Learner#2026');
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Tapez SUPPRIMER pour confirmer' }), 'SUPPRIMER');
    await userEvent.click(confirm);

    expect(await screen.findByText('Votre compte a été supprimé.')).toHaveAttribute('role', 'status');
    expect(router.state.location.pathname).toBe('/login');
    expect(readToken()).toBeNull();
    expect(posts(calls, 'users/me/erasure').map((call) => call.body)).toEqual([{ currentPassword: 'Learner#2026' }]);
  });

  it('keeps the dialog and what was typed when the password is wrong', async () => {
    const { section } = await openProfile({
      'GET users/me/erasure': { body: { way: 'self', request: null, lastAdmin: false } },
      'POST users/me/erasure': {
        status: 400,
        body: { code: 'INVALID_CURRENT_PASSWORD', title: 't', message: 'm', path: 'currentPassword', reason: 'wrong' },
      },
    });
    await userEvent.click(await within(section).findByRole('button', { name: 'Supprimer mon compte…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer votre compte\u00a0?' });
    await userEvent.type(within(dialog).getByLabelText('Mot de passe actuel'), 'wrong');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Tapez SUPPRIMER pour confirmer' }), 'SUPPRIMER');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Mot de passe actuel')).toHaveValue('wrong');
    expect(readToken()).not.toBeNull();
  });

  it('asks an admin where the tenant says so, then tells when it will be done', async () => {
    const { calls, section } = await openProfile({
      'GET users/me/erasure': { body: { way: 'request', request: null, lastAdmin: false } },
      'POST users/me/erasure': { body: { outcome: 'requested', request } },
    });
    await userEvent.click(await within(section).findByRole('button', { name: 'Demander la suppression de mon compte…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Demander la suppression de votre compte\u00a0?' });
    expect(dialog).toHaveTextContent('dans un délai d’un mois au plus');
    await userEvent.type(within(dialog).getByLabelText('Mot de passe actuel'), 'Learner#2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await within(section).findByRole('status')).toHaveTextContent(
      'Vous avez demandé la suppression de votre compte le 29 novembre 2026 : elle sera faite au plus tard le 29 décembre 2026.',
    );
    expect(within(section).queryByRole('button', { name: /Demander la suppression/ })).not.toBeInTheDocument();
    expect(posts(calls, 'users/me/erasure')).toHaveLength(1);
  });

  it('tells the tenant’s only admin to name another one first, and offers no deletion', async () => {
    const { section } = await openProfile({ 'GET users/me/erasure': { body: { way: 'self', request: null, lastAdmin: true } } });
    expect(await within(section).findByText(/Vous êtes le seul administrateur de cet espace/)).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /Supprimer mon compte/ })).not.toBeInTheDocument();
  });

  it('asks no password of an account that has none', async () => {
    const { calls, section } = await openProfile(
      {
        'GET users/me/erasure': { body: { way: 'request', request: null, lastAdmin: false } },
        'POST users/me/erasure': { body: { outcome: 'requested', request } },
      },
      { me: { ...learnerMe, hasPassword: false } },
    );
    await userEvent.click(await within(section).findByRole('button', { name: 'Demander la suppression de mon compte…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Demander la suppression de votre compte\u00a0?' });
    expect(within(dialog).queryByLabelText('Mot de passe actuel')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    await waitFor(() => expect(posts(calls, 'users/me/erasure').map((call) => call.body)).toEqual([{}]));
  });
});
