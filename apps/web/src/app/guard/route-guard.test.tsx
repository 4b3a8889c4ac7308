import { screen, waitFor } from '@testing-library/react';
import { Outlet, type RouteObject, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readToken, saveSession } from '../../lib/session-storage';
import { fakeToken, mockApi } from '../../test/api-mock';
import { learnerMe } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-app';
import { RouteGuard } from './route-guard';

function Where({ label }: { label: string }) {
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice ?? 'none';
  return <p>{`${label} at ${location.pathname} (notice: ${notice})`}</p>;
}

const guarded = (
  <RouteGuard>
    <Outlet />
  </RouteGuard>
);
const routes: RouteObject[] = [
  { path: '/login', element: <Where label="login" /> },
  { path: '/403', element: <Where label="forbidden" /> },
  {
    path: '/',
    handle: { routeSet: 'main' },
    element: guarded,
    children: [
      { index: true, element: <Where label="home" /> },
      { path: 'staff', handle: { permission: 'grains|client' }, element: <Where label="staff" /> },
    ],
  },
  {
    path: '/session',
    handle: { routeSet: 'embedded' },
    element: guarded,
    children: [
      { index: true, element: <Where label="session" /> },
      { path: 'staff', handle: { permission: 'grains' }, element: <Where label="staff session" /> },
    ],
  },
];

const signIn = () => saveSession(fakeToken({ sub: 'u1', iat: 1, exp: 2 }));

describe('RouteGuard', () => {
  it('sends a visitor without session from a main route to /login', async () => {
    const { calls } = mockApi({});
    await renderRoutes(routes, { path: '/' });
    expect(await screen.findByText('login at /login (notice: none)')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends a visitor without session from an embedded route to /403', async () => {
    mockApi({});
    await renderRoutes(routes, { path: '/session' });
    expect(await screen.findByText('forbidden at /403 (notice: none)')).toBeInTheDocument();
  });

  it('opens a route whose permission admits the user domain, calling users/me once', async () => {
    const { calls } = mockApi({ 'GET users/me': { body: learnerMe } });
    signIn();
    const { router } = await renderRoutes(routes, { path: '/' });
    expect(await screen.findByText('home at / (notice: none)')).toBeInTheDocument();
    await router.navigate('/session');
    expect(await screen.findByText('session at /session (notice: none)')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === 'users/me')).toHaveLength(1);
  });

  it('refuses a domain the permission does not list: main → /login, embedded → /403', async () => {
    mockApi({ 'GET users/me': { body: learnerMe } });
    signIn();
    const { router } = await renderRoutes(routes, { path: '/staff' });
    expect(await screen.findByText('login at /login (notice: none)')).toBeInTheDocument();
    await router.navigate('/session/staff');
    expect(await screen.findByText('forbidden at /403 (notice: none)')).toBeInTheDocument();
  });

  it('forgets a token the API refuses and asks to sign in again', async () => {
    mockApi({ 'GET users/me': { status: 401, body: { code: 'UNAUTHORIZED', title: 't', message: 'm' } } });
    signIn();
    await renderRoutes(routes, { path: '/' });
    expect(await screen.findByText('login at /login (notice: auth.session.expired)')).toBeInTheDocument();
    await waitFor(() => expect(readToken()).toBeNull());
  });

  it('explains a failed account load instead of redirecting', async () => {
    mockApi({ 'GET users/me': { status: 500, body: { code: 'INTERNAL_ERROR', title: 't', message: 'm' } } });
    signIn();
    await renderRoutes(routes, { path: '/' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur lors du chargement de votre compte, veuillez recharger la page et réessayer.');
    expect(screen.getByRole('button', { name: 'Recharger la page' })).toBeInTheDocument();
  });
});
