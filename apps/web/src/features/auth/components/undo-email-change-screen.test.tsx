import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { saveSession } from '../../../lib/session-storage';
import { fakeToken, mockApi } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render-app';

describe('/annulation-email#token', () => {
  it('sends the token from the fragment in the body, once, signs this browser out and offers a new password', async () => {
    const { calls } = mockApi({ 'POST users/email-change/undo': { status: 204 } });
    saveSession(fakeToken({ sub: 'u1', iat: 1, exp: 2 }));
    const { router } = await renderRoutes(appRoutes, { path: '/annulation-email#und-o_1' });
    expect(
      await screen.findByText(
        'C’est fait : votre ancienne adresse e-mail est de nouveau celle de votre compte. Toutes ses sessions ont été fermées et son mot de passe effacé.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Choisissez un nouveau mot de passe pour vous reconnecter : le lien sera envoyé à cette adresse.')).toBeInTheDocument();
    const posts = calls.filter((call) => call.path === 'users/email-change/undo');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ token: 'und-o_1' });
    expect(posts[0]?.url).not.toContain('und-o_1');
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(localStorage.getItem('id_token')).toBeNull();
    expect(screen.getByRole('link', { name: 'Choisir un nouveau mot de passe' })).toHaveAttribute('href', '/reset/');
    expect(screen.getByRole('link', { name: 'Aller à la connexion' })).toHaveAttribute('href', '/login');
    expect(document.title).toBe('Académie Démo - Annulation du changement d’adresse e-mail');
  });

  it.each([
    [403, 'Forbidden', 'Ce lien a expiré : le changement d’adresse ne peut plus être annulé ainsi.'],
    [401, 'UNAUTHORIZED', 'Ce lien n’est pas valide ou a déjà servi.'],
    [409, 'UNIQUE_USERNAME_OR_EMAIL', 'Cette adresse appartient désormais à un autre compte : elle n’a pas pu être rétablie.'],
  ])('explains a link refused with %i', async (status, code, text) => {
    mockApi({ 'POST users/email-change/undo': { status, body: { code, title: 't', message: 'm' } } });
    await renderRoutes(appRoutes, { path: `/annulation-email#refused-${status}` });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(alert).toHaveTextContent('Si quelqu’un d’autre utilise votre compte, contactez votre organisme de formation.');
    expect(screen.queryByRole('link', { name: 'Choisir un nouveau mot de passe' })).toBeNull();
  });

  it('says an incomplete link is not valid without asking the server', async () => {
    const { calls } = mockApi({});
    await renderRoutes(appRoutes, { path: '/annulation-email' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce lien n’est pas valide ou a déjà servi.');
    expect(calls.filter((call) => call.path === 'users/email-change/undo')).toHaveLength(0);
  });
});
