import type { AdminClass, AdminClassDetail } from '@espace/contracts/admin-classes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { saveSession } from '../../../lib/session-storage';
import { fakeToken, mockApi } from '../../../test/api-mock';
import { adminMe } from '../../../test/admin-fixtures';
import { learnerMe } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-app';

/** The company of a class on its form (docs/administration.md#classes), for the tenant's system admin and for a company admin. */
const companyAdminMe = { ...learnerMe, id: 'a2', _id: 'a2', classUsers: [], companyUsers: [{ companyId: 'c1', role: 'ADMIN' as const }] };
const demoSa = { id: 'c1', name: 'Démo SA' };
const other = { id: 'c2', name: 'Autre SARL' };

const klass = (overrides: Partial<AdminClass> = {}): AdminClassDetail => ({
  id: 'k1',
  name: 'Démo SA — Automne',
  startAt: null,
  expireAt: null,
  mobileAllowed: true,
  closed: false,
  period: 'current',
  learnerCount: 2,
  teacherCount: 1,
  programCount: 0,
  company: demoSa,
  createdAt: '2026-11-01T09:00:00.000Z',
  programs: [],
  ...overrides,
});
const noMembers = { body: { items: [], page: 1, pageCount: 1, total: 0 } };

async function open(path: string, me: object, answers: Parameters<typeof mockApi>[0]) {
  const mock = mockApi({ 'GET users/me': { body: me }, ...answers });
  saveSession(fakeToken({ sub: 'a1', iat: 1, exp: 2 }));
  await renderRoutes(appRoutes, { path });
  return mock;
}

describe('the company of a class', () => {
  it('lets the system admin choose any company of the tenant, or none, and sends it', async () => {
    const { calls } = await open('/formateur/administration/classes', adminMe, {
      'GET admin/classes': { body: { items: [klass(), klass({ id: 'k2', name: 'Toute l’académie', company: null })], page: 1, pageCount: 1, total: 2 } },
      'GET admin/class-choices': { body: { companies: [other, demoSa], programs: [] } },
      'POST admin/classes': { status: 201, body: klass({ id: 'k3', name: 'Hiver 2027', company: other }) },
      'GET admin/classes/k3': { body: klass({ id: 'k3', name: 'Hiver 2027', company: other }) },
      'GET admin/classes/k3/members': noMembers,
    });
    const rows = within(await screen.findByRole('list', { name: 'Classes trouvées' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Entreprise : Démo SA');
    expect(rows[1]).not.toHaveTextContent('Entreprise');
    const company = await screen.findByRole('combobox', { name: 'Entreprise' });
    await screen.findByRole('option', { name: 'Autre SARL' });
    expect(
      within(company)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Aucune\u00a0: une classe de tout l’espace', 'Autre SARL', 'Démo SA']);
    expect(company).toHaveValue('');
    expect(company).toHaveAccessibleDescription(/sans entreprise, seuls les administrateurs de l’espace la gèrent/);
    await userEvent.type(screen.getByRole('textbox', { name: 'Nom de la classe' }), 'Hiver 2027');
    await userEvent.selectOptions(company, 'Autre SARL');
    await userEvent.click(screen.getByRole('button', { name: 'Créer la classe' }));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ name: 'Hiver 2027', companyId: 'c2' });
  });

  it('gives a company admin the Classes screen, and one of their companies for a class, chosen for them', async () => {
    const { calls } = await open('/formateur/administration/classes', companyAdminMe, {
      'GET admin/classes': { body: { items: [klass()], page: 1, pageCount: 1, total: 1 } },
      'GET admin/class-choices': { body: { companies: [demoSa], programs: [] } },
      'POST admin/classes': { status: 201, body: klass({ id: 'k3', name: 'Hiver 2027' }) },
      'GET admin/classes/k3': { body: klass({ id: 'k3', name: 'Hiver 2027' }) },
      'GET admin/classes/k3/members': noMembers,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Classes' })).toBeInTheDocument();
    const sections = screen.getByRole('navigation', { name: 'Administration' });
    expect(within(sections).getByRole('link', { name: 'Classes' })).toHaveAttribute('aria-current', 'page');
    const company = await screen.findByRole('combobox', { name: 'Entreprise' });
    expect(
      within(company)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Démo SA']);
    expect(company).toHaveValue('c1');
    expect(company).toBeRequired();
    await userEvent.type(screen.getByRole('textbox', { name: 'Nom de la classe' }), 'Hiver 2027');
    await userEvent.click(screen.getByRole('button', { name: 'Créer la classe' }));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ name: 'Hiver 2027', companyId: 'c1' });
  });

  it('shows a company admin their class’s company, without the trainer-space link that would lead nowhere', async () => {
    await open('/formateur/administration/classes/k1', companyAdminMe, {
      'GET admin/classes/k1': { body: klass() },
      'GET admin/classes/k1/members': noMembers,
      'GET admin/class-choices': { body: { companies: [demoSa], programs: [] } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Démo SA — Automne' })).toBeInTheDocument();
    expect(screen.getByText('Entreprise : Démo SA')).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Entreprise' })).toHaveValue('c1');
    expect(screen.queryByRole('link', { name: /formateur/i })).not.toBeInTheDocument();
  });
});
