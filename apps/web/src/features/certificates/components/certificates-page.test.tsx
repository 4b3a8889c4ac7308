import type { CertificatesResponse } from '@espace/contracts/certificates';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { registerFeatureBundles } from '../../../lib/i18n/i18n';
import { fakeToken, mockApi } from '../../../test/api-mock';
import { credentialVerification } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-app';
import { certificatesBundles } from '../certificates-bundles';
import { CertificatesPage } from './certificates-page';
import { VerifyPage } from './verify-page';
import { linkedInAddToProfile } from './credential-actions';

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
  endedAt: available ? '2026-05-04T10:00:00.000Z' : null,
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
    await renderRoutes([{ path: '/', element: <CertificatesPage organisation="Académie Démo" /> }]);
    const table = await screen.findByRole('table', { name: 'Mes certificats' });
    const [, first, second] = within(table).getAllByRole('row') as [HTMLElement, HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Cours l1');
    expect(first).toHaveTextContent('Printemps 2026');
    expect(first).toHaveTextContent('Relation client');
    expect(first).toHaveTextContent('800 / 1000');
    expect(first).toHaveTextContent(/100\s%/);
    expect(within(first).getByRole('link', { name: 'Page publique du certificat de Cours l1' })).toHaveAttribute('href', '/credentials/cred-l1');
    expect(within(first).getByRole('link', { name: 'Certificat numérique\u00a0(.json) du cours Cours l1' })).toHaveAttribute(
      'href',
      '/api/credentials/cred-l1.json',
    );
    expect(within(first).getByRole('link', { name: /Ajouter à mon profil LinkedIn\s:\sCours l1/ })).toHaveAttribute(
      'href',
      expect.stringContaining('https://www.linkedin.com/profile/add?'),
    );
    expect(second).toHaveTextContent('Disponible à la fin du cours');
    expect(within(second).queryByRole('button')).toBeNull();
    await userEvent.click(within(first).getByRole('button', { name: 'Télécharger le certificat de Cours l1 (PDF)' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const download = calls.find((call) => call.path === 'certificates/l1.pdf');
    expect(download?.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(download?.url).not.toContain('access_token');
  });
});

/** A file as a browser gives it: jsdom's File has no text() nor arrayBuffer(), which every browser's has. */
const fileOf = (content: string | Uint8Array<ArrayBuffer>, name: string, type = 'application/json') =>
  Object.assign(new File([content], name, { type }), {
    text: async () => (typeof content === 'string' ? content : new TextDecoder().decode(content)),
    arrayBuffer: async () => (typeof content === 'string' ? new TextEncoder().encode(content) : content).slice().buffer,
  });

/** A PNG holding `credential` as the API bakes it (an iTXt chunk openbadgecredential; CRCs are not read back). */
function bakedPng(credential: string): Uint8Array<ArrayBuffer> {
  const chunk = (type: string, data: number[]) => [
    ...[24, 16, 8, 0].map((shift) => (data.length >>> shift) & 0xff),
    ...[...type].map((c) => c.charCodeAt(0)),
    ...data,
    0,
    0,
    0,
    0,
  ];
  const keyword = [...'openbadgecredential'].map((c) => c.charCodeAt(0));
  return new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...chunk('iTXt', [...keyword, 0, 0, 0, 0, 0, ...new TextEncoder().encode(credential)]),
    ...chunk('IEND', []),
  ]);
}

describe('VerifyPage', () => {
  it('checks the code of its address at once, without a session, and says each check in words', async () => {
    const { calls } = mockApi({ 'POST credentials/verify': { body: credentialVerification() } });
    await renderRoutes([{ path: '/', element: <VerifyPage code="ABC123" /> }]);
    expect(await screen.findByRole('heading', { name: /Certificat authentique/ })).toBeInTheDocument();
    const checks = screen.getByRole('list', { name: 'Vérifications' });
    expect(checks).toHaveTextContent('Signature valide : faite par la clé publiée de Académie Démo');
    expect(checks).toHaveTextContent('En vigueur : non révoqué');
    expect(checks).toHaveTextContent('Valable depuis le 5 mars 2026');
    expect(screen.getByText('Alice Martin')).toBeInTheDocument();
    expect(screen.getByText('850')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ code: 'ABC123' });
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
    expect(screen.getByRole('link', { name: 'Voir la page publique de ce certificat' })).toHaveAttribute('href', '/credentials/c1');
  });

  it('verifies a share link as its credential, and refuses what is neither a code nor a link, keeping it typed', async () => {
    const { calls } = mockApi({
      'POST credentials/verify': {
        body: credentialVerification('Certificate', {
          outcome: 'revoked',
          checks: { signature: 'valid', status: 'revoked', dates: 'valid', issuer: 'this-portal' },
          revokedAt: '2026-06-01T09:00:00Z',
        }),
      },
    });
    await renderRoutes([{ path: '/', element: <VerifyPage /> }]);
    const field = screen.getByRole('textbox', { name: 'Code de vérification ou lien de partage' });
    await userEvent.type(field, 'pas un code !');
    await userEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Saisissez un code de vérification');
    expect(field).toHaveValue('pas un code !');
    expect(calls).toHaveLength(0);
    await userEvent.clear(field);
    await userEvent.type(field, 'https://learn.acme.test/credentials/0b6f2a3c-1d2e-4f5a-8b9c-0d1e2f3a4b5c');
    await userEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByRole('heading', { name: /Certificat révoqué/ })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Vérifications' })).toHaveTextContent('Révoqué le 1er juin 2026');
    expect(calls[0]?.body).toEqual({ credentialId: '0b6f2a3c-1d2e-4f5a-8b9c-0d1e2f3a4b5c' });
  });

  it('verifies a credential file, and says when a file is not one', async () => {
    const { calls } = mockApi({
      'POST credentials/verify': {
        body: credentialVerification('Certificate', {
          outcome: 'invalid',
          checks: { signature: 'invalid', status: 'not-checked', dates: 'valid', issuer: 'this-portal' },
          sharePath: null,
        }),
      },
    });
    await renderRoutes([{ path: '/', element: <VerifyPage /> }]);
    const input = screen.getByLabelText('Ou le fichier du certificat numérique');
    await userEvent.upload(input, fileOf('not json', 'photo.json'));
    expect(await screen.findByRole('alert')).toHaveTextContent('pas un certificat numérique lisible');
    await userEvent.upload(input, fileOf(JSON.stringify({ id: 'urn:uuid:c1', proof: {} }), 'certificat.json'));
    expect(await screen.findByRole('heading', { name: /Certificat non valide/ })).toBeInTheDocument();
    expect(screen.getByText('Fichier vérifié : certificat.json')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Vérifications' })).toHaveTextContent('Signature non valide : le document a été modifié depuis sa signature');
    expect(calls[0]?.body).toEqual({ credential: { id: 'urn:uuid:c1', proof: {} } });
  });

  it('reads the credential baked into a badge image (PNG, SVG), and says when an image holds none', async () => {
    const { calls } = mockApi({ 'POST credentials/verify': { body: credentialVerification() } });
    await renderRoutes([{ path: '/', element: <VerifyPage /> }]);
    const input = screen.getByLabelText('Ou le fichier du certificat numérique');
    await userEvent.upload(input, fileOf(bakedPng('{"id":"urn:uuid:c1"}'), 'badge.png', 'image/png'));
    expect(await screen.findByRole('heading', { name: /Certificat authentique/ })).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ credential: { id: 'urn:uuid:c1' } });
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:openbadges="https://purl.imsglobal.org/ob/v3p0"><openbadges:credential><![CDATA[{"id":"urn:uuid:c2"}]]></openbadges:credential></svg>';
    await userEvent.upload(input, fileOf(svg, 'badge.svg', 'image/svg+xml'));
    await waitFor(() => expect(calls[1]?.body).toEqual({ credential: { id: 'urn:uuid:c2' } }));
    await userEvent.upload(input, fileOf('<svg xmlns="http://www.w3.org/2000/svg"/>', 'logo.svg', 'image/svg+xml'));
    expect(await screen.findByRole('alert')).toHaveTextContent('pas un certificat numérique lisible');
    expect(calls).toHaveLength(2);
  });

  it('names a badge found by its share link a badge', async () => {
    mockApi({ 'POST credentials/verify': { body: credentialVerification('Badge') } });
    await renderRoutes([{ path: '/', element: <VerifyPage /> }]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Code de vérification ou lien de partage' }), '/credentials/0b6f2a3c-1d2e-4f5a-8b9c-0d1e2f3a4b5c');
    await userEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByRole('heading', { name: /Badge authentique/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir la page publique de ce badge' })).toHaveAttribute('href', '/credentials/c1');
  });

  it('says when a code is unknown', async () => {
    mockApi({});
    await renderRoutes([{ path: '/', element: <VerifyPage code="NOPE" /> }], { locale: 'en' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown certificate');
    expect(screen.getByRole('alert')).toHaveTextContent('No certificate of this portal matches this code or link.');
  });
});

describe('linkedInAddToProfile', () => {
  it('names the certification, its organisation, its month and its page', () => {
    const url = new URL(
      linkedInAddToProfile({
        name: 'Conclure une vente',
        organisation: 'Académie Démo',
        issuedAt: new Date('2026-11-03T10:00:00Z'),
        url: 'https://learn.test/credentials/c1',
        code: 'CERT-1',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Conclure une vente',
      organizationName: 'Académie Démo',
      issueYear: '2026',
      issueMonth: '11',
      certUrl: 'https://learn.test/credentials/c1',
      certId: 'CERT-1',
    });
  });
});
