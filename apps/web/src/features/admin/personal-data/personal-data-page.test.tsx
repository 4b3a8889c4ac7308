import type { AdminRetention } from '@espace/contracts/privacy';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { saveSession } from '../../../lib/session-storage';
import { fakeToken, mockApi } from '../../../test/api-mock';
import { adminMe } from '../../../test/admin-fixtures';
import { learnerMe } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-app';

const path = '/formateur/administration/donnees-personnelles';
/** An ADMIN of one company: the screens of people and classes, their company's only (docs/administration.md#who-administers). */
const companyAdminMe = { ...learnerMe, id: 'a2', _id: 'a2', classUsers: [], companyUsers: [{ companyId: 'c1', role: 'ADMIN' as const }] };

const lea = {
  userId: 'u1',
  displayName: 'Léa Martin',
  email: 'learner@demo.test',
  lastActiveAt: '2023-04-01T09:00:00.000Z',
  warnedAt: '2026-03-02T03:00:00.000Z',
  mailed: true,
  anonymisedOn: '2026-04-01T09:00:00.000Z',
};
// No name and no address: warned in no mail.
const nameless = { ...lea, userId: 'u2', displayName: '', email: '', mailed: false, anonymisedOn: '2026-04-03T09:00:00.000Z' };
const retention: AdminRetention = {
  inactiveAccountYears: 3,
  signInHistoryMonths: 12,
  signInsKeptSince: '2025-03-10T08:00:00.000Z',
  notices: [lea, nameless],
  noticeCount: 2,
};

async function open(answers: Parameters<typeof mockApi>[0], me: object = adminMe) {
  const mock = mockApi({ 'GET users/me': { body: me }, 'GET admin/privacy-requests': { body: { items: [] } }, ...answers });
  saveSession(fakeToken({ sub: 'a1', iat: 1, exp: 2 }));
  await renderRoutes(appRoutes, { path });
  return mock;
}

/** A clipboard the test reads, or one that refuses. */
const stubClipboard = (writeText: (text: string) => Promise<void>) => {
  const spy = vi.fn(writeText);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: spy }, configurable: true });
  return spy;
};

describe('« Données personnelles » in the administration (docs/administration.md#personal-data)', () => {
  afterEach(() => Reflect.deleteProperty(navigator, 'clipboard'));

  it('says the durations in force, since when sign-ins are kept, and where to change them', async () => {
    await open({ 'GET admin/privacy/retention': { body: retention } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Données personnelles' })).toBeInTheDocument();
    const sections = screen.getByRole('navigation', { name: 'Administration' });
    expect(within(sections).getByRole('link', { name: 'Données personnelles' })).toHaveAttribute('aria-current', 'page');
    const section = within(await screen.findByRole('region', { name: 'Conservation des données' }));
    expect(
      section.getByText(
        'Un compte inutilisé depuis 3 ans est anonymisé. Au moins 30 jours avant, la personne reçoit un e-mail pour le garder d’un clic ; se connecter le garde aussi.',
      ),
    ).toBeInTheDocument();
    expect(section.getByText(/^L’historique des connexions est conservé 12 mois : les connexions terminées avant le 10 mars 2025/)).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'Changer ces durées dans les réglages de l’espace' })).toHaveAttribute(
      'href',
      '/formateur/administration/reglages',
    );
  });

  it('lists the accounts warned, soonest anonymised first, each leading to its page, and how many there are beyond them', async () => {
    await open({ 'GET admin/privacy/retention': { body: { ...retention, noticeCount: 250 } } });
    const table = await screen.findByRole('table', { name: 'Comptes qui seront anonymisés faute d’utilisation' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Personne', 'Adresse e-mail', 'Dernière utilisation', 'Prévenu le', 'Anonymisé le']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('rowheader')).toHaveTextContent('Léa Martin');
    expect(within(first!).getByRole('link', { name: 'Léa Martin' })).toHaveAttribute('href', '/formateur/administration/utilisateurs/u1');
    expect(first).toHaveTextContent(/learner@demo\.test.*1er avr\. 2023.*2 mars 2026.*1er avr\. 2026/);
    // An account without a name reads as anonymised accounts do; without an address, it was warned in no mail.
    expect(within(second!).getByRole('link', { name: 'Compte anonymisé' })).toHaveAttribute('href', '/formateur/administration/utilisateurs/u2');
    expect(second).toHaveTextContent('sans adresse (non prévenu par e-mail)');
    expect(screen.getByText('250 comptes prévenus : les 2 premiers à anonymiser sont listés.')).toBeInTheDocument();
  });

  it('says when no account is warned, and when no erasure request waits', async () => {
    await open({ 'GET admin/privacy/retention': { body: { ...retention, notices: [], noticeCount: 0 } } });
    expect(await screen.findByText('Aucun compte n’est prévenu d’une anonymisation prochaine.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Comptes qui seront anonymisés faute d’utilisation' })).toBeNull();
    expect(screen.queryByText(/comptes prévenus :/)).toBeNull();
    const requests = screen.getByRole('region', { name: 'Demandes d’effacement' });
    expect(requests).toHaveTextContent(/^Demandes d’effacementAucune demande en attente\./);
  });

  it('shows the erasure requests waiting, each leading to its account', async () => {
    const request = {
      id: 'r1',
      userId: 'u3',
      displayName: 'Paul Petit',
      email: 'paul@demo.test',
      requestedAt: '2100-01-02T10:00:00.000Z',
      dueAt: '2100-02-02T10:00:00.000Z',
    };
    await open({ 'GET admin/privacy/retention': { body: retention }, 'GET admin/privacy-requests': { body: { items: [request] } } });
    const panel = await screen.findByRole('region', { name: '1 demande de suppression de compte' });
    expect(within(panel).getByRole('link', { name: 'Paul Petit' })).toHaveAttribute('href', '/formateur/administration/utilisateurs/u3');
    expect(screen.queryByRole('region', { name: 'Demandes d’effacement' })).toBeNull();
  });

  it('shows the register of processing activities with the tenant’s durations, and copies it for a spreadsheet', async () => {
    await open({ 'GET admin/privacy/retention': { body: { ...retention, inactiveAccountYears: 1, signInHistoryMonths: 24 } } });
    const clipboard = stubClipboard(async () => undefined);
    const register = within(await screen.findByRole('region', { name: 'Registre des traitements' }));
    const table = register.getByRole('table', { name: 'Traitements de données personnelles du portail' });
    const header = ['Traitement', 'Données', 'Finalité', 'Base légale', 'Durée de conservation', 'Destinataires'];
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(header);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Comptes et connexion',
      'Suivi pédagogique',
      'Accompagnement',
      'Avis',
      'Certificats et attestations',
      'Notifications et e-mails',
      'Journal d’administration',
    ]);
    const accounts = within(table).getByRole('row', { name: /^Comptes et connexion/ });
    expect(within(accounts).getByRole('cell', { name: /^Le compte jusqu’à son effacement/ })).toHaveTextContent(
      'Le compte jusqu’à son effacement, ou 1 an sans utilisation puis anonymisation ; les connexions 24 mois',
    );
    expect(within(table).getByRole('row', { name: /^Suivi pédagogique/ })).toHaveTextContent(/article L\.6353-1 du Code du travail/);

    await userEvent.click(register.getByRole('button', { name: 'Copier le registre' }));
    expect(await register.findByRole('status')).toHaveTextContent('Registre copié : collez-le dans un tableur ou un document.');
    const lines = clipboard.mock.calls[0]![0].split('\n');
    expect(lines).toHaveLength(8);
    expect(lines[0]).toBe(header.join('\t'));
    expect(lines[1]!.split('\t')).toHaveLength(6);
    expect(lines[1]).toMatch(/^Comptes et connexion\tNom, prénom, adresse e-mail.*\tLe compte jusqu’à son effacement, ou 1 an sans utilisation/);
    expect(lines[7]).toMatch(/^Journal d’administration\t/);
  });

  it('says when the register could not be copied', async () => {
    await open({ 'GET admin/privacy/retention': { body: retention } });
    stubClipboard(async () => Promise.reject(new DOMException('Denied', 'NotAllowedError')));
    const register = within(await screen.findByRole('region', { name: 'Registre des traitements' }));
    await userEvent.click(register.getByRole('button', { name: 'Copier le registre' }));
    expect(await register.findByRole('status')).toHaveTextContent('Le registre n’a pas pu être copié : sélectionnez le tableau et copiez-le.');
  });

  it('speaks English', async () => {
    mockApi({ 'GET users/me': { body: adminMe }, 'GET admin/privacy-requests': { body: { items: [] } }, 'GET admin/privacy/retention': { body: retention } });
    saveSession(fakeToken({ sub: 'a1', iat: 1, exp: 2 }));
    await renderRoutes(appRoutes, { path, locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Personal data' })).toBeInTheDocument();
    expect(await screen.findByText(/^An account unused for 3 years is anonymised\./)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'The portal’s processing of personal data' })).toBeInTheDocument();
  });

  it('sends a company admin away, as the settings screen does', async () => {
    const { calls } = await open({}, companyAdminMe);
    expect(await screen.findByRole('heading', { level: 1, name: 'Accès restreint' })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.path === 'users/me')).toBe(true));
    expect(calls.some((call) => call.path.startsWith('admin/'))).toBe(false);
  });
});
