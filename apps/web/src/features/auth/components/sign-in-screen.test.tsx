import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { fakeToken, mockApi } from '../../../test/api-mock';
import { learnerClasses } from '../../../test/class-fixtures';
import { learnerMe } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-app';

const token = fakeToken({ sub: 'u1', iat: 1_700_000_000, exp: 1_700_028_800 });
const signedIn = {
  'POST users/login': { body: { access_token: token } },
  'GET users/me': { body: learnerMe },
  'GET users/me/classes': { body: learnerClasses },
};

async function fillIn(identifier: string, password: string) {
  await userEvent.type(await screen.findByRole('textbox', { name: 'E-mail ou identifiant' }), identifier);
  await userEvent.type(screen.getByLabelText('Mot de passe'), password);
}

describe('sign-in screen', () => {
  it('shows the tenant logo, the heading, labelled fields, the language switch and the submit button', async () => {
    mockApi({});
    await renderRoutes(appRoutes, { path: '/login' });
    const main = await screen.findByRole('main');
    expect(within(main).getByRole('img', { name: 'Académie Démo' })).toHaveAttribute('src', '/api/contexts/demo/assets/logo.svg');
    expect(within(main).getByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
    expect(within(main).getByRole('textbox', { name: 'E-mail ou identifiant' })).toHaveAttribute('autocomplete', 'username');
    expect(within(main).getByLabelText('Mot de passe')).toHaveAttribute('type', 'password');
    expect(within(main).getByRole('button', { name: 'Se connecter' })).toBeEnabled();
    expect(screen.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
  });

  it('checks its fields itself, in the page language, instead of the browser (#20 item 15)', async () => {
    const { calls } = mockApi({});
    await renderRoutes(appRoutes, { path: '/login' });
    const identifier = await screen.findByRole('textbox', { name: 'E-mail ou identifiant' });
    expect(identifier.closest('form')).toHaveAttribute('novalidate');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(identifier).toHaveAccessibleDescription('Entrez votre e-mail ou votre identifiant');
    expect(identifier).toHaveAttribute('aria-invalid', 'true');
    expect(identifier).toHaveFocus();
    expect(screen.getByLabelText('Mot de passe')).toHaveAccessibleDescription('Entrez votre mot de passe');
    expect(calls.some((call) => call.path === 'users/login')).toBe(false);
  });

  it('shows and hides the password with a toggle button', async () => {
    mockApi({});
    await renderRoutes(appRoutes, { path: '/login' });
    const toggle = await screen.findByRole('button', { name: 'Afficher le mot de passe' });
    await userEvent.click(toggle);
    expect(screen.getByLabelText('Mot de passe')).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    expect(screen.getByLabelText('Mot de passe')).toHaveAttribute('type', 'password');
  });

  it('sends an identifier with @ as email, signs in with Enter, stores the session and opens Home', async () => {
    const { calls } = mockApi(signedIn);
    const { router } = await renderRoutes(appRoutes, { path: '/login' });
    await fillIn('learner@demo.test', 'Learner#2026{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.find((call) => call.path === 'users/login')?.body).toEqual({ email: 'learner@demo.test', password: 'Learner#2026' });
    expect(localStorage.getItem('id_token')).toBe(token);
    expect(localStorage.getItem('id_user')).toBe('u1');
    expect(localStorage.getItem('token_lifetime')).toBe('28800');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mes formations' })).toBeInTheDocument();
  });

  it('sends an identifier without @ as username and returns to the last visited path', async () => {
    const { calls } = mockApi(signedIn);
    localStorage.setItem('last_path', '/?tab=past');
    const { router } = await renderRoutes(appRoutes, { path: '/login' });
    await fillIn('lea.martin', 'Learner#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=past'));
    expect(calls.find((call) => call.path === 'users/login')?.body).toEqual({ username: 'lea.martin', password: 'Learner#2026' });
  });

  it('keeps the focus while sending, marked busy and unavailable, and sends once', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const { calls } = mockApi({ 'POST users/login': () => new Promise((resolve) => (answer = resolve)) });
    await renderRoutes(appRoutes, { path: '/login' });
    await fillIn('learner@demo.test', 'x');
    const submit = screen.getByRole('button', { name: 'Se connecter' });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    // Not `disabled`, which would drop the focus to the page (WCAG 2.4.3).
    expect(submit).toHaveFocus();
    await userEvent.click(submit);
    expect(calls.filter((call) => call.path === 'users/login')).toHaveLength(1);
    answer({ status: 401, body: { code: 'UNAUTHORIZED', title: 'Unauthorized', message: 'Unauthorized' } });
    await waitFor(() => expect(submit).not.toHaveAttribute('aria-disabled'));
  });

  it('announces a failure with the normalised message and keeps the typed values', async () => {
    mockApi({ 'POST users/login': { status: 401, body: { code: 'UNAUTHORIZED', title: 'Unauthorized', message: 'Bad credentials' } } });
    const { router } = await renderRoutes(appRoutes, { path: '/login' });
    await fillIn('learner@demo.test', 'wrong{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erreur de connexion');
    expect(alert).toHaveTextContent('E-mail, identifiant ou mot de passe incorrect.');
    expect(screen.getByRole('textbox', { name: 'E-mail ou identifiant' })).toHaveValue('learner@demo.test');
    expect(screen.getByLabelText('Mot de passe')).toHaveValue('wrong');
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('id_token')).toBeNull();
  });

  it('explains too many attempts (429) with its own text, in English too', async () => {
    mockApi({ 'POST users/login': { status: 429, body: { code: 'TOO_MANY_LOGIN_ATTEMPTS', title: 't', message: 'm' } } });
    await renderRoutes(appRoutes, { path: '/login', locale: 'en' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email or username' }), 'lea.martin');
    await userEvent.type(screen.getByLabelText('Password'), 'x{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Login error');
    expect(alert).toHaveTextContent(/^Login errorToo many attempts/);
  });

  it.each([
    ['fr', '8', 'Vous pourrez réessayer dans 8 secondes.'],
    ['fr', '1', 'Vous pourrez réessayer dans 1 seconde.'],
    ['fr', '61', 'Vous pourrez réessayer dans 2 minutes.'],
    ['en', '512', 'You can try again in 9 minutes.'],
    ['en', '59', 'You can try again in 59 seconds.'],
  ] as const)('tells a held-back sign-in (%s, Retry-After %s) how long to wait', async (locale, retryAfter, expected) => {
    mockApi({
      'POST users/login': { status: 429, body: { code: 'TOO_MANY_LOGIN_ATTEMPTS', title: 't', message: 'm' }, headers: { 'Retry-After': retryAfter } },
    });
    await renderRoutes(appRoutes, { path: '/login', locale });
    await userEvent.type(await screen.findByRole('textbox', { name: locale === 'fr' ? 'E-mail ou identifiant' : 'Email or username' }), 'lea.martin');
    await userEvent.type(screen.getByLabelText(locale === 'fr' ? 'Mot de passe' : 'Password'), 'x{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(expected);
  });

  it('says why when an expired session sent the user here', async () => {
    mockApi({ 'GET users/me': { status: 401, body: { code: 'UNAUTHORIZED', title: 't', message: 'm' } } });
    localStorage.setItem('id_token', token);
    await renderRoutes(appRoutes, { path: '/' });
    expect(await screen.findByText('Vous devez vous reconnecter.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
    expect(localStorage.getItem('id_token')).toBeNull();
  });

  it('works by keyboard in the natural order', async () => {
    mockApi({});
    await renderRoutes(appRoutes, { path: '/login' });
    await screen.findByRole('heading', { name: 'Connexion' });
    const order = ['Langue', 'E-mail ou identifiant', 'Mot de passe', 'Afficher le mot de passe', 'Se connecter'];
    for (const name of order) {
      await userEvent.tab();
      expect(document.activeElement).toBe(screen.queryAllByLabelText(name).concat(screen.queryAllByRole('button', { name }))[0]);
    }
  });
});
