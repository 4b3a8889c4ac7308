import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { scoreBundles } from '../../../components/score/score-bundles';
import { activateLocale, registerFeatureBundles } from '../../../lib/i18n/i18n';
import { badgeImage } from '../../../components/pictures/pictures';
import { dashboardBundles } from '../dashboard-bundles';
import { TestBadgesPage } from './test-badges-page';

beforeAll(async () => {
  await activateLocale('fr');
  await Promise.all([registerFeatureBundles(dashboardBundles), registerFeatureBundles(scoreBundles)]);
});

describe('TestBadgesPage (docs/product/screens-and-routes.md#test-badges)', () => {
  it('draws every badge type at every level and size, each picture named', () => {
    render(<TestBadgesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Test des badges' })).toBeInTheDocument();
    // PI, JOB, COMPETENCY, CERTIFICATION and the generic badge × gold, silver, bronze, none × 48, 80, 128 px.
    expect(screen.getAllByRole('img')).toHaveLength(5 * 4 * 3);
    const job = screen.getByRole('region', { name: 'Métier' });
    const gold = within(job).getByRole('img', { name: 'Métier, Or, 128 px' });
    expect(gold).toHaveAttribute('width', '128');
    expect(gold).toHaveAttribute('src', badgeImage('JOB', 'gold').url);
    expect(within(job).getByRole('img', { name: 'Métier, Pas encore de médaille, 48 px' })).toHaveAttribute('src', badgeImage('JOB', 'none').url);
    const generic = screen.getByRole('region', { name: 'Autre type (badge générique)' });
    expect(within(generic).getByRole('img', { name: 'Autre type (badge générique), Bronze, 80 px' })).toHaveAttribute(
      'src',
      badgeImage('unknown', 'bronze').url,
    );
    // Each level is its own drawing.
    const jobSources = within(job)
      .getAllByRole('img', { name: /, 80 px$/ })
      .map((picture) => picture.getAttribute('src'));
    expect(new Set(jobSources).size).toBe(4);
  });
});
