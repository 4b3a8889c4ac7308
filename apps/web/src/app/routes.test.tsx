import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { documentTitleOverride } from '../lib/document-title';
import { saveSession } from '../lib/session-storage';
import { fakeToken, mockApi } from '../test/api-mock';
import { learnerClasses } from '../test/class-fixtures';
import { baseAnswers, lessonId, lessonPage, preparePlayer } from '../test/lesson-fixtures';
import { demoContext, learnerMe } from '../test/fixtures';
import { renderRoutes } from '../test/render-app';
import { appRoutes } from './routes';

const signIn = () => saveSession(fakeToken({ sub: 'u1', iat: 1, exp: 2 }));

describe('app routes', () => {
  it("titles the page '{context name} - {route title}'", async () => {
    mockApi({});
    await renderRoutes(appRoutes, { path: '/login' });
    await screen.findByRole('heading', { level: 1, name: 'Connexion' });
    await waitFor(() => expect(document.title).toBe('Académie Démo - Connexion'));
  });

  it("titles the certificates page with the tenant's certification type, like its tab (#15 item 13)", async () => {
    mockApi({ 'GET users/me': { body: learnerMe }, 'GET users/me/certificates': { body: { certificationType: 'Attestation', items: [] } } });
    signIn();
    const context = { ...demoContext, settings: { ...demoContext.settings, certificationType: 'Attestation' as const } };
    await renderRoutes(appRoutes, { path: '/tableau-de-bord/validations', context });
    await waitFor(() => expect(document.title).toBe('Académie Démo - Mes attestations'));
  });

  it("titles a screen that titles itself '{its title} - {context name}': a lesson step (#20 item 2)", async () => {
    mockApi({});
    await renderRoutes(appRoutes, { path: '/login' });
    await screen.findByRole('heading', { level: 1, name: 'Connexion' });
    act(() => documentTitleOverride.set('Les bons réflexes - Accueillir un client'));
    await waitFor(() => expect(document.title).toBe('Les bons réflexes - Accueillir un client - Académie Démo'));
    act(() => documentTitleOverride.set(null));
    await waitFor(() => expect(document.title).toBe('Académie Démo - Connexion'));
  });

  it("titles the page 'Espace Apprenant' without a context", async () => {
    mockApi({});
    await renderRoutes(appRoutes, { path: '/login', context: null, locale: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await waitFor(() => expect(document.title).toBe('Espace Apprenant'));
  });

  it("keeps a lesson's first address and its pages on one route: Next opens a page without waiting for a route to load (#21)", () => {
    const lesson = matchRoutes(appRoutes, '/session/l1')?.at(-1)?.route;
    const page = matchRoutes(appRoutes, '/session/l1/page/p2');
    expect(lesson?.lazy).toBeDefined();
    expect(page?.map((match) => match.route)).toContain(lesson);
    expect(page?.at(-1)?.params).toEqual({ id: 'l1', pageId: 'p2' });
    expect(page?.at(-1)?.route.lazy).toBeUndefined();
  });

  it("renders a lesson's page address without React Router's warning of a route with nothing to render (#21)", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const page = lessonPage();
      mockApi({ ...baseAnswers, [`GET lessons/${lessonId}/pages/current`]: { body: page } });
      await preparePlayer();
      await renderRoutes(appRoutes, { path: `/session/${lessonId}/page/${page.id}` });
      expect(await screen.findByRole('button', { name: 'Suivant' })).toBeInTheDocument();
      expect(warn.mock.calls.map((call) => String(call[0])).filter((message) => message.includes('does not have an element'))).toEqual([]);
    } finally {
      warn.mockRestore();
    }
  });

  it('redirects an unknown path to /404: an illustration and the way back, named by where it leads', async () => {
    mockApi({});
    const { router } = await renderRoutes(appRoutes, { path: '/nowhere/at/all' });
    expect(await screen.findByRole('img', { name: 'Illustration\u00a0: une carte au trésor sans trésor' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
    expect(screen.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Retour à Mes formations' }));
    // Home needs a session, so the way back ends on the sign-in screen here.
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('never remembers an unknown address, so sign-in does not lead back to /404', async () => {
    mockApi({});
    const { router } = await renderRoutes(appRoutes, { path: '/no-such-page' });
    await screen.findByRole('heading', { level: 1, name: 'Page introuvable' });
    expect(router.state.location.pathname).toBe('/404');
    expect(localStorage.getItem('last_path')).toBeNull();
  });

  it("shows 'Accès restreint' on /403", async () => {
    mockApi({});
    await renderRoutes(appRoutes, { path: '/403', locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Restricted access' })).toBeInTheDocument();
  });

  it('renders the signed-in layout: skip link, logo, app name, language switch, user name, logout', async () => {
    const { calls } = mockApi({ 'GET users/me': { body: learnerMe }, 'GET users/me/classes': { body: learnerClasses }, 'POST users/logout': { status: 204 } });
    signIn();
    const { router, queryClient } = await renderRoutes(appRoutes, { path: '/' });
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByText('Léa Martin')).toBeInTheDocument();
    expect(within(banner).getByRole('img', { name: 'Académie Démo' })).toBeInTheDocument();
    expect(within(banner).getByText('Espace Apprenant')).toBeInTheDocument();
    expect(within(banner).getByRole('combobox', { name: 'Langue' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aller au contenu' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Académie Démo - Mes formations'));
    expect(localStorage.getItem('last_path')).toBe('/');

    await userEvent.click(within(banner).getByRole('button', { name: 'Se déconnecter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('id_token')).toBeNull();
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.data !== undefined),
    ).toEqual([]);
    expect(calls.filter((call) => call.method === 'POST' && call.path === 'users/logout')).toHaveLength(1);
    expect(calls.filter((call) => call.path === 'users/me')).toHaveLength(1);
  });

  it('lets a keyboard user skip to the main content', async () => {
    mockApi({ 'GET users/me': { body: learnerMe }, 'GET users/me/classes': { body: learnerClasses } });
    signIn();
    await renderRoutes(appRoutes, { path: '/' });
    await screen.findByText('Léa Martin');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Aller au contenu' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
