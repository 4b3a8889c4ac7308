import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { saveSession } from '../../../lib/session-storage';
import { fakeToken, mockApi } from '../../../test/api-mock';
import { demoContext, learnerMe } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-app';

const errorOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')?.textContent;
const openProfile = async (answers: Parameters<typeof mockApi>[0] = {}, context = demoContext) => {
  const api = mockApi({ 'GET users/me': { body: learnerMe }, ...answers });
  saveSession(fakeToken({ sub: 'u1', iat: 1, exp: 2 }));
  await renderRoutes(appRoutes, { path: '/me', context });
  await screen.findByRole('heading', { level: 1, name: 'Mon profil' });
  return api;
};
const save = () => userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

describe('/me profile form', () => {
  it('shows only the fields the tenant lets the user set, the e-mail locked once set, and is reached from the header', async () => {
    await openProfile();
    expect(screen.getByRole('link', { name: /Léa Martin/ })).toHaveAttribute('href', '/me');
    expect(screen.getByLabelText('Nom')).toHaveValue('Martin');
    expect(screen.getByLabelText('Prénom')).toHaveValue('Léa');
    expect(screen.getByLabelText('Date de naissance')).toHaveAttribute('type', 'date');
    expect(screen.queryByLabelText('Pseudonyme')).toBeNull();
    expect(screen.getByLabelText('Adresse e-mail')).toBeDisabled();
    expect(document.title).toBe('Académie Démo - Mon profil');
  });

  it('lets a user from an invitation code change the e-mail and requires the username', async () => {
    const context = { ...demoContext, settings: { ...demoContext.settings, userCanSet: { ...demoContext.settings.userCanSet, username: true } } };
    await openProfile({ 'GET users/me': { body: { ...learnerMe, isFromInvitationCode: true, username: null } } }, context);
    expect(screen.getByLabelText('Adresse e-mail')).toBeEnabled();
    await userEvent.click(screen.getByLabelText('Pseudonyme'));
    await userEvent.tab();
    expect(errorOf(screen.getByLabelText('Pseudonyme'))).toBe('Entrez un pseudonyme');
  });

  it('checks every rule on blur and on submit, sending nothing while one fails', async () => {
    const { calls } = await openProfile();
    await userEvent.clear(screen.getByLabelText('Nom'));
    await userEvent.tab();
    expect(screen.getByLabelText('Nom')).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf(screen.getByLabelText('Nom'))).toBe('Entrez un nom');
    await userEvent.clear(screen.getByLabelText('Prénom'));
    await userEvent.type(screen.getByLabelText('Prénom'), 'Lé');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Changer mon mot de passe' }));
    await userEvent.type(screen.getByLabelText('Nouveau mot de passe', { selector: 'input' }), 'Aa 1#aa');
    await save();
    expect(errorOf(screen.getByLabelText('Prénom'))).toBe('Taille requise entre 3 et 60 caractères');
    expect(errorOf(screen.getByLabelText('Nouveau mot de passe', { selector: 'input' }))).toBe('Les espaces ne sont pas autorisés');
    expect(screen.getByLabelText('Nom')).toHaveFocus();
    await userEvent.clear(screen.getByLabelText('Nouveau mot de passe', { selector: 'input' }));
    await save();
    expect(errorOf(screen.getByLabelText('Nouveau mot de passe', { selector: 'input' }))).toBe('Entrez votre nouveau mot de passe pour le changer');
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);
  });

  it("sends only the changed fields and thanks the user: 'Merci', 'Vos données ont été mises à jour'", async () => {
    const { calls } = await openProfile({ 'PATCH users/me': { body: { ...learnerMe, firstname: 'Léane', displayName: 'Léane Martin' } } });
    await userEvent.clear(screen.getByLabelText('Prénom'));
    await userEvent.type(screen.getByLabelText('Prénom'), 'Léane{Enter}');
    const status = await screen.findByText('Vos données ont été mises à jour');
    expect(within(screen.getAllByRole('status').find((node) => node.contains(status)) as HTMLElement).getByText('Merci')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ firstname: 'Léane' });
    expect(await within(screen.getByRole('banner')).findByText('Léane Martin')).toBeInTheDocument();
  });

  it("reports a refusal in an 'Erreur' alert and on the field, keeping the typed values", async () => {
    const context = { ...demoContext, settings: { ...demoContext.settings, userCanSet: { ...demoContext.settings.userCanSet, username: true } } };
    await openProfile(
      { 'PATCH users/me': { status: 409, body: { code: 'UNIQUE_USERNAME', title: 't', message: 'm', issues: [{ path: 'username', message: 'taken' }] } } },
      context,
    );
    await userEvent.clear(screen.getByLabelText('Pseudonyme'));
    await userEvent.type(screen.getByLabelText('Pseudonyme'), 'thomas.bernard');
    await save();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erreur');
    expect(alert).toHaveTextContent('Identifiant indisponible');
    expect(errorOf(screen.getByLabelText('Pseudonyme'))).toBe('Cet identifiant est déjà utilisé.');
    expect(screen.getByLabelText('Pseudonyme')).toHaveValue('thomas.bernard');
    await waitFor(() => expect(screen.getByLabelText('Pseudonyme')).toHaveFocus());
  });

  it('asks for the current password with a new one, sends both, and shows a wrong one on its field', async () => {
    const { calls } = await openProfile({
      'PATCH users/me': {
        status: 400,
        body: { code: 'INVALID_CURRENT_PASSWORD', title: 't', message: 'm', issues: [{ path: 'currentPassword', message: 'wrong' }] },
      },
    });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Changer mon mot de passe' }));
    const current = screen.getByLabelText('Mot de passe actuel', { selector: 'input' });
    expect(current).toHaveAttribute('autocomplete', 'current-password');
    expect(current).toHaveAttribute('type', 'password');
    await userEvent.type(screen.getByLabelText('Nouveau mot de passe', { selector: 'input' }), 'Nouveau#2026');
    await save();
    expect(errorOf(current)).toBe('Entrez votre mot de passe actuel pour le changer');
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);

    await userEvent.type(current, 'Devine#2026');
    await save();
    await waitFor(() => expect(errorOf(current)).toBe('Ce n’est pas votre mot de passe actuel. Vérifiez-le, puis réessayez.'));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ password: 'Nouveau#2026', currentPassword: 'Devine#2026' });
    expect(current).toHaveValue('Devine#2026');
    expect(screen.getByLabelText('Nouveau mot de passe', { selector: 'input' })).toHaveValue('Nouveau#2026');
    await waitFor(() => expect(current).toHaveFocus());
  });

  describe('a new e-mail address', () => {
    const invited = { ...learnerMe, isFromInvitationCode: true };
    const email = () => screen.getByLabelText('Adresse e-mail');

    it('asks for the current password right under it, sends both, and says where the link went', async () => {
      const pending = { ...invited, pendingEmail: { email: 'lea@new.test', awaiting: 'confirmation' as const } };
      const { calls } = await openProfile({ 'GET users/me': { body: invited }, 'PATCH users/me': { body: pending } });
      expect(screen.queryByLabelText('Mot de passe actuel', { selector: 'input' })).toBeNull();
      await userEvent.clear(email());
      await userEvent.type(email(), 'lea@new.test');
      expect(screen.getByText('Un lien sera envoyé à la nouvelle adresse, qui remplacera l’actuelle une fois confirmée.')).toBeInTheDocument();
      const current = screen.getByLabelText('Mot de passe actuel', { selector: 'input' });
      expect(current).toHaveAccessibleDescription(/Il est demandé pour changer votre adresse e-mail\./);
      // Right after the e-mail field, before the password change.
      expect(email().compareDocumentPosition(current) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      await save();
      expect(errorOf(current)).toBe('Entrez votre mot de passe actuel pour changer d’adresse e-mail');
      expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);

      await userEvent.type(current, 'Learner#2026');
      await save();
      expect(await screen.findByText('Ouvrez le lien envoyé à lea@new.test pour confirmer votre nouvelle adresse.')).toBeInTheDocument();
      expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ email: 'lea@new.test', currentPassword: 'Learner#2026' });
      expect(
        screen.getByText(
          'Nouvelle adresse à confirmer : lea@new.test. Ouvrez le lien que nous y avons envoyé. D’ici là, votre adresse reste learner@demo.test.',
        ),
      ).toBeInTheDocument();
      // The field shows the account's address again, and asks for nothing more.
      expect(email()).toHaveValue('learner@demo.test');
      expect(screen.queryByLabelText('Mot de passe actuel', { selector: 'input' })).toBeNull();
    });

    it('shows a wrong current password, and too many links asked for, on their fields, keeping what was typed', async () => {
      let answer = {
        status: 400,
        body: { code: 'INVALID_CURRENT_PASSWORD', title: 't', message: 'm', issues: [{ path: 'currentPassword', message: 'wrong' }] },
      };
      await openProfile({ 'GET users/me': { body: invited }, 'PATCH users/me': () => answer });
      await userEvent.clear(email());
      await userEvent.type(email(), 'lea@new.test');
      const current = screen.getByLabelText('Mot de passe actuel', { selector: 'input' });
      await userEvent.type(current, 'Devine#2026');
      await save();
      await waitFor(() => expect(errorOf(current)).toBe('Ce n’est pas votre mot de passe actuel. Vérifiez-le, puis réessayez.'));
      expect(email()).toHaveValue('lea@new.test');
      expect(current).toHaveValue('Devine#2026');

      answer = { status: 429, body: { code: 'TOO_MANY_REQUESTS', title: 't', message: 'm', issues: [] } };
      await userEvent.clear(current);
      await userEvent.type(current, 'Learner#2026');
      await save();
      await waitFor(() => expect(errorOf(email())).toBe('Trop de demandes en peu de temps. Réessayez dans quelques minutes.'));
      expect(email()).toHaveValue('lea@new.test');
    });

    it('asks an account without a password for no password: its current address approves', async () => {
      const approval = { ...invited, hasPassword: false, pendingEmail: { email: 'lea@new.test', awaiting: 'approval' as const } };
      const { calls } = await openProfile({ 'GET users/me': { body: { ...invited, hasPassword: false } }, 'PATCH users/me': { body: approval } });
      await userEvent.clear(email());
      await userEvent.type(email(), 'lea@new.test');
      expect(screen.getByText('Un lien sera d’abord envoyé à votre adresse actuelle pour approuver ce changement.')).toBeInTheDocument();
      expect(screen.queryByLabelText('Mot de passe actuel', { selector: 'input' })).toBeNull();
      await save();
      expect(await screen.findByText('Ouvrez le lien envoyé à votre adresse actuelle pour approuver le changement.')).toBeInTheDocument();
      expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ email: 'lea@new.test' });
    });
  });
});
