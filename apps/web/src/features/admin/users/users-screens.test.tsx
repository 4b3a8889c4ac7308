import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { saveSession } from '../../../lib/session-storage';
import { fakeToken, mockApi } from '../../../test/api-mock';
import { adminMe } from '../../../test/admin-fixtures';
import { learnerMe } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-app';

/** An ADMIN of one company: the screens of people and classes, their company's only (docs/administration.md#who-administers). */
const companyAdminMe = { ...learnerMe, id: 'a2', _id: 'a2', classUsers: [], companyUsers: [{ companyId: 'c1', role: 'ADMIN' as const }] };

async function open(path: string, me: object, answers: Parameters<typeof mockApi>[0]) {
  const mock = mockApi({ 'GET users/me': { body: me }, ...answers });
  saveSession(fakeToken({ sub: 'a1', iat: 1, exp: 2 }));
  await renderRoutes(appRoutes, { path });
  return mock;
}

describe('users screens', () => {
  const lea = {
    id: 'u1',
    displayName: 'Léa Martin',
    email: 'learner@demo.test',
    username: 'lea.martin',
    roles: [],
    deactivatedAt: null,
    erasedAt: null as string | null,
    createdAt: '2026-01-01T00:00:00.000Z',
    lastActiveAt: '2026-11-20T08:00:00.000Z',
    invitationSentAt: null as string | null,
  };
  const detail = (overrides: object = {}) => ({
    ...lea,
    classes: [{ id: 'k1', name: 'Printemps 2026', role: 'STUDENT' }],
    companies: [{ id: 'c1', name: 'Démo SA', role: 'STUDENT' }],
    isSelf: false,
    manageable: { account: true, adminRole: true },
    grantableCompanyRoles: [],
    ...overrides,
  });

  it('searches the users and opens one', async () => {
    const { calls } = await open('/formateur/administration/utilisateurs', adminMe, {
      'GET admin/users': () => {
        const search = new URL(calls.at(-1)!.url, 'http://localhost').searchParams.get('search');
        return {
          body: {
            items: search === 'zzz' ? [] : [lea, { ...lea, id: 'u2', displayName: 'Alice Durand', email: 'admin@demo.test', roles: ['admin'] }],
            page: 1,
            pageCount: 1,
            total: search === 'zzz' ? 0 : 2,
          },
        };
      },
    });
    expect(await screen.findByText('2 utilisateurs')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Léa Martin' })).toHaveAttribute('href', '/formateur/administration/utilisateurs/u1');
    expect(screen.getByText('Administrateur')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher un utilisateur' }), 'zzz');
    expect(await screen.findByText('Aucun utilisateur ne correspond à cette recherche.')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === 'admin/users').at(-1)?.url).toContain('search=zzz');
  });

  it('names an anonymised account as such, lists it by its state and offers nothing to do with it (docs/privacy.md#erasure)', async () => {
    const anonymised = { ...lea, id: 'u3', displayName: '', email: '', username: null, erasedAt: '2026-11-20T10:00:00.000Z' };
    const { calls } = await open('/formateur/administration/utilisateurs', adminMe, {
      'GET admin/users': { body: { items: [anonymised], page: 1, pageCount: 1, total: 1 } },
      'GET admin/users/u3': { body: detail({ ...anonymised, classes: [], companies: [], manageable: { account: false, adminRole: false } }) },
    });
    const list = await screen.findByRole('list', { name: 'Utilisateurs trouvés' });
    expect(within(list).getByText('Anonymisé')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Afficher' }), 'Comptes anonymisés');
    expect(calls.filter((call) => call.path === 'admin/users').at(-1)?.url).toContain('state=erased');
    await userEvent.click(within(list).getByRole('link', { name: 'Compte anonymisé' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Compte anonymisé' })).toBeInTheDocument();
    expect(screen.getByText(/^Anonymisé le 20 nov\. 2026/)).toBeInTheDocument();
    expect(screen.getByText(/Ce compte a été anonymisé à la demande de son titulaire/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Désactiver le compte' })).not.toBeInTheDocument();
    // No address to mail a link to goes without saying.
    expect(screen.queryByText(/aucun lien ne peut lui être envoyé/)).not.toBeInTheDocument();
  });

  it('says an invitation waits, and sends it again instead of a reset link', async () => {
    const { calls } = await open('/formateur/administration/utilisateurs/u1', adminMe, {
      'GET admin/users/u1': { body: detail({ invitationSentAt: '2026-12-01T09:30:00.000Z' }) },
      'POST admin/users/u1/invitation': { body: { sentTo: 'learner@demo.test', sentAt: '2026-12-02T09:30:00.000Z' } },
    });
    expect(await screen.findByText(/^Invitation envoyée le 1er déc\. 2026, \d\d:30, en attente$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Envoyer un lien de réinitialisation du mot de passe' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Renvoyer l’invitation' }));
    expect(await screen.findByText('L’invitation a été renvoyée à learner@demo.test ; le lien précédent ne fonctionne plus.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST' && call.path === 'admin/users/u1/invitation')).toHaveLength(1);
  });

  it('asks before deactivating an account, then says it is done; the admin role and a reset link are one press each', async () => {
    let current = detail();
    const { calls } = await open('/formateur/administration/utilisateurs/u1', adminMe, {
      'GET admin/users/u1': () => ({ body: current }),
      'PATCH admin/users/u1': () => {
        const body = calls.at(-1)!.body as { deactivated?: boolean; admin?: boolean };
        current = detail({
          deactivatedAt: body.deactivated === true ? '2026-11-23T10:00:00.000Z' : current.deactivatedAt,
          roles: body.admin === true ? ['admin'] : [],
        });
        return { body: current };
      },
      'POST admin/users/u1/password-reset': { body: { sentTo: 'learner@demo.test' } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Léa Martin' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Printemps 2026' })).toHaveAttribute('href', '/formateur/classes/k1');
    // When it was last used: what retention counts from (docs/privacy.md#retention).
    expect(screen.getByText('Dernière utilisation').nextElementSibling).toHaveTextContent(/20 nov\. 2026/);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Envoyer un lien de réinitialisation du mot de passe' }));
    expect(await screen.findByText('Un lien de réinitialisation a été envoyé à learner@demo.test.')).toBeInTheDocument();

    // Granting the administration is asked first, saying what it gives; cancelling sends nothing.
    await user.click(screen.getByRole('button', { name: 'Confier l’administration de l’espace' }));
    let grant = await screen.findByRole('alertdialog', { name: 'Confier l’administration de l’espace à Léa Martin\u202f?' });
    expect(grant).toHaveTextContent('confier ou retirer l’administration à d’autres personnes');
    await user.click(within(grant).getByRole('button', { name: 'Annuler' }));
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Confier l’administration de l’espace' }));
    grant = await screen.findByRole('alertdialog', { name: 'Confier l’administration de l’espace à Léa Martin\u202f?' });
    await user.click(within(grant).getByRole('button', { name: 'Confier l’administration' }));
    expect(await screen.findByText('Léa Martin administre désormais l’espace.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Désactiver le compte' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Désactiver le compte de Léa Martin\u202f?' });
    expect(calls.some((call) => call.method === 'PATCH' && (call.body as { deactivated?: boolean }).deactivated === true)).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Désactiver' }));
    expect(await screen.findByText('Le compte est désactivé.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réactiver le compte' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Envoyer un lien de réinitialisation du mot de passe' })).not.toBeInTheDocument();
  });

  it('offers the admin no way to lock themselves out', async () => {
    await open('/formateur/administration/utilisateurs/a1', adminMe, {
      'GET admin/users/a1': {
        body: detail({ id: 'a1', displayName: 'Alice Durand', roles: ['admin'], isSelf: true, manageable: { account: true, adminRole: false } }),
      },
    });
    expect(await screen.findByText(/C’est votre compte/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Désactiver le compte' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retirer l’administration de l’espace' })).not.toBeInTheDocument();
  });

  it('lets a company admin into the screens of their people and classes only, and shows what is out of their reach', async () => {
    await open('/formateur/administration', companyAdminMe, {
      'GET admin/users': { body: { items: [lea], page: 1, pageCount: 1, total: 1 } },
      'GET admin/users/u1': { body: detail({ roles: ['admin'], manageable: { account: false, adminRole: false } }) },
    });
    expect(await screen.findByText('1 utilisateur')).toBeInTheDocument();
    // The intro offers what a company admin can do: not the administration of the space.
    expect(screen.getByText(/^Les comptes des membres de vos entreprises\./)).toBeInTheDocument();
    expect(screen.queryByText(/confier l’administration/)).not.toBeInTheDocument();
    const sections = screen.getByRole('navigation', { name: 'Administration' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Utilisateurs', 'Classes', 'Importer des apprenants']);
    await userEvent.click(screen.getByRole('link', { name: 'Léa Martin' }));
    expect(await screen.findByText(/hors de la portée d’un administrateur d’entreprise/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Désactiver le compte' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Envoyer un lien de réinitialisation du mot de passe' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confier l’administration de l’espace' })).not.toBeInTheDocument();
  });

  it('sends a company admin away from the tenant-wide screens', async () => {
    const { calls } = await open('/formateur/administration/codes', companyAdminMe, {});
    expect(await screen.findByRole('heading', { level: 1, name: 'Accès restreint' })).toBeInTheDocument();
    expect(calls.some((call) => call.path.startsWith('admin/'))).toBe(false);
  });

  it("gives a role in a company of the admin's reach and takes one back", async () => {
    let current = detail({ grantableCompanyRoles: [{ id: 'c1', name: 'Démo SA', roles: ['TEACHER', 'STUDENT'] }] });
    const { calls } = await open('/formateur/administration/utilisateurs/u1', adminMe, {
      'GET admin/users/u1': () => ({ body: current }),
      'PATCH admin/users/u1': () => {
        const { companyRole } = calls.findLast((call) => call.method === 'PATCH')!.body as {
          companyRole: { companyId: string; role: string; granted: boolean };
        };
        const others = current.companies.filter((membership: { role: string }) => membership.role !== companyRole.role);
        current = { ...current, companies: companyRole.granted ? [...others, { id: 'c1', name: 'Démo SA', role: companyRole.role }] : others };
        return { body: current };
      },
    });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Donner un rôle d’entreprise' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Rôle' }), 'TEACHER');
    await user.click(within(form).getByRole('button', { name: 'Donner ce rôle' }));
    expect(await screen.findByText('Rôle formateur donné dans Démo SA.')).toBeInTheDocument();
    expect(calls.findLast((call) => call.method === 'PATCH')?.body).toEqual({ companyRole: { companyId: 'c1', role: 'TEACHER', granted: true } });
    await user.click(screen.getByRole('button', { name: 'Retirer le rôle apprenant dans Démo SA' }));
    expect(await screen.findByText('Rôle apprenant retiré dans Démo SA.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retirer le rôle apprenant dans Démo SA' })).not.toBeInTheDocument();
  });
});
