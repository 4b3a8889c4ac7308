import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../lib/session-storage';
import { fakeToken, mockApi } from '../../test/api-mock';
import { learnerClasses } from '../../test/class-fixtures';
import { levels } from '../../test/dashboard-fixtures';
import { badgeCredential, demoContext, learnerMe } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-app';
import { appRoutes } from '../routes';

async function openLevels(badgeCredentials: boolean) {
  const mock = mockApi({
    'GET users/me': { body: learnerMe },
    'GET users/me/classes': { body: learnerClasses },
    'GET users/me/dashboard/levels': { body: levels },
    'GET users/me/badge-credentials': { body: { items: [badgeCredential('b1')] } },
  });
  saveSession(fakeToken({ sub: 'u1', iat: 1, exp: 2 }));
  await renderRoutes(appRoutes, { path: '/tableau-de-bord/niveaux', context: { ...demoContext, settings: { ...demoContext.settings, badgeCredentials } } });
  await screen.findByRole('heading', { level: 2, name: 'Mes badges' });
  return mock;
}

describe('/tableau-de-bord/niveaux', () => {
  it('shows the badges to share at the end of the levels where the tenant issues them', async () => {
    await openLevels(true);
    const section = await screen.findByRole('region', { name: 'Mes badges à partager' });
    const list = await within(section).findByRole('list', { name: 'Mes badges à partager' });
    expect(within(list).getByRole('link', { name: 'Page publique du badge «\u00a0Or — Vente\u00a0»' })).toHaveAttribute('href', '/credentials/b1');
    // Last: the levels first, then what the learner may take away.
    const competencies = screen.getByRole('heading', { level: 2, name: 'Mes compétences' });
    expect(competencies.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no such section, and asks for none, where the tenant does not', async () => {
    const { calls } = await openLevels(false);
    expect(screen.getByRole('heading', { level: 2, name: 'Mes compétences' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Mes badges à partager' })).toBeNull();
    expect(calls.some((call) => call.path === 'users/me/badge-credentials')).toBe(false);
  });
});
