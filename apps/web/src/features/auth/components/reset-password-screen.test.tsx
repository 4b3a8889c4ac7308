import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { saveSession } from '../../../lib/session-storage';
import { fakeToken, mockApi } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render-app';

const resetUser = { 'GET users/password-reset/abc': { body: { email: 'learner@demo.test', displayName: 'Léa Martin' } } };
const passwordInput = () => screen.getByLabelText('Nouveau mot de passe', { selector: 'input' });
const errorOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')?.textContent;

afterEach(() => vi.useRealTimers());

describe('/reset/:token', () => {
  it.each([
    [403, 'Lien expiré'],
    [401, 'Lien invalide ou expiré'],
    [500, 'Vous devez vous reconnecter.'],
  ])('answers %i with “%s”, forces logout and offers a new link', async (status, message) => {
    const { calls } = mockApi({ 'GET users/password-reset/abc': { status, body: { code: 'X', title: 't', message: 'm' } } });
    saveSession(fakeToken({ sub: 'u1', iat: 1, exp: 2 }));
    const { router } = await renderRoutes(appRoutes, { path: '/reset/abc' });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(localStorage.getItem('id_token')).toBeNull();
    expect(router.state.location.pathname).toBe('/reset/abc');
    expect(screen.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute('href', '/reset/');
    expect(calls.some((call) => call.path === 'users/me')).toBe(false);
  });

  it('trims the field as the user types and shows the reset rules live', async () => {
    mockApi(resetUser);
    await renderRoutes(appRoutes, { path: '/reset/abc' });
    expect(await screen.findByText('Compte : Léa Martin (learner@demo.test)')).toBeInTheDocument();
    await userEvent.type(passwordInput(), ' abc ');
    expect(passwordInput()).toHaveValue('abc');
    expect(passwordInput()).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf(passwordInput())).toBe(
      'Taille requise entre 6 et 254 caractères Doit contenir au moins\u00a0: une majuscule, une minuscule, un chiffre et un caractère spécial',
    );
    await userEvent.type(passwordInput(), 'DEF#12');
    expect(passwordInput()).not.toHaveAttribute('aria-invalid');
  });

  it('saves the new password, ends the form, logs out and shows the success for 7 s with a way to sign in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = mockApi({ ...resetUser, 'PATCH users/password-reset/abc': { status: 204 } });
    saveSession(fakeToken({ sub: 'u1', iat: 1, exp: 2 }));
    await renderRoutes(appRoutes, { path: '/reset/abc' });
    await userEvent.type(await screen.findByLabelText('Nouveau mot de passe', { selector: 'input' }), 'Nouveau#2026{Enter}');
    const success = 'Votre mot de passe a bien été mis à jour ! Vous pouvez désormais vous connecter';
    // The app also keeps an (empty) offline live region: look for the status that says it.
    await waitFor(() => expect(screen.getByText(success).closest('[role="status"]')).not.toBeNull());
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ password: 'Nouveau#2026' });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByLabelText('Nouveau mot de passe', { selector: 'input' })).toBeNull();
    expect(localStorage.getItem('id_token')).toBeNull();
    expect(screen.getByRole('link', { name: 'Aller à la connexion' })).toHaveAttribute('href', '/login');
    act(() => vi.advanceTimersByTime(6900));
    expect(screen.getByText(success).closest('[role="status"]')).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText(success)).toBeNull();
    expect(screen.getByRole('link', { name: 'Aller à la connexion' })).toBeInTheDocument();
  });

  it('shows INVALID_PASSWORD from the server on the field', async () => {
    mockApi({ ...resetUser, 'PATCH users/password-reset/abc': { status: 400, body: { code: 'INVALID_PASSWORD', title: 't', message: 'm' } } });
    await renderRoutes(appRoutes, { path: '/reset/abc' });
    await userEvent.type(await screen.findByLabelText('Nouveau mot de passe', { selector: 'input' }), 'Nouveau#2026{Enter}');
    await waitFor(() => expect(errorOf(passwordInput())).toBe('Le mot de passe ne respecte pas les règles.'));
    expect(passwordInput()).toHaveValue('Nouveau#2026');
  });

  it('asks for the e-mail on /reset/ without a token', async () => {
    mockApi({});
    await renderRoutes(appRoutes, { path: '/reset/', locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send the link' })).toBeInTheDocument();
  });
});
