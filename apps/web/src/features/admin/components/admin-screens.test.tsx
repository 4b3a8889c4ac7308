import type { AuditEvent } from '@espace/contracts/admin';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { saveSession } from '../../../lib/session-storage';
import { fakeToken, mockApi } from '../../../test/api-mock';
import { adminMe } from '../../../test/admin-fixtures';
import { renderRoutes } from '../../../test/render-app';

async function open(path: string, me: object, answers: Parameters<typeof mockApi>[0]) {
  const mock = mockApi({ 'GET users/me': { body: me }, ...answers });
  saveSession(fakeToken({ sub: 'a1', iat: 1, exp: 2 }));
  await renderRoutes(appRoutes, { path });
  return mock;
}

describe('audit log screen', () => {
  const event = (overrides: Partial<AuditEvent>): AuditEvent => ({
    id: 'e1',
    at: '2026-11-23T10:00:00.000Z',
    actor: { id: 'a1', name: 'Alice Durand' },
    action: 'invitation-code.disabled',
    target: { id: 'c1', label: 'WELCOME-DEMO' },
    before: { code: 'WELCOME-DEMO', maxUses: 100, expiresAt: null, disabled: false },
    after: { code: 'WELCOME-DEMO', maxUses: 100, expiresAt: null, disabled: true },
    ...overrides,
  });

  it('says who did what, with what changed, and pages through', async () => {
    const { calls } = await open('/formateur/administration/journal', adminMe, {
      'GET admin/audit-log': () => {
        const page = Number(new URL(calls.at(-1)!.url, 'http://localhost').searchParams.get('page'));
        return page === 1
          ? {
              body: {
                items: [
                  event({}),
                  event({
                    id: 'e2',
                    actor: { id: null, name: 'Bruno Petit' },
                    action: 'invitation-code.created',
                    target: { id: 'c2', label: 'SPRING-2027' },
                    before: null,
                    after: { code: 'SPRING-2027', maxUses: 2 },
                  }),
                ],
                page: 1,
                pageCount: 2,
                total: 51,
              },
            }
          : {
              body: {
                items: [event({ id: 'e3', action: 'class.archived', target: { id: null, label: 'Promo 2024' }, before: null, after: null })],
                page: 2,
                pageCount: 2,
                total: 51,
              },
            };
      },
    });
    expect(await screen.findByText('Alice Durand a désactivé le code d’invitation WELCOME-DEMO')).toBeInTheDocument();
    const disabledRow = screen.getByRole('rowheader', { name: 'Désactivé' }).closest('tr')!;
    expect(
      within(disabledRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['non', 'oui']);
    // A former account is still named; a creation lists what was set.
    expect(screen.getByText('Bruno Petit (compte supprimé) a créé le code d’invitation SPRING-2027')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Inscriptions maximum' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(await screen.findByText('Alice Durand : class.archived (Promo 2024)')).toBeInTheDocument();
    expect(screen.getByText('Page 2 sur 2')).toBeInTheDocument();
  });

  it('asks the server for the person, kind and days chosen, and keeps the raw before and after behind a disclosure', async () => {
    const { calls } = await open('/formateur/administration/journal', adminMe, {
      'GET admin/audit-log': { body: { items: [event({})], page: 1, pageCount: 1, total: 1 } },
    });
    expect(await screen.findByText('Alice Durand a désactivé le code d’invitation WELCOME-DEMO')).toBeInTheDocument();
    const raw = screen.getByText('Données brutes (avant et après)');
    expect(raw.closest('details')).not.toHaveAttribute('open');
    const filters = screen.getByRole('form', { name: 'Filtrer le journal' });
    await userEvent.type(within(filters).getByRole('searchbox', { name: 'Personne' }), 'alice');
    await userEvent.selectOptions(within(filters).getByRole('combobox', { name: 'Type de modification' }), 'Codes d’invitation');
    await userEvent.type(within(filters).getByLabelText('Du'), '2026-12-01');
    await userEvent.type(within(filters).getByLabelText('Au'), '2026-12-31');
    await userEvent.click(within(filters).getByRole('button', { name: 'Filtrer' }));
    expect(await screen.findByText('1 modification trouvée')).toBeInTheDocument();
    const asked = new URL(calls.filter((call) => call.path === 'admin/audit-log').at(-1)!.url, 'http://localhost').searchParams;
    expect(Object.fromEntries(asked)).toMatchObject({ page: '1', person: 'alice', kind: 'invitation-code' });
    expect(new Date(asked.get('from')!).getDate()).toBe(1);
    expect(new Date(asked.get('to')!).getHours()).toBe(23);
  });
});

describe('on a small screen', () => {
  it('does not show the learner’s small-screen message in the administration space', async () => {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({ matches: /max-width/.test(query), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }),
    });
    try {
      await open('/formateur/administration/utilisateurs', adminMe, { 'GET admin/users': { body: { items: [], page: 1, pageCount: 1, total: 0 } } });
      expect(await screen.findByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeInTheDocument();
      expect(screen.queryByText(/petit écran/)).not.toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });
});
