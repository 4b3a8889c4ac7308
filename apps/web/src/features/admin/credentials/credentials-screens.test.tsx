import type { AdminCredentialsPage, IssuedCredential } from '@espace/contracts/credentials';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { saveSession } from '../../../lib/session-storage';
import { fakeToken, type MockAnswer, mockApi } from '../../../test/api-mock';
import { adminMe } from '../../../test/admin-fixtures';
import { demoContext } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-app';

const path = '/formateur/administration/certificats';
const leaId = '0b8f4c1e-6a2d-4f3b-9c5e-1d2a3b4c5d6e';
const tomId = '7e6d5c4b-3a29-4817-8f6e-5d4c3b2a1f0e';

const credential = (overrides: Partial<IssuedCredential>): IssuedCredential => ({
  id: leaId,
  learner: { id: 'u1', name: 'Léa Martin', email: 'learner@demo.test' },
  course: 'Accueillir un client',
  code: 'DEMO-7K2P-QX4M',
  issuedAt: '2026-11-20T09:30:00.000Z',
  revokedAt: null,
  revocationReason: null,
  sharePath: `/credentials/${leaId}`,
  ...overrides,
});

const listOf = (items: IssuedCredential[], overrides: Partial<AdminCredentialsPage> = {}): MockAnswer => ({
  body: { items, page: 1, pageCount: 1, total: items.length, signingKey: 1, badgesIssued: false, ...overrides },
});

async function open(answers: Parameters<typeof mockApi>[0], context = demoContext) {
  const mock = mockApi({ 'GET users/me': { body: adminMe }, ...answers });
  saveSession(fakeToken({ sub: 'a1', iat: 1, exp: 2 }));
  await renderRoutes(appRoutes, { path, context });
  return mock;
}

/** The list of one credential, Léa's, as the server has it: revoked once a revocation went through. */
function oneCredential() {
  let lea = credential({});
  const answers = {
    'GET admin/credentials': () => listOf([lea]),
    revoke: (reason: string) => {
      lea = { ...lea, revokedAt: '2026-11-23T10:00:00.000Z', revocationReason: reason };
      return { body: lea };
    },
  };
  return answers;
}

describe('certificates screen', () => {
  it('lists the credentials with their state and public page, searches them and pages through', async () => {
    const tom = credential({
      id: tomId,
      learner: { id: 'u2', name: 'Tom Petit', email: '' },
      code: 'DEMO-9Z8Y',
      revokedAt: '2026-11-22T08:00:00.000Z',
      revocationReason: 'Délivré par erreur',
      sharePath: `/credentials/${tomId}`,
    });
    const { calls } = await open({
      'GET admin/credentials': () => {
        const asked = new URL(calls.at(-1)!.url, 'http://localhost').searchParams;
        if (asked.get('search') === 'zzz') return listOf([], { signingKey: 1 });
        return asked.get('page') === '2' ? listOf([tom], { page: 2, pageCount: 2, total: 51 }) : listOf([credential({})], { pageCount: 2, total: 51 });
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificats' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Académie Démo - Certificats'));
    const sections = screen.getByRole('navigation', { name: 'Administration' });
    expect(within(sections).getByRole('link', { name: 'Certificats' })).toHaveAttribute('aria-current', 'page');

    expect(await screen.findByText('51 certificats')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Certificats délivrés' });
    const row = within(table).getByRole('row', { name: /Léa Martin/ });
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Léa Martinlearner@demo.test');
    expect(within(row).getByRole('cell', { name: 'Accueillir un client' })).toHaveAttribute('data-label', 'Formation');
    expect(within(row).getByText('DEMO-7K2P-QX4M')).toBeInTheDocument();
    expect(within(row).getByText('Valide')).toBeInTheDocument();
    const link = within(row).getByRole('link', { name: 'Page publique du certificat de Léa Martin pour «\u00a0Accueillir un client\u00a0» (nouvel onglet)' });
    expect(link).toHaveAttribute('href', `/credentials/${leaId}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(row).getByRole('button', { name: 'Révoquer le certificat de Léa Martin pour «\u00a0Accueillir un client\u00a0»' })).toBeInTheDocument();

    // A revoked one says when and why, and offers no « Révoquer ».
    await userEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(await screen.findByText('Page 2 sur 2')).toBeInTheDocument();
    const revoked = within(screen.getByRole('table')).getByRole('row', { name: /Tom Petit/ });
    expect(within(revoked).getByText(/^Révoqué le 22 nov\. 2026, \d\d:00$/)).toBeInTheDocument();
    expect(within(revoked).getByText('Motif : Délivré par erreur')).toBeInTheDocument();
    expect(within(revoked).queryByRole('button')).not.toBeInTheDocument();

    // A search starts again from the first page.
    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher un certificat' }), 'zzz');
    expect(await screen.findByText('Aucun certificat ne correspond à cette recherche.')).toBeInTheDocument();
    const asked = new URL(calls.filter((call) => call.path === 'admin/credentials').at(-1)!.url, 'http://localhost').searchParams;
    expect(Object.fromEntries(asked)).toEqual({ search: 'zzz', page: '1', kind: 'certificates' });
  });

  it('revokes a credential with the reason typed, then shows it revoked and says so', async () => {
    const server = oneCredential();
    const { calls } = await open({
      'GET admin/credentials': server['GET admin/credentials'],
      [`POST admin/credentials/${leaId}/revoke`]: () => server.revoke((calls.at(-1)!.body as { reason: string }).reason),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Révoquer le certificat de Léa Martin pour «\u00a0Accueillir un client\u00a0»' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Révoquer ce certificat' });
    expect(dialog).toHaveAccessibleDescription(
      /^Le certificat de Léa Martin pour «\u00a0Accueillir un client\u00a0»\. Code\u00a0: DEMO-7K2P-QX4M La révocation/,
    );
    expect(dialog).toHaveTextContent('la page publique du certificat et tout outil de vérification diront qu’il est révoqué');
    const reason = within(dialog).getByRole('textbox', { name: 'Motif' });
    expect(reason).toHaveFocus();
    await user.type(reason, '  Délivré par erreur ');
    await user.click(within(dialog).getByRole('button', { name: 'Révoquer' }));

    expect(await screen.findByText('Le certificat de Léa Martin pour « Accueillir un client » est révoqué.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ reason: 'Délivré par erreur' }]);
    const row = within(screen.getByRole('table')).getByRole('row', { name: /Léa Martin/ });
    expect(within(row).getByText(/^Révoqué le 23 nov\. 2026/)).toBeInTheDocument();
    expect(within(row).getByText('Motif : Délivré par erreur')).toBeInTheDocument();
    // « Révoquer » is gone: the focus goes to the same row's public page.
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    await waitFor(() => expect(within(row).getByRole('link')).toHaveFocus());
  });

  it('calls them attestations where the tenant does, from the menu to the revocation', async () => {
    const server = oneCredential();
    const { calls } = await open(
      {
        'GET admin/credentials': server['GET admin/credentials'],
        [`POST admin/credentials/${leaId}/revoke`]: () => server.revoke((calls.at(-1)!.body as { reason: string }).reason),
      },
      { ...demoContext, settings: { ...demoContext.settings, certificationType: 'Attestation' } },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Attestations' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Académie Démo - Attestations'));
    const sections = screen.getByRole('navigation', { name: 'Administration' });
    expect(within(sections).getByRole('link', { name: 'Attestations' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('1 attestation')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Rechercher une attestation' })).toBeInTheDocument();
    expect(screen.getByText('Les nouvelles attestations sont signées par la clé n° 1.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Révoquer l’attestation de Léa Martin pour «\u00a0Accueillir un client\u00a0»' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Révoquer cette attestation' });
    expect(dialog).toHaveTextContent('la page publique de l’attestation et tout outil de vérification diront qu’elle est révoquée');
    await user.type(within(dialog).getByRole('textbox', { name: 'Motif' }), 'Délivrée par erreur');
    await user.click(within(dialog).getByRole('button', { name: 'Révoquer' }));
    expect(await screen.findByText('L’attestation de Léa Martin pour « Accueillir un client » est révoquée.')).toBeInTheDocument();
    const row = within(screen.getByRole('table', { name: 'Attestations délivrées' })).getByRole('row', { name: /Léa Martin/ });
    expect(within(row).getByText(/^Révoquée le 23 nov\. 2026/)).toBeInTheDocument();
  });

  it('lists the badges apart once the tenant issued any, without a code, and names each as a badge down to its revocation', async () => {
    let badge = credential({ id: tomId, course: 'Or — Vente', code: null, sharePath: `/credentials/${tomId}` });
    const { calls } = await open({
      'GET admin/credentials': () =>
        calls.at(-1)!.url.includes('kind=badges') ? listOf([badge], { badgesIssued: true }) : listOf([credential({})], { badgesIssued: true }),
      [`POST admin/credentials/${tomId}/revoke`]: () => {
        badge = { ...badge, revokedAt: '2026-11-23T10:00:00.000Z', revocationReason: (calls.at(-1)!.body as { reason: string }).reason };
        return { body: badge };
      },
    });
    expect(await screen.findByRole('table', { name: 'Certificats délivrés' })).toHaveTextContent('DEMO-7K2P-QX4M');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Afficher' }), 'Badges');
    const table = await screen.findByRole('table', { name: 'Badges délivrés' });
    expect(screen.getByText('1 badge')).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Code' })).toBeNull();
    const [, badgeRow] = within(table).getAllByRole('row') as [HTMLElement, HTMLElement];
    expect(within(badgeRow).getByRole('cell', { name: 'Or — Vente' })).toHaveAttribute('data-label', 'Badge');
    expect(within(badgeRow).getByRole('link', { name: 'Page publique du badge «\u00a0Or — Vente\u00a0» de Léa Martin (nouvel onglet)' })).toHaveAttribute(
      'href',
      `/credentials/${tomId}`,
    );

    await user.click(within(badgeRow).getByRole('button', { name: 'Révoquer le badge «\u00a0Or — Vente\u00a0» de Léa Martin' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Révoquer ce badge' });
    expect(dialog).toHaveAccessibleDescription(/^Le badge «\u00a0Or — Vente\u00a0» de Léa Martin\. La révocation/);
    expect(dialog).not.toHaveTextContent('Code');
    await user.type(within(dialog).getByRole('textbox', { name: 'Motif' }), 'Délivré par erreur');
    await user.click(within(dialog).getByRole('button', { name: 'Révoquer' }));
    expect(await screen.findByText('Le badge « Or — Vente » de Léa Martin est révoqué.')).toBeInTheDocument();
    expect(within(await screen.findByRole('table', { name: 'Badges délivrés' })).getByText(/^Révoqué le 23 nov\. 2026/)).toBeInTheDocument();
  });

  it('offers no choice of list to a tenant that never issued a badge', async () => {
    await open({ 'GET admin/credentials': listOf([credential({})]) });
    await screen.findByRole('table', { name: 'Certificats délivrés' });
    expect(screen.queryByRole('combobox', { name: 'Afficher' })).toBeNull();
  });

  it('shows a refusal in the dialog, translated, and keeps the reason typed', async () => {
    await open({
      'GET admin/credentials': listOf([credential({})]),
      [`POST admin/credentials/${leaId}/revoke`]: {
        status: 409,
        body: { code: 'CREDENTIAL_ALREADY_REVOKED', title: 'Conflict', message: 'Credential already revoked' },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Révoquer le certificat de Léa Martin/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Révoquer ce certificat' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Motif' }), 'Fraude constatée');
    await user.click(within(dialog).getByRole('button', { name: 'Révoquer' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Déjà révoqué');
    expect(alert).toHaveTextContent('Ce certificat a déjà été révoqué.');
    expect(within(dialog).getByRole('textbox', { name: 'Motif' })).toHaveValue('Fraude constatée');

    // Annuler closes it, the focus back on the « Révoquer » that opened it.
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Révoquer le certificat de Léa Martin/ })).toHaveFocus();
  });

  it('asks for a reason of 500 characters at most, counting them', async () => {
    const { calls } = await open({ 'GET admin/credentials': listOf([credential({})]) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Révoquer le certificat de Léa Martin/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Révoquer ce certificat' });
    const reason = within(dialog).getByRole('textbox', { name: 'Motif' });
    expect(reason).toHaveAccessibleDescription('0 / 500 caractères');

    // Spaces only are no reason: nothing is sent, the field says why.
    await user.type(reason, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Révoquer' }));
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription('3 / 500 caractères Indiquez le motif de la révocation.');
    expect(reason).toHaveFocus();

    await user.clear(reason);
    await user.click(reason);
    await user.paste('x'.repeat(520));
    expect(reason).toHaveValue('x'.repeat(500));
    expect(reason).toHaveAccessibleDescription('500 / 500 caractères');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('changes the signing key once confirmed, saying which key signs now', async () => {
    let signingKey = 1;
    const { calls } = await open({
      'GET admin/credentials': () => listOf([credential({})], { signingKey }),
      'POST admin/credentials/keys': () => {
        signingKey = 2;
        return { body: { signingKey } };
      },
    });
    const user = userEvent.setup();
    const panel = await screen.findByRole('region', { name: 'Clé de signature' });
    expect(within(panel).getByText('Les nouveaux certificats sont signés par la clé n° 1.')).toBeInTheDocument();

    // Cancelling sends nothing.
    await user.click(within(panel).getByRole('button', { name: 'Changer de clé' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Changer de clé de signature\u202f?' });
    expect(confirm).toHaveTextContent('Les certificats déjà délivrés restent vérifiables');
    await user.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(within(panel).getByRole('button', { name: 'Changer de clé' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Changer de clé de signature\u202f?' });
    await user.click(within(confirm).getByRole('button', { name: 'Changer de clé' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent('La clé n° 2 signe désormais les nouveaux certificats.');
    expect(await within(panel).findByText('Les nouveaux certificats sont signés par la clé n° 2.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST' && call.path === 'admin/credentials/keys')).toHaveLength(1);
  });

  it('says there is no key before the first credential, with nothing to change', async () => {
    await open({ 'GET admin/credentials': listOf([], { signingKey: null }) });
    expect(await screen.findByText('Aucun certificat n’a encore été délivré.')).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Clé de signature' });
    expect(within(panel).getByText('Aucune clé pour l’instant : la première sera créée avec le premier certificat délivré.')).toBeInTheDocument();
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
  });
});
