import type { BadgeCredential } from '@espace/contracts/credentials';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerFeatureBundles } from '../../../lib/i18n/i18n';
import { fakeToken, mockApi } from '../../../test/api-mock';
import { badgeCredential as badge } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-app';
import { certificatesBundles } from '../certificates-bundles';
import { BadgeCredentials } from './badge-credentials';

beforeAll(async () => {
  await registerFeatureBundles(certificatesBundles);
});

async function show(items: BadgeCredential[], locale: 'fr' | 'en' = 'fr') {
  localStorage.setItem('id_token', fakeToken({ sub: 'u1', iat: 1, exp: 2 }));
  mockApi({ 'GET users/me/badge-credentials': { body: { items } } });
  await renderRoutes([{ path: '/', element: <BadgeCredentials organisation="Académie Démo" /> }], { locale });
  return screen.findByRole('region', { name: locale === 'fr' ? 'Mes badges à partager' : 'My badges to share' });
}

describe('BadgeCredentials', () => {
  it('lists each badge with its date and its actions, each named by its badge', async () => {
    const section = await show([badge('b1'), badge('b2', { kind: 'pi', subject: '', level: 'silver', name: 'Argent — Score global' })]);
    expect(section).toHaveTextContent(
      'Chaque badge obtenu est un justificatif Open Badges signé par Académie Démo : vous pouvez le partager ou le télécharger.',
    );
    const list = await within(section).findByRole('list', { name: 'Mes badges à partager' });
    const [gold, silver] = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list) as [HTMLElement, HTMLElement];
    expect(within(gold).getByRole('heading', { level: 3, name: 'Or — Vente' })).toBeInTheDocument();
    expect(gold).toHaveTextContent('Obtenu le 4 mai 2026');
    expect(within(gold).getByRole('link', { name: 'Page publique du badge «\u00a0Or — Vente\u00a0»' })).toHaveAttribute('href', '/credentials/b1');
    expect(within(gold).getByRole('link', { name: 'Badge numérique\u00a0(.json) «\u00a0Or — Vente\u00a0»' })).toHaveAttribute(
      'href',
      '/api/credentials/b1.json',
    );
    expect(within(gold).getByRole('link', { name: 'Badge\u00a0(.png) «\u00a0Or — Vente\u00a0», le badge numérique inclus' })).toHaveAttribute(
      'href',
      '/api/credentials/b1.png',
    );
    const linkedIn = within(gold).getByRole('link', { name: 'Ajouter à mon profil LinkedIn\u00a0: «\u00a0Or — Vente\u00a0» (nouvel onglet)' });
    const added = new URL(linkedIn.getAttribute('href') ?? '').searchParams;
    expect(Object.fromEntries(added)).toMatchObject({
      name: 'Or — Vente',
      organizationName: 'Académie Démo',
      issueYear: '2026',
      issueMonth: '5',
      certId: 'b1',
    });
    expect(added.get('certUrl')).toMatch(/\/credentials\/b1$/);
    expect(within(silver).getByRole('link', { name: 'Page publique du badge «\u00a0Argent — Score global\u00a0»' })).toBeInTheDocument();
  });

  it('says when a badge was revoked, with no action left', async () => {
    const section = await show([badge('b1', { revokedAt: '2026-06-01T09:00:00.000Z' })]);
    const item = within(await within(section).findByRole('list')).getByRole('listitem');
    expect(item).toHaveTextContent('Or — Vente');
    expect(item).toHaveTextContent('Révoqué le 1er juin 2026');
    expect(within(item).queryByRole('link')).toBeNull();
  });

  it('says why the badges could not be loaded', async () => {
    localStorage.setItem('id_token', fakeToken({ sub: 'u1', iat: 1, exp: 2 }));
    mockApi({ 'GET users/me/badge-credentials': { status: 403, body: { code: 'Forbidden', title: 'Forbidden', message: 'Forbidden' } } });
    await renderRoutes([{ path: '/', element: <BadgeCredentials organisation="Académie Démo" /> }]);
    const section = await screen.findByRole('region', { name: 'Mes badges à partager' });
    expect(await within(section).findByRole('alert')).not.toBeEmptyDOMElement();
    expect(within(section).queryByRole('list')).toBeNull();
  });

  it('says where the badges will show before the first medal, in English too', async () => {
    const section = await show([], 'en');
    expect(await within(section).findByText('Your badges will appear here as soon as you earn your first medal.')).toBeInTheDocument();
    expect(within(section).queryByRole('list')).toBeNull();
  });
});
