import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render-app';
import { LegalPage } from './legal-page';

const doc = {
  version: '1.2',
  date: '2026-01-05',
  content: '<h2>Objet</h2><p onclick="alert(1)">Texte<script>alert(2)</script></p><a href="javascript:alert(3)">lien</a>',
};

describe('LegalPage', () => {
  it('shows the title, the version, the localised date and the sanitised content', async () => {
    mockApi({});
    const { container } = await renderRoutes(
      [
        { path: '/legal', element: <LegalPage title="Conditions" document={doc} languageSwitch={null} /> },
        { path: '/', element: <p>home</p> },
      ],
      { path: '/legal' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Conditions' })).toBeInTheDocument();
    expect(screen.getByText('Version 1.2')).toBeInTheDocument();
    expect(screen.getByText('Mise à jour le 5 janvier 2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Objet' })).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onclick]')).toBeNull();
    expect(screen.getByText('lien')).not.toHaveAttribute('href', 'javascript:alert(3)');
    await userEvent.click(screen.getByRole('button', { name: 'Retour à l’accueil' }));
    expect(await screen.findByText('home')).toBeInTheDocument();
  });

  it('says when the tenant has not published the document, in English too', async () => {
    mockApi({});
    await renderRoutes([{ path: '/', element: <LegalPage title="Terms" document={null} languageSwitch={null} /> }], { locale: 'en' });
    expect(screen.getByText('This document is not available yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to home' })).toBeInTheDocument();
  });
});
