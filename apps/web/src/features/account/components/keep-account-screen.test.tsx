import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { saveSession } from '../../../lib/session-storage';
import { fakeToken, mockApi } from '../../../test/api-mock';
import { learnerMe } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-app';

// One token a test: a kept account's request is remembered by token for the page's lifetime (the module's).
const tokenOf = (name: string) => `${name}-${'k'.repeat(40)}`;
const keepCalls = (calls: { method: string; path: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'POST' && call.path === 'account-retention/keep');
const notFound = { status: 404, body: { code: 'NOT_FOUND', title: 'Not found', message: 'No such token' } };

describe('/garder-mon-compte#token (docs/privacy.md#retention)', () => {
  it('keeps the account as soon as it opens, says so, and leads to sign in', async () => {
    const token = tokenOf('kept');
    const { calls } = mockApi({ 'POST account-retention/keep': { status: 204 } });
    const { router } = await renderRoutes(appRoutes, { path: `/garder-mon-compte#${token}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Garder mon compte' })).toBeInTheDocument();
    const status = (await screen.findByText('Votre compte est conservé')).closest('[role="status"]');
    expect(status).toHaveTextContent('Il ne sera pas anonymisé. Pour le garder à l’avenir, il suffit de vous connecter de temps en temps.');
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
    // The token leaves the address bar; it was sent once, in the body.
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(keepCalls(calls).map((call) => call.body)).toEqual([{ token }]);
  });

  it('leads whoever is signed in here to Home', async () => {
    mockApi({ 'GET users/me': { body: learnerMe }, 'POST account-retention/keep': { status: 204 } });
    saveSession(fakeToken({ sub: learnerMe.id, iat: 1, exp: 2 }));
    await renderRoutes(appRoutes, { path: `/garder-mon-compte#${tokenOf('home')}` });
    expect(await screen.findByText('Votre compte est conservé')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aller à l’accueil' })).toHaveAttribute('href', '/');
  });

  it('says a link the server no longer knows is not valid any more, and offers no retry', async () => {
    const { calls } = mockApi({ 'POST account-retention/keep': notFound });
    await renderRoutes(appRoutes, { path: `/garder-mon-compte#${tokenOf('used')}` });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ce lien n’est plus valable.');
    expect(alert).toHaveTextContent('Il a déjà servi, le compte a été utilisé depuis l’e-mail (il est alors déjà conservé), ou il a été anonymisé.');
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toBeInTheDocument();
    expect(keepCalls(calls)).toHaveLength(1);
  });

  it('says at once that a link without a token is not valid, and sends nothing', async () => {
    const { calls } = mockApi({});
    await renderRoutes(appRoutes, { path: '/garder-mon-compte' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce lien n’est plus valable.');
    expect(keepCalls(calls)).toHaveLength(0);
  });

  it('says another failure as it is, and tries again on demand', async () => {
    let answers = 0;
    const { calls } = mockApi({
      'POST account-retention/keep': () => {
        answers += 1;
        return answers === 1 ? { status: 503, body: { code: 'SERVICE_UNAVAILABLE', title: 'Unavailable', message: 'm' } } : { status: 204 };
      },
    });
    await renderRoutes(appRoutes, { path: `/garder-mon-compte#${tokenOf('retry')}` });
    expect(await screen.findByRole('alert')).not.toHaveTextContent('Ce lien n’est plus valable.');
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Votre compte est conservé')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(keepCalls(calls)).toHaveLength(2);
  });

  it('sends the token once, even when React mounts the screen twice (StrictMode)', async () => {
    const { calls } = mockApi({ 'POST account-retention/keep': { status: 204 } });
    await renderRoutes(appRoutes, { path: `/garder-mon-compte#${tokenOf('strict')}`, strictMode: true });
    expect(await screen.findByText('Votre compte est conservé')).toBeInTheDocument();
    expect(keepCalls(calls)).toHaveLength(1);
  });

  it('speaks English', async () => {
    mockApi({ 'POST account-retention/keep': { status: 204 } });
    await renderRoutes(appRoutes, { path: `/garder-mon-compte#${tokenOf('english')}`, locale: 'en' });
    expect(await screen.findByText('Your account is kept')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });
});
