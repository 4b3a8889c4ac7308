import type { TenantSettings } from '@espace/contracts/admin-settings';
import type { TenantSso } from '@espace/contracts/admin-sso';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { saveSession } from '../../../lib/session-storage';
import { fakeToken, mockApi } from '../../../test/api-mock';
import { adminMe, demoTenantSettings } from '../../../test/admin-fixtures';
import { renderRoutes } from '../../../test/render-app';

/** The interface texts, single sign-on and images of the tenant (docs/administration.md). */

const settings: TenantSettings = {
  ...demoTenantSettings,
  settings: { ...demoTenantSettings.settings, legal: { cgu: null, rgpd: null } },
  backofficeOrigin: null,
};
const sso: TenantSso = {
  issuer: 'https://idp.example.com',
  clientId: 'espace',
  scopes: 'openid email profile',
  hasClientSecret: true,
  enabled: false,
  callbackUrl: 'https://demo.example/api/contexts/c1/oidc/callback',
};
const noImages = { logos: { main: null, small: null }, favicon: null, touchIcons: [], splashScreens: [], signature: null };

async function open(path: string, answers: Parameters<typeof mockApi>[0]) {
  const mock = mockApi({
    'GET users/me': { body: adminMe },
    'GET admin/settings': { body: settings },
    'GET admin/sso': { body: sso },
    'GET admin/settings/images': { body: noImages },
    ...answers,
  });
  saveSession(fakeToken({ sub: 'a1', iat: 1, exp: 2 }));
  await renderRoutes(appRoutes, { path });
  return mock;
}

describe('interface texts screen', () => {
  it('finds a text, rewords it in each language, takes one back to the original, and saves them all', async () => {
    const { calls } = await open('/formateur/administration/textes', {
      'PUT admin/settings/labels': () => ({ body: { labels: { en: { 'home.subtitle': 'Our courses' } } } }),
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Textes de l’interface' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Administration' })).getByRole('link', { name: 'Textes de l’interface' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.type(await screen.findByRole('searchbox', { name: /Rechercher un texte/ }), 'home.subtitle');
    const row = within(screen.getByRole('row', { name: /home\.subtitle/ }));
    const french = row.getByRole('textbox', { name: 'Français' });
    expect(french).toHaveValue('Vos parcours de formation');
    expect(french).toHaveAccessibleDescription('home.subtitle');
    await user.type(row.getByRole('textbox', { name: 'English' }), 'Our courses');
    await user.click(row.getByRole('button', { name: 'Reprendre le texte d’origine' }));
    expect(french).toHaveValue('');
    await user.type(row.getByRole('textbox', { name: 'English' }), 'Our courses');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les textes' }));
    expect(await screen.findByText(/Textes enregistrés/)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ labels: { en: { 'home.subtitle': 'Our courses' } } });
  });

  it('shows the reworded texts only when asked', async () => {
    await open('/formateur/administration/textes', {});
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Seulement les textes personnalisés' }));
    // The header row and home.subtitle's.
    expect(screen.getAllByRole('row').map((row) => within(row).queryByRole('rowheader')?.textContent ?? 'header')).toEqual(['header', 'home.subtitle']);
    expect(screen.getByText('1 texte trouvé · 1 personnalisé(s) en tout')).toBeInTheDocument();
  });
});

describe('single sign-on screen', () => {
  it('tests the typed provider and says which check fails', async () => {
    const { calls } = await open('/formateur/administration/connexion', {
      'POST admin/sso/test': {
        body: {
          ok: false,
          checks: [
            { check: 'reached', ok: true, detail: 'https://idp.example.org/.well-known/openid-configuration' },
            { check: 'document', ok: true, detail: null },
            { check: 'issuer', ok: false, detail: 'the document names https://other.example' },
          ],
        },
      },
    });
    const user = userEvent.setup();
    const issuer = await screen.findByRole('textbox', { name: 'Adresse du fournisseur (issuer)' });
    expect(issuer).toHaveValue('https://idp.example.com');
    await user.clear(issuer);
    await user.type(issuer, 'https://idp.example.org');
    await user.click(screen.getByRole('button', { name: 'Tester la connexion' }));
    expect(await screen.findByText('Le fournisseur ne répond pas comme il faut : voyez le point en échec.')).toBeInTheDocument();
    expect(screen.getByText(/Le document porte une autre adresse de fournisseur/)).toBeInTheDocument();
    expect(screen.getByText('the document names https://other.example')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ issuer: 'https://idp.example.org' });
  });

  it('says, in its words, that the server does not connect to the provider’s address', async () => {
    const refusal = { code: 'SSO_PROVIDER_ADDRESS_REFUSED', title: 'Provider address refused', message: 'The server does not connect to this address' };
    await open('/formateur/administration/connexion', { 'POST admin/sso/test': { status: 422, body: refusal } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Tester la connexion' }));
    const said = await screen.findByText(/Le serveur ne se connecte pas à cette adresse : un fournisseur doit être joignable sur Internet/);
    // In the test's live region, so a screen reader says it; the generic failure is not shown beside it.
    expect(said.closest('[role="status"]')).toHaveClass('sso-test-result');
    expect(screen.queryByText('Le test n’a pas pu être fait. Réessayez.')).not.toBeInTheDocument();
  });

  it('keeps the stored secret by sending none, and says in its words why the switch was refused', async () => {
    const refusal = {
      code: 'BAD_REQUEST',
      title: 'Bad request',
      message: 'bad',
      issues: [{ path: 'body.enabled', message: 'single sign-on may be turned off only while password sign-in is on' }],
    };
    const { calls } = await open('/formateur/administration/connexion', { 'PUT admin/sso': { status: 400, body: refusal } });
    const user = userEvent.setup();
    const secret = await screen.findByLabelText('Secret client');
    expect(secret).toHaveValue('');
    expect(secret).toHaveAccessibleDescription(/Un secret est enregistré et ne s’affiche jamais/);
    await user.click(screen.getByRole('checkbox', { name: 'Proposer l’authentification unique sur la page de connexion' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer le fournisseur' }));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      issuer: 'https://idp.example.com',
      clientId: 'espace',
      scopes: 'openid email profile',
      enabled: true,
    });
    const toggle = screen.getByRole('checkbox', { name: 'Proposer l’authentification unique sur la page de connexion' });
    expect(await screen.findByText(/l’authentification unique doit rester activée pour que chacun puisse se connecter/)).toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('refuses an http provider before sending anything', async () => {
    const { calls } = await open('/formateur/administration/connexion', {});
    const user = userEvent.setup();
    const issuer = await screen.findByRole('textbox', { name: 'Adresse du fournisseur (issuer)' });
    await user.clear(issuer);
    await user.type(issuer, 'http://idp.example.com');
    expect(screen.getByRole('button', { name: 'Tester la connexion' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Enregistrer le fournisseur' }));
    expect(issuer).toHaveAccessibleDescription(expect.stringContaining('Saisissez une adresse https'));
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });
});

describe('the images of the settings screen', () => {
  it('says what is wrong with a chosen file before sending it, and sends a good one', async () => {
    const uploaded = { ...noImages, logos: { main: '/api/contexts/demo/assets/logo-abc.png', small: null } };
    const { calls } = await open('/formateur/administration/reglages', { 'PUT admin/settings/images/logo': { body: uploaded } });
    const user = userEvent.setup({ applyAccept: false });
    const logo = within(await screen.findByRole('form', { name: 'Logo' }));
    expect(logo.getByText('Aucun logo : le nom de l’espace s’affiche seul.')).toBeInTheDocument();
    await user.upload(logo.getByLabelText('Nouveau logo'), new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    await user.click(logo.getByRole('button', { name: 'Envoyer le logo' }));
    expect(logo.getByLabelText('Nouveau logo')).toHaveAccessibleDescription(expect.stringContaining('Ce fichier n’est pas une image PNG, JPEG ou WebP.'));
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await user.upload(logo.getByLabelText('Nouveau logo'), new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' }));
    await user.click(logo.getByRole('button', { name: 'Envoyer le logo' }));
    expect(await logo.findByRole('img', { name: 'Logo actuel' })).toHaveAttribute('src', '/api/contexts/demo/assets/logo-abc.png');
    expect(logo.getByText(/Image enregistrée/)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.path)).toEqual(['admin/settings/images/logo']);
  });

  it('sends the certificate signature, shows it, and takes it away', async () => {
    const signed = { ...noImages, signature: '/api/contexts/demo/assets/signature-abc.png' };
    const { calls } = await open('/formateur/administration/reglages', {
      'PUT admin/settings/images/signature': { body: signed },
      'DELETE admin/settings/images/signature': { body: noImages },
    });
    const user = userEvent.setup();
    const card = within(await screen.findByRole('form', { name: 'Signature des certificats' }));
    expect(card.getByText('Imprimée au-dessus du nom de l’organisme sur les certificats PDF. Fond transparent conseillé.')).toBeInTheDocument();
    expect(card.getByText('Aucune signature : les certificats n’en portent pas.')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Retirer la signature' })).not.toBeInTheDocument();

    await user.upload(card.getByLabelText('Nouvelle signature'), new File([new Uint8Array([137, 80, 78, 71])], 'signature.png', { type: 'image/png' }));
    await user.click(card.getByRole('button', { name: 'Envoyer la signature' }));
    expect(await card.findByRole('img', { name: 'Signature actuelle' })).toHaveAttribute('src', '/api/contexts/demo/assets/signature-abc.png');
    expect(card.getByRole('status')).toHaveTextContent(/Image enregistrée/);

    await user.click(card.getByRole('button', { name: 'Retirer la signature' }));
    expect(await card.findByText('Aucune signature : les certificats n’en portent pas.')).toBeInTheDocument();
    expect(card.getByRole('status')).toHaveTextContent('Image retirée.');
    expect(calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`)).toEqual([
      'PUT admin/settings/images/signature',
      'DELETE admin/settings/images/signature',
    ]);
  });
});
