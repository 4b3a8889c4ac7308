import type { CredentialVerification } from '@espace/contracts/credentials';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerFeatureBundles } from '../../../lib/i18n/i18n';
import { paths } from '../../../lib/paths';
import { mockApi } from '../../../test/api-mock';
import { credentialVerification as verification } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-app';
import { certificatesBundles } from '../certificates-bundles';
import { CredentialPage } from './credential-page';

const revoked = {
  outcome: 'revoked',
  checks: { signature: 'valid', status: 'revoked', dates: 'valid', issuer: 'this-portal' },
  revokedAt: '2026-06-01T09:00:00Z',
} as const;

async function show(body: CredentialVerification) {
  const api = mockApi({ 'POST credentials/verify': { body } });
  await renderRoutes([{ path: '/', element: <CredentialPage credentialId="c1" /> }]);
  await screen.findByRole('heading', { level: 1, name: body.credential?.achievement.name ?? '' });
  return api;
}

const terms = () => screen.getAllByRole('term').map((term) => term.textContent);

beforeAll(async () => {
  await registerFeatureBundles(certificatesBundles);
});

describe('CredentialPage', () => {
  it('shows what the shared certificate attests, verified, with « Vérifier » and its file', async () => {
    const { calls } = await show(verification('Certificate'));
    expect(screen.getByText('Délivré à Alice Martin')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Certificat authentique/ })).toBeInTheDocument();
    expect(terms()).toContain('Formation');
    expect(screen.getByRole('link', { name: 'Télécharger le certificat numérique (.json)' })).toHaveAttribute('href', '/api/credentials/c1.json');
    expect(screen.getByText(/^Ce certificat est signé par l’organisme qui l’a délivré/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vérifier un autre certificat' })).toHaveAttribute('href', paths.verify.getHref());
    await userEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.body).toEqual({ credentialId: 'c1' });
  });

  it('names a badge a badge, never a certificate', async () => {
    await show(verification('Badge'));
    expect(screen.getByRole('heading', { name: /Badge authentique/ })).toBeInTheDocument();
    expect(terms()).toContain('Badge');
    expect(terms()).not.toContain('Formation');
    expect(screen.getByRole('link', { name: 'Télécharger le badge numérique (.json)' })).toHaveAttribute('href', '/api/credentials/c1.json');
    expect(
      screen.getByText(
        'Ce badge est signé par l’organisme qui l’a délivré (Open Badges 3.0) : n’importe qui peut le vérifier, ici ou avec tout outil de vérification.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vérifier un autre badge' })).toHaveAttribute('href', paths.verify.getHref());
    expect(screen.getByRole('main')).not.toHaveTextContent(/certificat/i);
  });

  it('says a revoked badge is revoked, in the badge’s words', async () => {
    await show(verification('Badge', revoked));
    expect(screen.getByRole('heading', { name: /Badge révoqué/ })).toBeInTheDocument();
    expect(screen.getByText('Académie Démo a révoqué ce badge : il ne vaut plus.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Vérifications' })).toHaveTextContent('Révoqué le 1er juin 2026');
    expect(screen.getByRole('main')).not.toHaveTextContent(/certificat/i);
  });

  it('says a revoked certificate is revoked, as before', async () => {
    await show(verification('Certificate', revoked));
    expect(screen.getByRole('heading', { name: /Certificat révoqué/ })).toBeInTheDocument();
    expect(screen.getByText('Académie Démo a révoqué ce certificat : il ne vaut plus.')).toBeInTheDocument();
  });

  it('names a badge a badge in English too', async () => {
    mockApi({ 'POST credentials/verify': { body: verification('Badge') } });
    await renderRoutes([{ path: '/', element: <CredentialPage credentialId="c1" /> }], { locale: 'en' });
    expect(await screen.findByRole('heading', { name: /Genuine badge/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the digital badge (.json)' })).toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveTextContent(/certificate/i);
  });
});
