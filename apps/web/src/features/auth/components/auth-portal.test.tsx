import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { fakeToken, mockApi } from '../../../test/api-mock';
import { learnerClasses } from '../../../test/class-fixtures';
import { demoContext, learnerMe } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-app';

const token = fakeToken({ sub: 'u9', iat: 1_700_000_000, exp: 1_700_028_800 });
const withSwitches = (authentication: Partial<typeof demoContext.settings.authentication>, simplePasswordForInvitation = false) => ({
  ...demoContext,
  settings: { ...demoContext.settings, authentication: { ...demoContext.settings.authentication, ...authentication }, simplePasswordForInvitation },
});

async function openRegister() {
  await userEvent.click(await screen.findByRole('button', { name: 'Créer un compte avec un code d’invitation' }));
  expect(screen.getByRole('heading', { level: 1, name: 'Inscription' })).toHaveFocus();
}

async function fillRegister({
  code = 'WELCOME-DEMO',
  username = 'nina.perez',
  email = '',
  password = 'Nina#2026x',
  confirmation,
}: { code?: string; username?: string; email?: string; password?: string; confirmation?: string } = {}) {
  confirmation ??= password;
  if (code) await userEvent.type(screen.getByLabelText('Code d’invitation'), code);
  if (username) await userEvent.type(screen.getByLabelText('Pseudonyme'), username);
  if (email) await userEvent.type(screen.getByLabelText('Adresse e-mail (facultative)'), email);
  if (password) await userEvent.type(screen.getByLabelText('Mot de passe', { selector: 'input' }), password);
  if (confirmation) await userEvent.type(screen.getByLabelText('Confirmation du mot de passe', { selector: 'input' }), confirmation);
}

const submitRegister = () => userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
const errorOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')?.textContent;

describe('authentication portal', () => {
  it('switches modes with named buttons in a group, moving focus to each new heading, and links to the legal pages', async () => {
    mockApi({});
    await renderRoutes(appRoutes, { path: '/login' });
    const group = await screen.findByRole('group', { name: 'Autres options' });
    await userEvent.click(within(group).getByRole('button', { name: 'Mot de passe oublié\u202f?' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toHaveFocus();
    await userEvent.click(within(group).getByRole('button', { name: 'Retour à la connexion' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Connexion' })).toHaveFocus();
    const legal = screen.getByRole('navigation', { name: 'Informations légales, accessibilité et aide' });
    expect(within(legal).getByRole('link', { name: 'Conditions générales d’utilisation' })).toHaveAttribute('href', '/legal/mentions');
    expect(within(legal).getByRole('link', { name: 'Protection des données' })).toHaveAttribute('href', '/legal/protection-des-donnees');
  });

  it('offers registration only when the tenant enables invitation codes, sign-in only with internal authentication, and the single sign-on link when enabled', async () => {
    mockApi({});
    await renderRoutes(appRoutes, { path: '/login', context: withSwitches({ internal: false, invitationCode: false, sso: true }) });
    expect(await screen.findByRole('link', { name: 'Se connecter avec l’authentification unique' })).toHaveAttribute('href', '/api/contexts/demo/oidc/login');
    expect(screen.queryByLabelText('E-mail ou identifiant')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Autres options' })).toBeNull();
  });

  it('sends the recover request and gives the same confirmation whatever the answer', async () => {
    for (const answer of [
      { status: 202, body: {} },
      { status: 404, body: { code: 'NOT_FOUND', title: 't', message: 'm' } },
    ]) {
      const { calls } = mockApi({ 'POST users/password-reset': answer });
      const { unmount } = await renderRoutes(appRoutes, { path: '/login' });
      await userEvent.click(await screen.findByRole('button', { name: 'Mot de passe oublié\u202f?' }));
      await userEvent.type(screen.getByLabelText('Adresse e-mail'), ' someone@demo.test {Enter}');
      expect((await screen.findByText(/^Si un compte correspond à cette adresse/)).closest('[role="status"]')).not.toBeNull();
      expect(calls.find((call) => call.path === 'users/password-reset')?.body).toEqual({ email: 'someone@demo.test' });
      unmount();
    }
  });

  it('refuses an invalid e-mail in the recover form before sending anything', async () => {
    const { calls } = mockApi({});
    await renderRoutes(appRoutes, { path: '/login' });
    await userEvent.click(await screen.findByRole('button', { name: 'Mot de passe oublié\u202f?' }));
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    const email = screen.getByLabelText('Adresse e-mail');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(errorOf(email)).toBe('Saisissez un e-mail valide');
    expect(calls).toHaveLength(0);
  });

  it('checks the registration fields on blur and on submit with the messages of docs/product/accounts.md#password-rules', async () => {
    const { calls } = mockApi({});
    await renderRoutes(appRoutes, { path: '/login' });
    await openRegister();
    await fillRegister({ code: '', username: 'ab', email: 'not-an-email', password: 'simple', confirmation: 'other' });
    await submitRegister();
    expect(errorOf(screen.getByLabelText('Code d’invitation'))).toBe('Entrez votre code d’invitation');
    expect(screen.getByLabelText('Code d’invitation')).toHaveFocus();
    expect(errorOf(screen.getByLabelText('Pseudonyme'))).toBe('Taille requise entre 3 et 60 caractères');
    expect(errorOf(screen.getByLabelText('Adresse e-mail (facultative)'))).toBe('Saisissez un e-mail valide');
    expect(errorOf(screen.getByLabelText('Mot de passe', { selector: 'input' }))).toBe(
      'Doit contenir au moins\u00a0: une majuscule, une minuscule, un chiffre et un caractère spécial',
    );
    expect(errorOf(screen.getByLabelText('Confirmation du mot de passe', { selector: 'input' }))).toBe('Les deux mots de passe ne correspondent pas');
    expect(calls).toHaveLength(0);
  });

  it('accepts a simple password when the tenant allows it for invitation users', async () => {
    const { calls } = mockApi({
      'POST users': { status: 201, body: { access_token: token } },
      'GET users/me': { body: learnerMe },
      'GET users/me/classes': { body: learnerClasses },
    });
    const { router } = await renderRoutes(appRoutes, { path: '/login', context: withSwitches({}, true) });
    await openRegister();
    await fillRegister({ password: 'simple' });
    await submitRegister();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.find((call) => call.path === 'users')?.body).toEqual({ invitationCode: 'WELCOME-DEMO', username: 'nina.perez', password: 'simple' });
    expect(localStorage.getItem('id_token')).toBe(token);
  });

  it.each([
    ['INVALID_INVITATION_CODE', 400, 'Code d’invitation', 'Code d’invitation invalide.'],
    ['UNIQUE_USERNAME', 409, 'Pseudonyme', 'Cet identifiant est déjà utilisé.'],
    ['UNIQUE_USERNAME_OR_EMAIL', 409, 'Adresse e-mail (facultative)', 'Cet identifiant ou cette adresse e-mail est déjà utilisé.'],
    ['INVALID_PASSWORD', 400, 'Mot de passe', 'Le mot de passe ne respecte pas les règles.'],
  ])('shows %s on its field, keeping what was typed', async (code, status, label, message) => {
    mockApi({ 'POST users': { status, body: { code, title: 't', message: 'm' } } });
    await renderRoutes(appRoutes, { path: '/login' });
    await openRegister();
    await fillRegister({ email: 'nina@demo.test' });
    await submitRegister();
    const field = screen.getByLabelText(label, { selector: 'input' });
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(errorOf(field)).toBe(message);
    expect(field).toHaveFocus();
    expect(screen.getByLabelText('Pseudonyme')).toHaveValue('nina.perez');
  });

  it('trades a single sign-on code from the address for a session, then opens Home', async () => {
    const { calls } = mockApi({
      'POST users/sso/exchange': { body: { access_token: token } },
      'GET users/me': { body: learnerMe },
      'GET users/me/classes': { body: learnerClasses },
    });
    const { router } = await renderRoutes(appRoutes, { path: '/login#sso=one-time-code' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.find((call) => call.path === 'users/sso/exchange')?.body).toEqual({ code: 'one-time-code' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mes formations' })).toBeInTheDocument();
  });

  it('reports a refused single sign-on code as a login error', async () => {
    mockApi({ 'POST users/sso/exchange': { status: 401, body: { code: 'UNAUTHORIZED', title: 't', message: 'm' } } });
    const { router } = await renderRoutes(appRoutes, { path: '/login#sso=used' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur de connexion');
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(localStorage.getItem('id_token')).toBeNull();
  });
});
