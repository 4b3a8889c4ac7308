import type { InvitationCode } from '@espace/contracts/admin';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { saveSession } from '../../../lib/session-storage';
import { fakeToken, mockApi } from '../../../test/api-mock';
import { adminMe } from '../../../test/admin-fixtures';
import { learnerMe } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-app';

const teacherMe = { ...learnerMe, classUsers: [{ classId: 'k1', role: 'TEACHER' as const }], companyUsers: [] };

const code = (overrides: Partial<InvitationCode>): InvitationCode => ({
  id: 'c1',
  code: 'WELCOME-DEMO',
  maxUses: 100,
  useCount: 3,
  expiresAt: null,
  disabledAt: null,
  createdAt: '2026-11-01T09:00:00.000Z',
  createdBy: null,
  state: 'available',
  class: null,
  ...overrides,
});

async function open(path: string, me: object, answers: Parameters<typeof mockApi>[0]) {
  const mock = mockApi({ 'GET users/me': { body: me }, ...answers });
  saveSession(fakeToken({ sub: 'a1', iat: 1, exp: 2 }));
  await renderRoutes(appRoutes, { path });
  return mock;
}

describe('invitation codes screen', () => {
  it('lists the codes with their state and uses, and leads there from the trainer space’s navigation', async () => {
    await open('/formateur/administration/codes', adminMe, {
      'GET admin/invitation-codes': {
        body: {
          items: [code({}), code({ id: 'c2', code: 'OLD-CODE', maxUses: null, useCount: 12, disabledAt: '2026-11-20T10:00:00.000Z', state: 'disabled' })],
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Codes d’invitation' })).toBeInTheDocument();
    const navigation = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(within(navigation).getByRole('link', { name: 'Administration' })).toHaveAttribute('href', '/formateur/administration');
    const sections = screen.getByRole('navigation', { name: 'Administration' });
    expect(within(sections).getByRole('link', { name: 'Codes d’invitation' })).toHaveAttribute('aria-current', 'page');

    expect(await screen.findByText('3 sur 100')).toBeInTheDocument();
    expect(screen.getByText('12 (sans limite)')).toBeInTheDocument();
    expect(screen.getByText('Désactivé')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réactiver le code OLD-CODE' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir les inscrits du code WELCOME-DEMO' })).toHaveAttribute('href', '/formateur/administration/codes/c1');
  });

  it('checks what is typed, keeps it on a refusal and shows the refusal on its field, then creates the code', async () => {
    let items = [code({})];
    const { calls } = await open('/formateur/administration/codes', adminMe, {
      'GET admin/invitation-codes': () => ({ body: { items } }),
      'POST admin/invitation-codes': () => {
        const sent = calls.at(-1)?.body as { code?: string };
        if (sent.code?.toLowerCase() === 'welcome-demo')
          return {
            status: 409,
            body: { code: 'UNIQUE_INVITATION_CODE', title: 'Code taken', message: 'taken', issues: [{ path: 'body.code', message: 'taken' }] },
          };
        const created = code({ id: 'c9', code: sent.code ?? 'K7MQ-2XPA-HC9D', maxUses: 5, useCount: 0 });
        items = [created, ...items];
        return { status: 201, body: created };
      },
    });
    const user = userEvent.setup();
    const field = await screen.findByRole('textbox', { name: 'Code (facultatif)' });
    await user.type(field, 'no spaces!');
    await user.click(screen.getByRole('button', { name: 'Créer le code' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Utilisez 4 à 40 caractères'));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'welcome-demo');
    await user.type(screen.getByRole('spinbutton', { name: 'Nombre maximum d’inscriptions (facultatif)' }), '5');
    await user.click(screen.getByRole('button', { name: 'Créer le code' }));
    expect(await screen.findByText('Ce code d’invitation existe déjà.')).toBeInTheDocument();
    expect(field).toHaveValue('welcome-demo');
    expect(field).toHaveFocus();

    await user.clear(field);
    await user.type(field, 'SPRING-2027');
    await user.click(screen.getByRole('button', { name: 'Créer le code' }));
    expect(await screen.findByText('Code SPRING-2027 créé.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({ code: 'SPRING-2027', maxUses: 5, expiresAt: null });
    expect(field).toHaveValue('');
    expect(await screen.findByRole('button', { name: 'Désactiver le code SPRING-2027' })).toBeInTheDocument();
  });

  it('names a class of the tenant that takes learners, and shows each code’s class, said when it no longer takes any', async () => {
    let items = [
      code({ class: { id: 'k1', name: 'Printemps 2026', open: true } }),
      code({ id: 'c2', code: 'OLD-CODE', class: { id: 'k0', name: 'Hiver 2025', open: false } }),
    ];
    const { calls } = await open('/formateur/administration/codes', adminMe, {
      'GET admin/invitation-codes': () => ({ body: { items } }),
      'GET admin/invitation-code-choices': {
        body: {
          classes: [
            { id: 'k2', name: 'Découverte — Relation client', startAt: null, expireAt: null },
            { id: 'k1', name: 'Printemps 2026', startAt: null, expireAt: null },
          ],
        },
      },
      'POST admin/invitation-codes': () => {
        const created = code({ id: 'c9', code: 'DISCOVER', useCount: 0, class: { id: 'k2', name: 'Découverte — Relation client', open: true } });
        items = [created, ...items];
        return { status: 201, body: created };
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByText('Printemps 2026')).toBeInTheDocument();
    expect(screen.getByText('Hiver 2025 (fermée ou terminée : personne n’y est plus inscrit)')).toBeInTheDocument();

    const select = screen.getByRole('combobox', { name: 'Classe (facultative)' });
    expect(select).toHaveAccessibleDescription(
      'Qui s’inscrit avec ce code devient apprenant de cette classe. Seules les classes ni fermées ni terminées sont proposées.',
    );
    expect(select).toHaveValue('');
    await screen.findByRole('option', { name: 'Découverte — Relation client' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Aucune classe', 'Découverte — Relation client', 'Printemps 2026']);
    await user.type(screen.getByRole('textbox', { name: 'Code (facultatif)' }), 'DISCOVER');
    await user.selectOptions(select, 'Découverte — Relation client');
    await user.click(screen.getByRole('button', { name: 'Créer le code' }));
    expect(await screen.findByText('Code DISCOVER créé.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({ code: 'DISCOVER', maxUses: null, expiresAt: null, classId: 'k2' });
    expect(select).toHaveValue('');
    expect(await screen.findByText('Découverte — Relation client', { selector: 'dd' })).toBeInTheDocument();
  });

  it('disables a code and says so', async () => {
    let current = code({});
    const { calls } = await open('/formateur/administration/codes', adminMe, {
      'GET admin/invitation-codes': () => ({ body: { items: [current] } }),
      'PATCH admin/invitation-codes/c1': () => {
        current = code({ disabledAt: '2026-11-23T10:00:00.000Z', state: 'disabled' });
        return { body: current };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Désactiver le code WELCOME-DEMO' }));
    expect(await screen.findByText('Le code WELCOME-DEMO est désormais : Désactivé.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ disabled: true });
    expect(screen.getByRole('button', { name: 'Réactiver le code WELCOME-DEMO' })).toBeInTheDocument();
  });

  it('refuses the screens to a trainer who is not the tenant’s admin (403), and offers them no entry', async () => {
    const { calls } = await open('/formateur/administration/codes', teacherMe, { 'GET trainer/classes': { body: { items: [] } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Accès restreint' })).toBeInTheDocument();
    expect(calls.some((call) => call.path.startsWith('admin/'))).toBe(false);
  });
});

describe('invitation code screen', () => {
  it('lists who registered with the code', async () => {
    await open('/formateur/administration/codes/c1', adminMe, {
      'GET admin/invitation-codes/c1': {
        body: {
          code: code({ useCount: 1 }),
          items: [{ userId: 'u9', displayName: 'spring.one', username: 'spring.one', email: '', registeredAt: '2026-11-22T08:00:00.000Z' }],
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: /Code WELCOME-DEMO/ })).toBeInTheDocument();
    const list = screen.getByRole('heading', { level: 2, name: 'Comptes inscrits avec ce code' }).parentElement!;
    expect(within(list).getByText('spring.one')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Codes d’invitation' })).toHaveAttribute('href', '/formateur/administration/codes');
  });
});
