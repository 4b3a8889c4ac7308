import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Outlet, type RouteObject, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { leaveSignInAgain } from '../features/auth/session-renewal';
import { apiRequest } from '../lib/api-client';
import { readToken, saveSession } from '../lib/session-storage';
import { fakeToken, mockApi } from '../test/api-mock';
import { learnerMe } from '../test/fixtures';
import { renderRoutes } from '../test/render-app';
import { RouteGuard } from './guard/route-guard';
import { handleRefusedSessions } from './session-refusal';

/** A screen with work under way: a draft typed in it, and a save that calls the API. */
function Draft() {
  const { pathname } = useLocation();
  const [saved, setSaved] = useState<string>('rien');
  const save = () =>
    void apiRequest<{ saved: boolean }>('lessons/l1/pages/current', { method: 'PATCH', body: {} }).then(
      () => setSaved('enregistré'),
      () => setSaved('refusé'),
    );
  return (
    <>
      <p>{`page ${pathname}`}</p>
      <label>
        Brouillon
        <input name="draft" />
      </label>
      <button type="button" onClick={save}>
        Enregistrer
      </button>
      <p role="status">{saved}</p>
    </>
  );
}

function Where({ label }: { label: string }) {
  const notice = (useLocation().state as { notice?: string } | null)?.notice ?? 'none';
  return <p>{`${label} (notice: ${notice})`}</p>;
}

const routes: RouteObject[] = [
  { path: '/login', element: <Where label="login" /> },
  { path: '/403', element: <Where label="forbidden" /> },
  {
    path: '/',
    handle: { routeSet: 'main' },
    element: (
      <RouteGuard>
        <Outlet />
      </RouteGuard>
    ),
    children: [
      { index: true, element: <Where label="home" /> },
      { path: 'dashboard', element: <Draft /> },
    ],
  },
  {
    path: '/session',
    handle: { routeSet: 'embedded' },
    element: (
      <RouteGuard>
        <Outlet />
      </RouteGuard>
    ),
    children: [{ path: ':lessonId', handle: { signInAgainInPlace: true }, element: <Draft /> }],
  },
];

const unauthorized = { status: 401, body: { code: 'UNAUTHORIZED', title: 't', message: 'm' } };
const sessionOf = (sub: string, iat = 1) => ({ body: { access_token: fakeToken({ sub, iat, exp: iat + 3600 }) } });

/** The save is refused once (the session expired), then stored. */
function api(login: { body: unknown }) {
  let refused = false;
  return mockApi({
    'GET users/me': { body: learnerMe },
    'PATCH lessons/l1/pages/current': () => {
      if (refused) return { body: { saved: true } };
      refused = true;
      return unauthorized;
    },
    'POST users/login': login,
  });
}

async function openDraft(path: string) {
  saveSession(fakeToken({ sub: learnerMe.id, iat: 1, exp: 2 }));
  const rendered = await renderRoutes(routes, { path });
  handleRefusedSessions(rendered.router, rendered.queryClient);
  await screen.findByText(`page ${path}`);
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Brouillon' }), 'ma réponse');
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
  return { ...rendered, user };
}

afterEach(() => leaveSignInAgain());

describe('a session refused over the lesson player', () => {
  it('asks to sign in again over the page, keeps what was typed, and sends the waiting call again once signed in', async () => {
    const { calls } = api(sessionOf(learnerMe.id, 10));
    const { user, router } = await openDraft('/session/l1');
    const dialog = await screen.findByRole('dialog', { name: 'Reconnectez-vous pour continuer' });
    expect(dialog).toHaveAccessibleDescription(/Votre session a expiré. Rien n’est perdu/);
    expect(readToken()).toBeNull();
    // The page stays behind it, as it was; the identifier is known, the password is asked.
    expect(screen.getByRole('textbox', { name: 'Brouillon', hidden: true })).toHaveValue('ma réponse');
    expect(screen.getByRole('status', { hidden: true })).toHaveTextContent('rien');
    expect(screen.getByRole('textbox', { name: 'E-mail ou identifiant' })).toHaveValue('learner@demo.test');
    expect(screen.getByLabelText('Mot de passe')).toHaveFocus();

    await user.type(screen.getByLabelText('Mot de passe'), 'Learner#2026');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('status')).toHaveTextContent('enregistré');
    expect(screen.getByRole('textbox', { name: 'Brouillon' })).toHaveValue('ma réponse');
    expect(router.state.location.pathname).toBe('/session/l1');
    expect(calls.find((call) => call.path === 'users/login')?.body).toEqual({ email: 'learner@demo.test', password: 'Learner#2026' });
    // The save went twice: refused, then with the new session.
    expect(calls.filter((call) => call.path === 'lessons/l1/pages/current').map((call) => call.headers.get('Authorization'))).toEqual([
      `Bearer ${fakeToken({ sub: learnerMe.id, iat: 1, exp: 2 })}`,
      `Bearer ${fakeToken({ sub: learnerMe.id, iat: 10, exp: 3610 })}`,
    ]);
  });

  it('says why a sign-in fails and stays, the page still waiting', async () => {
    const { user } = await (async () => {
      api({ ...unauthorized } as { body: unknown });
      return openDraft('/session/l1');
    })();
    await screen.findByRole('dialog', { name: 'Reconnectez-vous pour continuer' });
    await user.type(screen.getByLabelText('Mot de passe'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur de connexion');
    expect(screen.getByRole('dialog', { name: 'Reconnectez-vous pour continuer' })).toBeInTheDocument();
    expect(screen.getByRole('status', { hidden: true })).toHaveTextContent('rien');
  });

  it('leaves for Home when another account signs in over the page, and the waiting call fails', async () => {
    const { user, router } = await (async () => {
      api(sessionOf('u2', 10));
      return openDraft('/session/l1');
    })();
    await screen.findByRole('dialog', { name: 'Reconnectez-vous pour continuer' });
    await user.clear(screen.getByRole('textbox', { name: 'E-mail ou identifiant' }));
    await user.type(screen.getByRole('textbox', { name: 'E-mail ou identifiant' }), 'someone@demo.test');
    await user.type(screen.getByLabelText('Mot de passe'), 'Other#2026');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaves for /login, saying why, on « Changer de compte »', async () => {
    api(sessionOf(learnerMe.id));
    const { user, router } = await openDraft('/session/l1');
    await screen.findByRole('dialog', { name: 'Reconnectez-vous pour continuer' });
    await user.click(screen.getByRole('button', { name: 'Changer de compte' }));
    expect(await screen.findByText('login (notice: auth.session.expired)')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('can be neither escaped nor clicked away', async () => {
    api(sessionOf(learnerMe.id));
    const { user } = await openDraft('/session/l1');
    const dialog = await screen.findByRole('dialog', { name: 'Reconnectez-vous pour continuer' });
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
  });
});

describe('a session refused anywhere else', () => {
  it('leaves for /login at once, saying why', async () => {
    api(sessionOf(learnerMe.id));
    const { router } = await openDraft('/dashboard');
    expect(await screen.findByText('login (notice: auth.session.expired)')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
