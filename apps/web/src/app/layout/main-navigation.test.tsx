import type { Context } from '@espace/contracts/context';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../lib/session-storage';
import { fakeToken, mockApi } from '../../test/api-mock';
import { demoContext, learnerMe } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-app';
import { appRoutes } from '../routes';

const openProfile = async (context?: Context) => {
  mockApi({ 'GET users/me': { body: learnerMe } });
  saveSession(fakeToken({ sub: 'u1', iat: 1, exp: 2 }));
  await renderRoutes(appRoutes, { path: '/me', ...(context === undefined ? {} : { context }) });
  await screen.findByRole('heading', { level: 1, name: /profil|profile/i });
  return screen.getByRole('navigation', { name: /Navigation principale|Main navigation/ });
};

describe('main navigation (#15 item 1)', () => {
  it('leads to My courses, the dashboard, my messages, the profile and signing out, and marks the current page', async () => {
    const navigation = await openProfile();
    expect(within(navigation).getByRole('link', { name: 'Mes formations' })).toHaveAttribute('href', '/');
    expect(within(navigation).getByRole('link', { name: 'Tableau de bord' })).toHaveAttribute('href', '/tableau-de-bord');
    expect(within(navigation).getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/messages');
    const profile = within(navigation).getByRole('link', { name: 'Mon profil Léa Martin' });
    expect(profile).toHaveAttribute('href', '/me');
    expect(profile).toHaveAttribute('aria-current', 'page');
    expect(within(navigation).getByRole('link', { name: 'Mes formations' })).not.toHaveAttribute('aria-current');
    expect(within(navigation).getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();
  });

  it('opens and closes the phone menu from one button, Escape giving focus back to it', async () => {
    const navigation = await openProfile();
    const menu = within(navigation).getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(navigation).toHaveAttribute('data-open', 'true');
    await userEvent.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });

  it('takes the tenant’s wording', async () => {
    const context = { ...demoContext, metas: { ...demoContext.metas, labels: { fr: { 'layout.myCourses': 'Mes parcours' } } } };
    const navigation = await openProfile(context);
    expect(within(navigation).getByRole('link', { name: 'Mes parcours' })).toHaveAttribute('href', '/');
  });

  it('offers the trainer space to a learner who also teaches, and My courses back from there', async () => {
    const both = {
      ...learnerMe,
      classUsers: [
        { classId: 'k1', role: 'STUDENT' as const },
        { classId: 'k2', role: 'TEACHER' as const },
      ],
    };
    mockApi({ 'GET users/me': { body: both }, 'GET trainer/threads': { body: { items: [], unread: 0 } } });
    saveSession(fakeToken({ sub: 'u1', iat: 1, exp: 2 }));
    await renderRoutes(appRoutes, { path: '/me' });
    await screen.findByRole('heading', { level: 1, name: /profil|profile/i });
    const navigation = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(within(navigation).getByRole('link', { name: 'Espace formateur' })).toHaveAttribute('href', '/formateur/classes');
  });

  it('refuses the trainer space to a learner (403)', async () => {
    mockApi({ 'GET users/me': { body: learnerMe } });
    saveSession(fakeToken({ sub: 'u1', iat: 1, exp: 2 }));
    await renderRoutes(appRoutes, { path: '/formateur/classes' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Accès restreint' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Espace formateur' })).not.toBeInTheDocument();
  });
});
