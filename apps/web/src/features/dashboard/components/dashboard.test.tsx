import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { scoreBundles } from '../../../components/score/score-bundles';
import { registerFeatureBundles } from '../../../lib/i18n/i18n';
import { fakeToken, mockApi } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render-app';
import { dashboardBundles } from '../dashboard-bundles';
import { DashboardLayout, type DashboardSwitches } from './dashboard-layout';
import { levels, stats } from '../../../test/dashboard-fixtures';
import { JobsPage } from './jobs-page';
import { LevelsPage } from './levels-page';
import { StatsPage } from './stats-page';

const routesWith = (switches: DashboardSwitches) => [
  {
    path: '/tableau-de-bord',
    element: <DashboardLayout {...switches} />,
    children: [
      { index: true, element: <Navigate to="niveaux" replace /> },
      { path: 'niveaux', element: <LevelsPage /> },
      { path: 'metiers', element: <JobsPage /> },
      { path: 'statistiques', element: <StatsPage /> },
      { path: 'validations', element: <p>{'certificates'}</p> },
      { path: 'certicates', element: <Navigate to="../validations" replace /> },
      { path: 'logbook', element: <p>{'logbook'}</p> },
    ],
  },
];
const certified: DashboardSwitches = { certificationAccess: true, certificationType: 'Attestation' };

beforeAll(async () => {
  await Promise.all([registerFeatureBundles(dashboardBundles), registerFeatureBundles(scoreBundles)]);
});

function setUp() {
  localStorage.setItem('id_token', fakeToken({ sub: 'u1', iat: 1, exp: 2 }));
  return mockApi({ 'GET users/me/dashboard/levels': { body: levels }, 'GET users/me/dashboard/stats': { body: stats } });
}

describe('Dashboard', () => {
  it('redirects to the levels and shows the tabs, certificates labelled by the certification type', async () => {
    setUp();
    const { router } = await renderRoutes(routesWith(certified), { path: '/tableau-de-bord' });
    const tabs = await screen.findByRole('tablist', { name: 'Sections du tableau de bord' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Niveaux', 'Métiers', 'Statistiques', 'Attestations', 'Carnet de bord']);
    expect(router.state.location.pathname).toBe('/tableau-de-bord/niveaux');
    expect(within(tabs).getByRole('tab', { name: 'Niveaux' })).toHaveAttribute('aria-selected', 'true');
  });

  it('hides the certificates tab without certification access and sends its address back to the levels', async () => {
    setUp();
    const { router } = await renderRoutes(routesWith({ certificationAccess: false, certificationType: 'Certificat' }), { path: '/tableau-de-bord/certicates' });
    await screen.findByRole('tablist');
    expect(screen.queryByRole('tab', { name: 'Certificats' })).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/tableau-de-bord/niveaux'));
  });

  it('shows badges with done fraction and signed deltas, the progress rate, the competency tree and the generic competency', async () => {
    setUp();
    await renderRoutes(routesWith(certified), { path: '/tableau-de-bord/niveaux' });
    const badges = await screen.findByRole('heading', { name: 'Mes badges' });
    const list = within(badges.closest('section') as HTMLElement).getAllByRole('listitem');
    expect(list[0]).toHaveTextContent('Score global');
    expect(within(list[0] as HTMLElement).getByRole('img', { name: 'Badge\u00a0: Argent' })).toHaveAttribute('width', '128');
    expect(list[0]).toHaveTextContent(/57\s%\sréalisé/);
    expect(within(list[0] as HTMLElement).getByText(/Évolution\s: \+5\s%/)).toHaveClass('badge-card__delta--positive');
    expect(within(list[1] as HTMLElement).getByText(/Évolution\s: -2\s%|Évolution\s: −2\s%/)).toHaveClass('badge-card__delta--negative');
    expect(screen.getByRole('button', { name: /Taux de progression\s: 1,5 étoile sur 3 \(57,3\s%\)/ })).toBeInTheDocument();
    // The stars' value is written, not only in the tooltip.
    expect(screen.getByText(/^1,5 \/ 3 \(57,3\s%\)$/)).toBeVisible();
    const tree = screen.getByRole('list', { name: 'Mes compétences' });
    expect(within(tree).getByRole('list', { name: 'Sous-compétences de Mathématiques' })).toHaveTextContent('Calcul mental');
    expect(within(tree).getByRole('progressbar', { name: 'Maîtrise de Communication' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('heading', { level: 2, name: 'Savoir-être' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Savoir-être' })).toHaveTextContent('Ponctualité');
  });

  it('moves between tabs with the keyboard and shows the jobs out of 100', async () => {
    setUp();
    const { router } = await renderRoutes(routesWith(certified), { path: '/tableau-de-bord/niveaux' });
    const levelsTab = await screen.findByRole('tab', { name: 'Niveaux' });
    levelsTab.focus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tableau-de-bord/metiers'));
    const jobs = await screen.findByRole('list', { name: 'Mes métiers' });
    expect(jobs).toHaveTextContent('Vente');
    expect(jobs).toHaveTextContent('72 / 100');
  });

  it('draws the statistics for the chosen period with a table of the same numbers', async () => {
    const { calls } = setUp();
    await renderRoutes(routesWith(certified), { path: '/tableau-de-bord/statistiques' });
    expect(await screen.findByRole('img', { name: /Graphique du temps passé, 1\sh 3\smin 3\ss au total/ })).toBeInTheDocument();
    const pages = screen.getByRole('img', { name: /Graphique des pages terminées, 5 au total/ });
    // A value axis in whole pages up to the highest value (4), and in round durations.
    const axisValues = (chart: Element) => [...chart.querySelectorAll('text')].map((text) => text.textContent);
    expect(axisValues(pages)).toEqual(['0', '1', '2', '3', '4', expect.any(String), expect.any(String)]);
    const time = screen.getByRole('img', { name: /^Graphique du temps passé/ });
    expect(axisValues(time).slice(0, 4)).toEqual(['0\u00a0s', '30\u00a0min', '1\u00a0h', '1\u00a0h 30\u00a0min']);
    const table = screen.getByRole('table', { name: 'Mon activité sur la période' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent(/1\sh 2\smin 3\ss/);
    expect(rows[1]).toHaveTextContent(/80\s%/);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Période' }), '6 mois');
    await waitFor(() => expect(calls.at(-1)?.url).toContain('period=6m'));
    expect(
      within(screen.getByRole('combobox', { name: 'Période' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1 semaine', '1 mois', '3 mois', '6 mois', '1 an']);
  });

  it('says there was no activity in the period instead of drawing empty charts', async () => {
    const quiet = { ...stats, points: stats.points.map((point) => ({ ...point, timeSpent: 0, pagesDone: 0, score: { actual: 0, max: 0 }, scoreRatio: 0 })) };
    mockApi({ 'GET users/me/dashboard/levels': { body: levels }, 'GET users/me/dashboard/stats': { body: quiet } });
    await renderRoutes(routesWith(certified), { path: '/tableau-de-bord/statistiques' });
    expect(await screen.findByText(/^Aucune activité sur cette période\./)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^Graphique/ })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('replaces the tabs by a labelled select on phones, without the statistics', async () => {
    setUp();
    const matchMedia = (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    });
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
    try {
      const { router } = await renderRoutes(routesWith(certified), { path: '/tableau-de-bord/niveaux' });
      const select = await screen.findByRole('combobox', { name: 'Section du tableau de bord' });
      expect(screen.queryByRole('tablist')).toBeNull();
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Niveaux', 'Métiers', 'Attestations', 'Carnet de bord']);
      // Choosing moves nothing (WCAG 3.2.2): « Afficher » does.
      await userEvent.selectOptions(select, 'Carnet de bord');
      expect(router.state.location.pathname).toBe('/tableau-de-bord/niveaux');
      await userEvent.click(screen.getByRole('button', { name: 'Afficher' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/tableau-de-bord/logbook'));
      expect(select).toHaveValue('logbook');
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });
});
