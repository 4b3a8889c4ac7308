import type { CertificatesResponse, CertificateVerification } from '@espace/contracts/certificates';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { registerFeatureBundles } from '../../../lib/i18n/i18n';
import { fakeToken, mockApi } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render-app';
import { certificatesBundles } from '../certificates-bundles';
import { CertificatesPage } from './certificates-page';
import { VerifyPage } from './verify-page';

const row = (lessonId: string, available: boolean): CertificatesResponse['items'][number] => ({
  lessonId,
  certificationRef: `REF-${lessonId}`,
  course: { id: `c-${lessonId}`, title: `Cours ${lessonId}` },
  class: { id: 'k1', name: 'Printemps 2026' },
  classProgram: { id: 'cp1', program: { id: 'p1', name: 'Relation client' } },
  scoreRatio: 0.8,
  score: 800,
  percentProgression: available ? 100 : 40,
  startedAt: null,
  endedAt: null,
  available,
  certificateUrl: available ? `/api/certificates/${lessonId}.pdf` : null,
  credential: available
    ? { id: `cred-${lessonId}`, revokedAt: null, sharePath: `/credentials/cred-${lessonId}`, documentUrl: `/api/credentials/cred-${lessonId}.json` }
    : null,
});

beforeAll(async () => {
  await registerFeatureBundles(certificatesBundles);
});

describe('CertificatesPage', () => {
  it('lists the certification rows and downloads the PDF of an available one with the bearer token', async () => {
    localStorage.setItem('id_token', fakeToken({ sub: 'u1', iat: 1, exp: 2 }));
    const { calls } = mockApi({
      'GET users/me/certificates': { body: { certificationType: 'Certificat', items: [row('l1', true), row('l2', false)] } },
      'GET certificates/l1.pdf': { body: '%PDF-1.7' },
    });
    const createObjectURL = vi.fn(() => 'blob:pdf');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await renderRoutes([{ path: '/', element: <CertificatesPage /> }]);
    const table = await screen.findByRole('table', { name: 'Mes certificats' });
    const [, first, second] = within(table).getAllByRole('row') as [HTMLElement, HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Cours l1');
    expect(first).toHaveTextContent('Printemps 2026');
    expect(first).toHaveTextContent('Relation client');
    expect(first).toHaveTextContent('800 / 1000');
    expect(first).toHaveTextContent(/100\s%/);
    expect(second).toHaveTextContent('Disponible à la fin du cours');
    expect(within(second).queryByRole('button')).toBeNull();
    await userEvent.click(within(first).getByRole('button', { name: 'Télécharger le certificat de Cours l1 (PDF)' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const download = calls.find((call) => call.path === 'certificates/l1.pdf');
    expect(download?.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(download?.url).not.toContain('access_token');
  });
});

describe('VerifyPage', () => {
  const verification: CertificateVerification = {
    valid: true,
    code: 'ABC123',
    certificationType: 'Attestation',
    learner: 'Alice Martin',
    course: 'Accueillir un client',
    program: 'Relation client',
    class: 'Printemps 2026',
    date: '2026-03-05T10:00:00.000Z',
    score: 850,
    tenant: { name: 'Académie Démo' },
  };

  it('confirms a known code without a session', async () => {
    const { calls } = mockApi({ 'GET certificates/verify/ABC123': { body: verification } });
    await renderRoutes([{ path: '/', element: <VerifyPage code="ABC123" /> }]);
    expect(await screen.findByText('Cette attestation est authentique.')).toBeInTheDocument();
    expect(screen.getByText('Alice Martin')).toBeInTheDocument();
    expect(screen.getByText('850 / 1000')).toBeInTheDocument();
    expect(screen.getByText('5 mars 2026')).toBeInTheDocument();
    expect(screen.getByText('Académie Démo')).toBeInTheDocument();
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
  });

  it('says when a code is unknown', async () => {
    mockApi({});
    await renderRoutes([{ path: '/', element: <VerifyPage code="NOPE" /> }], { locale: 'en' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown document');
    expect(screen.getByRole('alert')).toHaveTextContent('No document matches the code NOPE.');
  });
});
