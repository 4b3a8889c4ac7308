import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { saveSession } from '../../../lib/session-storage';
import { fakeToken, mockApi } from '../../../test/api-mock';
import { adminMe, demoTenantSettings } from '../../../test/admin-fixtures';
import { renderRoutes } from '../../../test/render-app';

const demo = demoTenantSettings;

async function open(answers: Parameters<typeof mockApi>[0]) {
  const images = { logos: { main: '/api/contexts/demo/assets/logo.png', small: null }, favicon: null, touchIcons: [], splashScreens: [] };
  const mock = mockApi({ 'GET users/me': { body: adminMe }, 'GET admin/settings': { body: demo }, 'GET admin/settings/images': { body: images }, ...answers });
  saveSession(fakeToken({ sub: 'a1', iat: 1, exp: 2 }));
  await renderRoutes(appRoutes, { path: '/formateur/administration/reglages' });
  return mock;
}

describe('space settings screen', () => {
  it('shows the settings in sections, reached from the administration’s links', async () => {
    await open({});
    expect(await screen.findByRole('heading', { level: 1, name: "Réglages de l'espace" })).toBeInTheDocument();
    const sections = screen.getByRole('navigation', { name: 'Administration' });
    expect(within(sections).getByRole('link', { name: "Réglages de l'espace" })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('textbox', { name: "Nom de l'espace" })).toHaveValue('Académie Démo');
    for (const name of ['Identité', 'Couleurs', 'Connexion et fonctions', 'Textes légaux'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Couleur principale' })).toHaveValue('#1d4ed8');
    expect(screen.getByLabelText('Choisir au nuancier : Couleur principale')).toHaveValue('#1d4ed8');
    expect(screen.getByRole('checkbox', { name: 'Connexion avec un mot de passe' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: "Inscription avec un code d'invitation" })).toHaveAccessibleDescription(
      'Une personne qui a un code disponible crée elle-même son compte.',
    );
    expect(screen.getByRole('radio', { name: 'Certificat' })).toBeChecked();
    expect(screen.getByText(/Publier une nouvelle version des conditions d'utilisation demande à chacun de les accepter de nouveau/)).toBeInTheDocument();
    // The preview says how the chosen colours read.
    expect(screen.getByText('Texte sur le fond : 17,06:1')).toBeInTheDocument();
  });

  it('refuses a faint primary colour with its ratio, offers the shade that passes, and saves it', async () => {
    const { calls } = await open({ 'PUT admin/settings': () => ({ body: { ...demo, colours: { ...demo.colours, primary: '#8a700c' } } }) });
    const user = userEvent.setup();
    const primary = await screen.findByRole('textbox', { name: 'Couleur principale' });
    await user.clear(primary);
    await user.type(primary, '#facc15');
    await user.tab();
    expect(primary).toHaveAccessibleDescription(expect.stringContaining('Contraste de 1,46:1 avec le fond : il faut au moins 4,5:1.'));
    expect(screen.getByText(/Couleur principale sur le fond : 1,46:1/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enregistrer les réglages' }));
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    expect(primary).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Utiliser la teinte proposée #8a700c' }));
    expect(primary).toHaveValue('#8a700c');
    expect(primary).toHaveFocus();
    expect(primary).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les réglages' }));
    expect(await screen.findByText(/Réglages enregistrés/)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      name: 'Académie Démo',
      colours: { primary: '#8a700c' },
      labels: demo.labels,
      settings: { authentication: { internal: true, invitationCode: true }, legal: { cgu: demo.settings.legal.cgu, rgpd: null }, demoVideoUrl: null },
      backofficeOrigin: 'http://backoffice.localhost:3001',
    });
  });

  it('shows the server’s refusal on its field with the proposed shade, and keeps everything typed', async () => {
    const refusal = {
      code: 'BAD_REQUEST',
      title: 'Bad request',
      message: 'bad',
      issues: [{ path: 'body.colours.secondary', message: 'contrast 3.1:1 against #f8fafc, below 4.5:1; #0b5c55 passes' }],
      data: { contrast: [{ colour: 'secondary', against: '#f8fafc', ratio: 3.1, minimum: 4.5, proposed: '#0b5c55' }] },
    };
    await open({ 'PUT admin/settings': { status: 400, body: refusal } });
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: "Nom de l'espace" });
    await user.clear(name);
    await user.type(name, 'Académie Nouvelle');
    await user.click(screen.getByRole('checkbox', { name: 'Écrire à un formateur' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer les réglages' }));
    const secondary = screen.getByRole('textbox', { name: 'Couleur secondaire' });
    expect(await screen.findByText('Contraste de 3,1:1 avec le fond : il faut au moins 4,5:1.')).toBeInTheDocument();
    expect(secondary).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Utiliser la teinte proposée #0b5c55' })).toBeInTheDocument();
    expect(name).toHaveValue('Académie Nouvelle');
    expect(screen.getByRole('checkbox', { name: 'Écrire à un formateur' })).not.toBeChecked();
  });

  it('refuses an accessibility contact that is neither a mail nor a web address, and saves one that is', async () => {
    const { calls } = await open({ 'PUT admin/settings': () => ({ body: { ...demo, settings: { ...demo.settings, supportContact: 'aide@demo.test' } } }) });
    const user = userEvent.setup();
    const contact = await screen.findByRole('textbox', { name: "Contact pour l'accessibilité" });
    expect(contact).toHaveAccessibleDescription(expect.stringContaining('où les apprenants signalent un obstacle'));
    await user.type(contact, 'demandez à Paul');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les réglages' }));
    expect(contact).toHaveAccessibleDescription(expect.stringContaining('Écrivez une adresse e-mail ou une adresse web commençant par https://.'));
    expect(contact).toHaveFocus();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await user.clear(contact);
    await user.type(contact, ' aide@demo.test ');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les réglages' }));
    expect(await screen.findByText(/Réglages enregistrés/)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ settings: { supportContact: 'aide@demo.test' } });
  });

  it('asks for a new version when the terms’ text changes, and refuses turning off the only sign-in', async () => {
    const { calls } = await open({});
    const user = userEvent.setup();
    const terms = within(await screen.findByRole('group', { name: "Conditions générales d'utilisation" }));
    await user.type(terms.getByRole('textbox', { name: 'Texte' }), '<p>Ajout</p>');
    await user.click(screen.getByRole('checkbox', { name: 'Connexion avec un mot de passe' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer les réglages' }));
    expect(screen.getByRole('checkbox', { name: 'Connexion avec un mot de passe' })).toHaveAccessibleDescription(
      expect.stringContaining("Gardez la connexion par mot de passe tant que l'authentification unique est désactivée"),
    );
    const version = terms.getByRole('textbox', { name: 'Version' });
    expect(version).toHaveAccessibleDescription(expect.stringContaining('Le texte a changé : donnez-lui une nouvelle version.'));
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await user.clear(version);
    await user.type(version, '2.0');
    expect(version).not.toHaveAttribute('aria-invalid');
  });

  it('saves from the version it read; refused as stale, it keeps what was typed and reloads the saved version on demand', async () => {
    let reads = 0;
    const { calls } = await open({
      'GET admin/settings': () => {
        reads += 1;
        return reads === 1 ? { body: demo, headers: { ETag: '"v1"' } } : { body: { ...demo, name: 'Renommée ailleurs' }, headers: { ETag: '"v2"' } };
      },
      'PUT admin/settings': {
        status: 412,
        body: {
          code: 'STALE_VERSION',
          title: 'Changed meanwhile',
          message: 'x',
          issues: [{ path: 'headers.if-match', message: 'the document changed since this version was read' }],
        },
      },
    });
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: "Nom de l'espace" });
    await user.clear(name);
    await user.type(name, 'Mon nom');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les réglages' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Modifié entre-temps');
    expect(calls.find((call) => call.method === 'PUT')?.headers.get('If-Match')).toBe('"v1"');
    expect(name).toHaveValue('Mon nom');

    await user.click(within(alert).getByRole('button', { name: 'Recharger la version enregistrée' }));
    expect(await screen.findByDisplayValue('Renommée ailleurs')).toBe(name);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
