import type { SupportedLocale } from '@espace/domain/locale';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { saveSession } from '../../../lib/session-storage';
import { fakeToken, mockApi } from '../../../test/api-mock';
import { learnerMe } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-app';

const first = 'https://learn.example/api/calendar/first-token.ics';
const second = 'https://learn.example/api/calendar/second-token.ics';

const openProfile = async (answers: Parameters<typeof mockApi>[0], locale: SupportedLocale = 'fr') => {
  const api = mockApi({ 'GET users/me': { body: learnerMe }, ...answers });
  saveSession(fakeToken({ sub: 'u1', iat: 1, exp: 2 }));
  await renderRoutes(appRoutes, { path: '/me', locale });
  return { ...api, section: await screen.findByRole('region', { name: locale === 'fr' ? 'Ajouter à mon agenda' : 'Add to my calendar' }) };
};
const callsOf = (calls: { method: string; path: string }[], method: string) =>
  calls.filter((call) => call.method === method && call.path === 'users/me/calendar-feed');
/** A clipboard the test reads, or one that refuses. */
const stubClipboard = (writeText: (text: string) => Promise<void>) => {
  const spy = vi.fn(writeText);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: spy }, configurable: true });
  return spy;
};

describe('« Ajouter à mon agenda » on /me', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('makes the link, shows it with its warning, moves the focus to it and copies it', async () => {
    const { calls, section } = await openProfile({
      'GET users/me/calendar-feed': { body: { feed: null } },
      'POST users/me/calendar-feed': { status: 201, body: { url: first, createdAt: '2026-11-28T09:00:00.000Z' } },
    });
    const clipboard = stubClipboard(async () => undefined);
    expect(within(section).getByRole('heading', { level: 3, name: 'S’abonner à un calendrier' })).toBeInTheDocument();
    expect(within(section).getByText(/Outlook, sur le web : Calendrier › « Ajouter un calendrier » › « S’abonner à partir du web »/)).toBeInTheDocument();
    await userEvent.click(await within(section).findByRole('button', { name: 'Créer mon lien d’agenda' }));
    const link = await within(section).findByRole('textbox', { name: 'Lien de mon agenda' });
    expect(link).toHaveValue(first);
    expect(link).toHaveAttribute('readonly');
    expect(link).toHaveAccessibleDescription(/Ce lien est personnel/);
    await waitFor(() => expect(link).toHaveFocus());
    await userEvent.click(within(section).getByRole('button', { name: 'Copier le lien' }));
    expect(clipboard).toHaveBeenCalledWith(first);
    expect(await within(section).findByRole('status')).toHaveTextContent('Lien copié');
    expect(callsOf(calls, 'POST')).toHaveLength(1);
  });

  it('selects the link for the user when the clipboard refuses', async () => {
    const { section } = await openProfile({
      'GET users/me/calendar-feed': { body: { feed: null } },
      'POST users/me/calendar-feed': { status: 201, body: { url: first, createdAt: '2026-11-28T09:00:00.000Z' } },
    });
    stubClipboard(async () => Promise.reject(new Error('denied')));
    await userEvent.click(await within(section).findByRole('button', { name: 'Créer mon lien d’agenda' }));
    await userEvent.click(await within(section).findByRole('button', { name: 'Copier le lien' }));
    expect(await within(section).findByRole('status')).toHaveTextContent('Copie impossible : sélectionnez le lien et copiez-le.');
  });

  it('says a link is out without showing it, and renews it only once the user confirms that the old one stops', async () => {
    const { calls, section } = await openProfile({
      'GET users/me/calendar-feed': { body: { feed: { createdAt: '2026-11-02T09:00:00.000Z' } } },
      'POST users/me/calendar-feed': { status: 201, body: { url: second, createdAt: '2026-11-28T09:00:00.000Z' } },
    });
    expect(await within(section).findByText(/Un lien d’agenda est actif depuis le 2 novembre 2026/)).toBeInTheDocument();
    expect(within(section).queryByRole('textbox')).toBeNull();
    await userEvent.click(within(section).getByRole('button', { name: 'Créer un nouveau lien' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Créer un nouveau lien\u202f?' });
    expect(dialog).toHaveTextContent('L’ancien lien cesse de fonctionner immédiatement');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(callsOf(calls, 'POST')).toHaveLength(0);

    await userEvent.click(within(section).getByRole('button', { name: 'Créer un nouveau lien' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Créer un nouveau lien' }));
    expect(await within(section).findByRole('textbox', { name: 'Lien de mon agenda' })).toHaveValue(second);
    expect(within(section).getByRole('status')).toHaveTextContent('Nouveau lien créé : l’ancien ne fonctionne plus.');
    expect(callsOf(calls, 'POST')).toHaveLength(1);
  });

  it('revokes the link once confirmed, then offers to make one, the focus on that button', async () => {
    const { calls, section } = await openProfile({
      'GET users/me/calendar-feed': { body: { feed: { createdAt: '2026-11-02T09:00:00.000Z' } } },
      'DELETE users/me/calendar-feed': { status: 204 },
    });
    await userEvent.click(await within(section).findByRole('button', { name: 'Supprimer le lien' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer le lien d’agenda\u202f?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer le lien' }));
    expect(await within(section).findByRole('status')).toHaveTextContent('Le lien d’agenda est supprimé.');
    const create = within(section).getByRole('button', { name: 'Créer mon lien d’agenda' });
    await waitFor(() => expect(create).toHaveFocus());
    expect(callsOf(calls, 'DELETE')).toHaveLength(1);
  });

  it('explains a refusal in the user’s language', async () => {
    const { section } = await openProfile({
      'GET users/me/calendar-feed': { body: { feed: null } },
      'POST users/me/calendar-feed': { status: 429, body: { code: 'TOO_MANY_REQUESTS', title: 't', message: 'm' } },
    });
    await userEvent.click(await within(section).findByRole('button', { name: 'Créer mon lien d’agenda' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Trop de demandes en peu de temps. Réessayez dans quelques minutes.');
  });

  it('speaks English', async () => {
    const { section } = await openProfile({ 'GET users/me/calendar-feed': { body: { feed: null } } }, 'en');
    expect(await within(section).findByRole('button', { name: 'Create my calendar link' })).toBeInTheDocument();
    expect(within(section).getByRole('heading', { level: 3, name: 'Subscribing to a calendar' })).toBeInTheDocument();
    expect(within(section).getByText(/Apple Calendar, on iPhone or iPad/)).toBeInTheDocument();
  });
});
