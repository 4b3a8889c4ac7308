import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { mockApi } from '../../../test/api-mock';
import { demoContext } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-app';

const withContact = (supportContact: string | null) => ({ ...demoContext, settings: { ...demoContext.settings, supportContact } });

describe('/accessibilite', () => {
  it('follows the RGAA statement, from the one source: state, results per criterion, exceptions, date, contact, remedies', async () => {
    mockApi({});
    await renderRoutes(appRoutes, { path: '/accessibilite', context: withContact('accessibilite@demo.test') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Déclaration d’accessibilité' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${demoContext.name} - Accessibilité`));
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toEqual([
      'État de conformité',
      'Résultats des tests',
      'Contenus non accessibles',
      'Établissement de cette déclaration d’accessibilité',
      'Retour d’information et contact',
      'Voies de recours',
    ]);
    expect(screen.getByText(/partiellement conforme aux WCAG 2.2 de niveau AA/)).toBeInTheDocument();
    const levelA = screen.getByRole('table', { name: 'Critères de niveau A' });
    const focusOrder = within(levelA)
      .getByRole('rowheader', { name: /^2\.4\.3 Parcours du focus/ })
      .closest('tr')!;
    expect(within(focusOrder).getByRole('cell', { name: 'Conforme' })).toBeInTheDocument();
    expect(within(focusOrder).getByText('test automatisé e2e/a11y/player-steps.spec.ts')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Critères de niveau AA' })).getAllByRole('row')).toHaveLength(25);
    expect(screen.getByText(/Solution de contournement\s: Demandez à votre formateur un aménagement de temps/)).toBeInTheDocument();
    expect(screen.getByText('Cette déclaration a été établie en novembre 2026, date du dernier audit.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Écrire à accessibilite@demo.test' })).toHaveAttribute('href', 'mailto:accessibilite@demo.test');
    expect(screen.getByRole('link', { name: 'Écrire un message au Défenseur des droits' })).toHaveAttribute(
      'href',
      'https://formulaire.defenseurdesdroits.fr/',
    );
  });

  it('links a contact page by its host, and tells learners to ask their trainer when the tenant has none, in English too', async () => {
    mockApi({});
    const { unmount } = await renderRoutes(appRoutes, { path: '/accessibilite', context: withContact('https://aide.demo.test/accessibilite'), locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Enforcement procedure' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Report an accessibility problem (aide.demo.test)' })).toHaveAttribute(
      'href',
      'https://aide.demo.test/accessibilite',
    );
    unmount();

    mockApi({});
    await renderRoutes(appRoutes, { path: '/accessibilite', context: withContact(null) });
    expect(await screen.findByText(/Adressez-vous à votre formateur/)).toBeInTheDocument();
  });

  it('is linked from the footer with its state, signed out, and the footer leaves the page by that link', async () => {
    mockApi({});
    await renderRoutes(appRoutes, { path: '/login' });
    const footer = await screen.findByRole('contentinfo');
    await userEvent.click(within(footer).getByRole('link', { name: 'Accessibilité\u00a0: partiellement conforme' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Déclaration d’accessibilité' })).toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Conditions générales d’utilisation' })).toHaveAttribute(
      'href',
      '/legal/mentions',
    );
  });
});
