import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { saveSession } from '../../../lib/session-storage';
import { fakeToken, mockApi } from '../../../test/api-mock';
import { adminMe, demoTenantSettings } from '../../../test/admin-fixtures';
import { renderRoutes } from '../../../test/render-app';

const demo = demoTenantSettings;

async function open(answers: Parameters<typeof mockApi>[0]) {
  const images = { logos: { main: '/api/contexts/demo/assets/logo.png', small: null }, favicon: null, touchIcons: [], splashScreens: [], signature: null };
  const mock = mockApi({ 'GET users/me': { body: adminMe }, 'GET admin/settings': { body: demo }, 'GET admin/settings/images': { body: images }, ...answers });
  saveSession(fakeToken({ sub: 'a1', iat: 1, exp: 2 }));
  await renderRoutes(appRoutes, { path: '/formateur/administration/reglages' });
  return mock;
}

describe('space settings screen', () => {
  it('shows the settings in sections, reached from the administration’s links', async () => {
    await open({});
    expect(await screen.findByRole('heading', { level: 1, name: 'Réglages de l’espace' })).toBeInTheDocument();
    const sections = screen.getByRole('navigation', { name: 'Administration' });
    expect(within(sections).getByRole('link', { name: 'Réglages de l’espace' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('textbox', { name: 'Nom de l’espace' })).toHaveValue('Académie Démo');
    for (const name of ['Identité', 'Couleurs', 'Connexion et fonctions', 'Relances automatiques', 'Textes légaux'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Couleur principale' })).toHaveValue('#1d4ed8');
    expect(screen.getByLabelText('Choisir au nuancier : Couleur principale')).toHaveValue('#1d4ed8');
    expect(screen.getByRole('checkbox', { name: 'Connexion avec un mot de passe' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Inscription avec un code d’invitation' })).toHaveAccessibleDescription(
      'Une personne qui a un code disponible crée elle-même son compte.',
    );
    expect(screen.getByRole('radio', { name: 'Certificat' })).toBeChecked();
    const learning = screen.getByRole('group', { name: 'Fonctions des apprenants' });
    expect(within(learning).getByRole('checkbox', { name: 'Badges vérifiables' })).not.toBeChecked();
    expect(within(learning).getByRole('checkbox', { name: 'Badges vérifiables' })).toHaveAccessibleDescription(
      'Les badges des niveaux et les médailles des cours, délivrés en justificatifs Open Badges que l’apprenant peut partager.',
    );
    expect(screen.getByText(/Publier une nouvelle version des conditions d’utilisation demande à chacun de les accepter de nouveau/)).toBeInTheDocument();
    // The preview says how the chosen colours read, in both themes: in the dark one, the lighter shades the app derives.
    const light = screen.getByText('Aperçu en thème clair').closest('figure')!;
    expect(within(light).getByText('Texte sur le fond : 17,06:1')).toBeInTheDocument();
    const dark = screen.getByText('Aperçu en thème sombre').closest('figure')!;
    expect(within(dark).getByText('Couleur principale éclaircie (#6c8ce6) sur les fonds sombres : 4,54:1')).toBeInTheDocument();
    expect(within(dark).getByText('Texte des boutons sur la couleur principale éclaircie : 5,51:1')).toBeInTheDocument();
    expect(within(dark).getAllByText('lisible (au moins 4,5:1)')).toHaveLength(4);
  });

  it('refuses a faint primary colour with its ratio, offers the shade that passes, and saves it', async () => {
    const { calls } = await open({ 'PUT admin/settings': () => ({ body: { ...demo, colours: { ...demo.colours, primary: '#8a700c' } } }) });
    const user = userEvent.setup();
    const primary = await screen.findByRole('textbox', { name: 'Couleur principale' });
    await user.clear(primary);
    await user.type(primary, '#facc15');
    await user.tab();
    expect(primary).toHaveAccessibleDescription(expect.stringContaining('Thème clair\u00a0: contraste de 1,46:1 avec le fond, il faut au moins 4,5:1.'));
    expect(screen.getByText(/Couleur principale sur le fond\s: 1,46:1/)).toBeInTheDocument();
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
      data: { contrast: [{ theme: 'light', colour: 'secondary', against: '#f8fafc', ratio: 3.1, minimum: 4.5, proposed: '#0b5c55' }] },
    };
    await open({ 'PUT admin/settings': { status: 400, body: refusal } });
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: 'Nom de l’espace' });
    await user.clear(name);
    await user.type(name, 'Académie Nouvelle');
    await user.click(screen.getByRole('checkbox', { name: 'Écrire à un formateur' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer les réglages' }));
    const secondary = screen.getByRole('textbox', { name: 'Couleur secondaire' });
    expect(await screen.findByText('Thème clair : contraste de 3,1:1 avec le fond, il faut au moins 4,5:1.')).toBeInTheDocument();
    expect(secondary).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Utiliser la teinte proposée #0b5c55' })).toBeInTheDocument();
    expect(name).toHaveValue('Académie Nouvelle');
    expect(screen.getByRole('checkbox', { name: 'Écrire à un formateur' })).not.toBeChecked();
  });

  it('says which theme a refused colour fails in: the dark one names what its lighter shade was measured against', async () => {
    const refusal = {
      code: 'BAD_REQUEST',
      title: 'Bad request',
      message: 'bad',
      issues: [{ path: 'body.colours.primary', message: 'dark theme: contrast 4.2:1 against #1e293b, below 4.5:1' }],
      data: { contrast: [{ theme: 'dark', colour: 'primary', against: '#1e293b', ratio: 4.2, minimum: 4.5, proposed: null }] },
    };
    await open({ 'PUT admin/settings': { status: 400, body: refusal } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Enregistrer les réglages' }));
    const primary = screen.getByRole('textbox', { name: 'Couleur principale' });
    expect(
      await screen.findByText('Thème sombre : la teinte éclaircie de cette couleur atteint 4,2:1 avec #1e293b, il faut au moins 4,5:1.'),
    ).toBeInTheDocument();
    expect(primary).toHaveFocus();
    // Nothing to propose: the admin does not choose the dark shade.
    expect(screen.queryByRole('button', { name: /Utiliser la teinte proposée/ })).toBeNull();
  });

  it('refuses an accessibility contact that is neither a mail nor a web address, and saves one that is', async () => {
    const { calls } = await open({ 'PUT admin/settings': () => ({ body: { ...demo, settings: { ...demo.settings, supportContact: 'aide@demo.test' } } }) });
    const user = userEvent.setup();
    const contact = await screen.findByRole('textbox', { name: 'Contact pour l’accessibilité' });
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

  it('chooses how accounts are erased: by each person, or asked of an admin (docs/privacy.md#erasure)', async () => {
    const { calls } = await open({
      'PUT admin/settings': () => ({ body: { ...demo, settings: { ...demo.settings, privacy: { ...demo.settings.privacy, accountErasure: 'self' } } } }),
    });
    const user = userEvent.setup();
    const group = await screen.findByRole('group', { name: 'Suppression des comptes' });
    expect(within(group).getByRole('radio', { name: 'Chacun demande la suppression, qu’un administrateur fait dans le mois' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: 'Chacun supprime son compte lui-même, avec son mot de passe' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer les réglages' }));
    expect(await screen.findByText(/Réglages enregistrés/)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ settings: { privacy: { accountErasure: 'self' } } });
  });

  it('keeps unused accounts and the sign-in history within their bounds, and saves the durations (docs/privacy.md#retention)', async () => {
    const privacy = { ...demo.settings.privacy, inactiveAccountYears: 5, signInHistoryMonths: 24 };
    const { calls } = await open({ 'PUT admin/settings': { body: { ...demo, settings: { ...demo.settings, privacy } } } });
    const user = userEvent.setup();
    const group = within(await screen.findByRole('group', { name: 'Conservation des données' }));
    const years = group.getByRole('spinbutton', { name: 'Anonymiser les comptes inutilisés depuis (années)' });
    const months = group.getByRole('spinbutton', { name: 'Conserver l’historique des connexions (mois)' });
    expect(years).toHaveValue(3);
    expect(months).toHaveValue(12);
    expect(years).toHaveAccessibleDescription(
      'De 1 à 10 ans sans connexion. Au moins 30 jours avant, la personne reçoit un e-mail qui garde son compte d’un clic\u202f; se connecter le garde aussi. Un compte sans adresse e-mail attend aussi ce délai, sans être prévenu.',
    );
    expect(months).toHaveAccessibleDescription('De 1 à 60 mois. Les connexions terminées depuis plus longtemps sont effacées.');

    // Beyond their bounds: refused on each field, the first focused, nothing sent.
    await user.clear(years);
    await user.type(years, '11');
    await user.clear(months);
    await user.type(months, '0');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les réglages' }));
    expect(years).toHaveAccessibleDescription(expect.stringContaining('Un nombre entier d’années, de 1 à 10.'));
    expect(months).toHaveAccessibleDescription(expect.stringContaining('Un nombre entier de mois, de 1 à 60.'));
    expect(years).toHaveFocus();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await user.clear(years);
    await user.type(years, '5');
    await user.clear(months);
    await user.type(months, '24');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les réglages' }));
    expect(await screen.findByText(/Réglages enregistrés/)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ settings: { privacy } });
    expect(years).toHaveValue(5);
    expect(months).toHaveValue(24);
  });

  it('shows a duration the server refuses on its field', async () => {
    const refusal = {
      code: 'BAD_REQUEST',
      title: 'Bad request',
      message: 'bad',
      issues: [{ path: 'body.settings.privacy.signInHistoryMonths', message: 'Too big: expected number to be <=60' }],
    };
    await open({ 'PUT admin/settings': { status: 400, body: refusal } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Enregistrer les réglages' }));
    const months = screen.getByRole('spinbutton', { name: 'Conserver l’historique des connexions (mois)' });
    await waitFor(() => expect(months).toHaveFocus());
    expect(months).toHaveAccessibleDescription(expect.stringContaining('Cette valeur est refusée\u00a0: vérifiez-la.'));
  });

  it('refuses a help contact over http or that is no address, and saves an https page', async () => {
    const { calls } = await open({
      'PUT admin/settings': () => ({ body: { ...demo, settings: { ...demo.settings, helpContact: 'https://aide.demo.test/contact' } } }),
    });
    const user = userEvent.setup();
    const help = await screen.findByRole('textbox', { name: 'Contact pour l’aide' });
    expect(help).toHaveAccessibleDescription(expect.stringContaining('«\u00a0Aide\u00a0» du pied de page'));
    for (const typed of ['http://aide.demo.test', 'appelez le standard']) {
      await user.clear(help);
      await user.type(help, typed);
      await user.click(screen.getByRole('button', { name: 'Enregistrer les réglages' }));
      expect(help).toHaveAccessibleDescription(expect.stringContaining('Écrivez une adresse e-mail ou une adresse web commençant par https://.'));
      expect(help).toHaveFocus();
    }
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await user.clear(help);
    await user.type(help, ' https://aide.demo.test/contact ');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les réglages' }));
    expect(await screen.findByText(/Réglages enregistrés/)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ settings: { helpContact: 'https://aide.demo.test/contact' } });
  });

  it('turns a reminder on, previews what the learner receives in French and English as its days change, and saves it', async () => {
    const saved = { ...demo.settings.reminders, inactive: { enabled: true, days: 10 } };
    const { calls } = await open({ 'PUT admin/settings': { body: { ...demo, settings: { ...demo.settings, reminders: saved } } } });
    const user = userEvent.setup();
    const section = within((await screen.findByRole('heading', { level: 2, name: 'Relances automatiques' })).closest('section')!);
    const inactive = within(section.getByRole('group', { name: 'Aucune activité' }));
    const reminder = inactive.getByRole('checkbox', { name: 'Relancer qui n’avance plus dans un cours commencé' });
    expect(reminder).not.toBeChecked();
    expect(reminder).toHaveAccessibleDescription('Après ce nombre de jours sans activité dans le cours.');
    expect(section.queryByText(/Rappel/)).not.toBeInTheDocument();

    await user.click(reminder);
    expect(await inactive.findByText('Rappel : vous n’avez pas avancé dans « Sécurité au travail » depuis 7 jours')).toHaveAttribute('lang', 'fr');
    expect(inactive.getByText('Reminder: no progress in “Sécurité au travail” for 7 days')).toHaveAttribute('lang', 'en');
    const days = inactive.getByRole('spinbutton', { name: 'Jours sans activité' });
    expect(days).toHaveValue(7);
    expect(days).toHaveAccessibleDescription('De 1 à 60 jours.');
    await user.clear(days);
    await user.type(days, '1');
    expect(inactive.getByText('Rappel : vous n’avez pas avancé dans « Sécurité au travail » depuis 1 jour')).toBeInTheDocument();
    expect(inactive.getByText('Reminder: no progress in “Sécurité au travail” for 1 day')).toBeInTheDocument();

    // Beyond its bounds: refused on the field, no preview, nothing sent.
    await user.type(days, '00');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les réglages' }));
    expect(days).toHaveAccessibleDescription(expect.stringContaining('Un nombre entier de jours, de 1 à 60.'));
    expect(days).toHaveFocus();
    expect(inactive.queryByText(/Rappel/)).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    // The day after a due day is the due-date notice's: an overdue reminder starts at 2.
    expect(section.getByRole('spinbutton', { name: 'Jours après l’échéance' })).toHaveAccessibleDescription('De 2 à 60 jours.');

    await user.clear(days);
    await user.type(days, '10');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les réglages' }));
    expect(await screen.findByText(/Réglages enregistrés/)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      settings: { reminders: saved },
    });
    expect(reminder).toBeChecked();
    expect(inactive.getByText('Reminder: no progress in “Sécurité au travail” for 10 days')).toBeInTheDocument();
  });

  it('asks for a new version when the terms’ text changes, and refuses turning off the only sign-in', async () => {
    const { calls } = await open({});
    const user = userEvent.setup();
    const terms = within(await screen.findByRole('group', { name: 'Conditions générales d’utilisation' }));
    await user.type(terms.getByRole('textbox', { name: 'Texte' }), '<p>Ajout</p>');
    await user.click(screen.getByRole('checkbox', { name: 'Connexion avec un mot de passe' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer les réglages' }));
    expect(screen.getByRole('checkbox', { name: 'Connexion avec un mot de passe' })).toHaveAccessibleDescription(
      expect.stringContaining('Gardez la connexion par mot de passe tant que l’authentification unique est désactivée'),
    );
    const version = terms.getByRole('textbox', { name: 'Version' });
    expect(version).toHaveAccessibleDescription(expect.stringContaining('Le texte a changé\u00a0: donnez-lui une nouvelle version.'));
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
    const name = await screen.findByRole('textbox', { name: 'Nom de l’espace' });
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
