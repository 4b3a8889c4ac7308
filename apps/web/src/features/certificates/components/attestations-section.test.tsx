import type { MyAttestations } from '@espace/contracts/attestations';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerFeatureBundles } from '../../../lib/i18n/i18n';
import { fakeToken, mockApi } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render-app';
import { certificatesBundles } from '../certificates-bundles';
import { AttestationsSection } from './attestations-section';

const attestation = (id: string, name: string, expireAt: string | null, available: boolean): MyAttestations['items'][number] => ({
  class: { id, name, startAt: '2026-01-12T08:00:00.000Z', expireAt },
  available,
});
const link = { url: '/api/attestations/k1/u1?user=u1&expires=1795995000&signature=abc', expiresAt: '2026-11-30T10:00:00.000Z' };

beforeAll(async () => {
  await registerFeatureBundles(certificatesBundles);
});
afterEach(() => vi.restoreAllMocks());

describe('AttestationsSection', () => {
  it('downloads the attestation of an ended class through a signed link, and says when the others come', async () => {
    localStorage.setItem('id_token', fakeToken({ sub: 'u1', iat: 1, exp: 2 }));
    const { calls } = mockApi({
      'GET users/me/attestations': {
        body: {
          items: [
            attestation('k2', 'Printemps 2026 — Accueil client', '2027-06-30T21:59:59.000Z', false),
            attestation('k1', 'Hiver 2026 — Relation client', '2026-06-30T21:59:59.000Z', true),
          ],
        },
      },
      'POST users/me/attestations/k1/link': { body: link },
    });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.getAttribute('href') ?? '');
    });
    await renderRoutes([{ path: '/', element: <AttestationsSection /> }]);
    const section = await screen.findByRole('region', { name: 'Attestations de fin de formation' });
    const [going, ended] = within(section).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(going).toHaveTextContent('Disponible à la fin de la formation, le 30 juin 2027.');
    expect(within(going).queryByRole('button')).not.toBeInTheDocument();
    expect(ended).toHaveTextContent('Du 12 janvier 2026 au 30 juin 2026');
    await userEvent.click(within(ended).getByRole('button', { name: 'Télécharger l’attestation — Hiver 2026 — Relation client' }));
    await waitFor(() => expect(downloads).toEqual([link.url]));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('shows nothing for a learner in no class', async () => {
    localStorage.setItem('id_token', fakeToken({ sub: 'u1', iat: 1, exp: 2 }));
    mockApi({ 'GET users/me/attestations': { body: { items: [] } } });
    const { container } = await renderRoutes([{ path: '/', element: <AttestationsSection /> }]);
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(container).not.toHaveTextContent('Attestations de fin de formation');
  });
});
