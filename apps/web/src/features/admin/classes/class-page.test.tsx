import type { AdminClassDetail, AdminClassProgram } from '@espace/contracts/admin-classes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { saveSession } from '../../../lib/session-storage';
import { fakeToken, mockApi } from '../../../test/api-mock';
import { adminMe } from '../../../test/admin-fixtures';
import { renderRoutes } from '../../../test/render-app';
import { classDraftRules } from './create-class-form';

const program = (id: string, name: string, overrides: Partial<AdminClassProgram> = {}): AdminClassProgram => ({
  id,
  programId: `p-${id}`,
  name,
  state: 'PUBLISHED',
  order: 0,
  startAt: null,
  expireAt: null,
  opening: { from: null, to: null },
  startedLessons: 0,
  ...overrides,
});
const klass = (programs: AdminClassProgram[]): AdminClassDetail => ({
  id: 'k1',
  name: 'Hiver 2027',
  startAt: null,
  expireAt: null,
  mobileAllowed: true,
  closed: false,
  period: 'current',
  learnerCount: 0,
  teacherCount: 0,
  programCount: programs.length,
  company: null,
  createdAt: '2026-11-01T09:00:00.000Z',
  programs,
});
const noMembers = { body: { items: [], page: 1, pageCount: 1, total: 0 } };

async function open(answers: Parameters<typeof mockApi>[0]) {
  const mock = mockApi({
    'GET users/me': { body: adminMe },
    'GET admin/classes/k1/members': noMembers,
    'GET admin/class-choices': { body: { companies: [], programs: [] } },
    ...answers,
  });
  saveSession(fakeToken({ sub: 'a1', iat: 1, exp: 2 }));
  await renderRoutes(appRoutes, { path: '/formateur/administration/classes/k1' });
  return mock;
}

describe('the class form’s rules', () => {
  it.each([
    [{ name: ' ', startAt: '', expireAt: '', mobileAllowed: true, companyId: '' }, { name: 'admin.classes.form.nameRequired' }],
    [{ name: 'A', startAt: '2027-03-02', expireAt: '2027-03-01', mobileAllowed: true, companyId: '' }, { expireAt: 'admin.classes.form.endBeforeStart' }],
    [{ name: 'A', startAt: '2027-03-01', expireAt: '2027-03-01', mobileAllowed: false, companyId: 'c1' }, {}],
  ])('%o → %o', (draft, expected) => {
    expect(classDraftRules(draft)).toEqual(expected);
  });
});

describe('a class’s programs', () => {
  it('moves a program with the keyboard: the whole new order is sent, and nothing past either end', async () => {
    let current = klass([program('a', 'Relation client'), program('b', 'Sécurité')]);
    const { calls } = await open({
      'GET admin/classes/k1': () => ({ body: current }),
      'PUT admin/classes/k1/programs/order': () => {
        current = klass([program('b', 'Sécurité'), program('a', 'Relation client')]);
        return { body: current };
      },
    });
    const up = await screen.findByRole('button', { name: 'Monter Relation client' });
    await userEvent.click(up);
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    screen.getByRole('button', { name: 'Descendre Relation client' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ classProgramIds: ['b', 'a'] });
    expect(await screen.findByText('Relation client est en position 2 sur 2.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(expect.arrayContaining(['Sécurité', 'Relation client']));
    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings.indexOf('Sécurité')).toBeLessThan(headings.indexOf('Relation client'));
  });

  it('shows a refused window on the field whose bound it breaks, with the reason the server gives', async () => {
    await open({
      'GET admin/classes/k1': { body: klass([program('a', 'Relation client')]) },
      'PATCH admin/classes/k1/programs/a': {
        status: 400,
        body: { code: 'BAD_REQUEST', title: 'Bad request', message: 'x', issues: [{ path: 'body.startAt', message: 'startsAfterClassEnds' }] },
      },
    });
    const form = await screen.findByRole('form', { name: /Relation client/ });
    const from = within(form).getByLabelText('Ouvert à partir du');
    await userEvent.type(from, '2030-01-01');
    await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer les dates de Relation client' }));
    expect(await within(form).findByText(/tombe après la fin de la classe/)).toBeInTheDocument();
    expect(from).toHaveAccessibleDescription(/Le premier jour du programme tombe après la fin de la classe/);
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Jusqu’au')).not.toHaveAttribute('aria-invalid');
  });

  it('saves its details from the version it read; refused as stale, it keeps what was typed and reloads on demand', async () => {
    let reads = 0;
    const { calls } = await open({
      'GET admin/classes/k1': () => {
        reads += 1;
        return reads === 1 ? { body: klass([]), headers: { ETag: '"c1"' } } : { body: { ...klass([]), name: 'Renommée ailleurs' }, headers: { ETag: '"c2"' } };
      },
      'PATCH admin/classes/k1': {
        status: 412,
        body: { code: 'STALE_VERSION', title: 'Changed meanwhile', message: 'x', issues: [{ path: 'headers.if-match', message: 'changed' }] },
      },
    });
    const name = await screen.findByRole('textbox', { name: 'Nom de la classe' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Mon nom');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Modifié entre-temps');
    expect(calls.find((call) => call.method === 'PATCH')?.headers.get('If-Match')).toBe('"c1"');
    expect(name).toHaveValue('Mon nom');
    await userEvent.click(within(alert).getByRole('button', { name: 'Recharger la version enregistrée' }));
    expect(await screen.findByDisplayValue('Renommée ailleurs')).toBeInTheDocument();
  });

  it('keeps a started program: no remove button, the reason instead', async () => {
    await open({ 'GET admin/classes/k1': { body: klass([program('a', 'Relation client', { startedLessons: 3 })]) } });
    expect(await screen.findByText(/^3 cours commencés/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retirer Relation client de la classe' })).not.toBeInTheDocument();
  });
});

describe('enrolling', () => {
  it('finds a user by their address and enrols them as a learner', async () => {
    const { calls } = await open({
      'GET admin/classes/k1': { body: klass([]) },
      'GET admin/users': {
        body: {
          items: [
            {
              id: 'u9',
              displayName: 'Nina Perez',
              email: 'nina@example.test',
              username: null,
              roles: [],
              deactivatedAt: null,
              erasedAt: null,
              createdAt: '2026-11-01T09:00:00.000Z',
              lastActiveAt: '2026-11-01T09:00:00.000Z',
              invitationSentAt: null,
            },
          ],
          page: 1,
          pageCount: 1,
          total: 1,
        },
      },
      'POST admin/classes/k1/members': {
        status: 201,
        body: {
          userId: 'u9',
          displayName: 'Nina Perez',
          email: 'nina@example.test',
          role: 'STUDENT',
          deactivated: false,
          enrolledAt: '2026-11-24T09:00:00.000Z',
        },
      },
    });
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Rechercher un utilisateur à inscrire' }), 'nina@example.test');
    await userEvent.click(await screen.findByRole('button', { name: 'Inscrire comme apprenant\u00a0: Nina Perez' }));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ userId: 'u9', role: 'STUDENT' });
    expect(calls.find((call) => call.path === 'admin/users')?.url).toContain('state=active');
    expect(await screen.findByText('Nina Perez est inscrit comme apprenant : ses cours sont prêts.')).toBeInTheDocument();
  });

  it('says who is already in the class instead of offering them again', async () => {
    const nina = {
      userId: 'u9',
      displayName: 'Nina Perez',
      email: 'nina@example.test',
      role: 'TEACHER',
      deactivated: false,
      enrolledAt: '2026-11-24T09:00:00.000Z',
    };
    await open({
      'GET admin/classes/k1': { body: klass([]) },
      'GET admin/classes/k1/members': { body: { items: [nina], page: 1, pageCount: 1, total: 1 } },
      'GET admin/users': {
        body: {
          items: [
            {
              id: 'u9',
              displayName: 'Nina Perez',
              email: 'nina@example.test',
              username: null,
              roles: [],
              deactivatedAt: null,
              erasedAt: null,
              createdAt: '2026-11-01T09:00:00.000Z',
              lastActiveAt: '2026-11-01T09:00:00.000Z',
              invitationSentAt: null,
            },
          ],
          page: 1,
          pageCount: 1,
          total: 1,
        },
      },
    });
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Rechercher un utilisateur à inscrire' }), 'nina');
    expect(await screen.findByText('Déjà formateur de la classe')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Inscrire comme apprenant\u00a0: Nina Perez' })).not.toBeInTheDocument();
  });

  it('removes a member once asked, and says so after their row has gone', async () => {
    let items = [
      { userId: 'u9', displayName: 'Nina Perez', email: 'nina@example.test', role: 'STUDENT', deactivated: false, enrolledAt: '2026-11-24T09:00:00.000Z' },
    ];
    const { calls } = await open({
      'GET admin/classes/k1': { body: klass([]) },
      'GET admin/classes/k1/members': () => ({ body: { items, page: 1, pageCount: 1, total: items.length } }),
      'DELETE admin/classes/k1/members/u9': () => {
        items = [];
        return { status: 204 };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Retirer Nina Perez de la classe' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Retirer Nina Perez de la classe\u202f?' });
    expect(dialog).toHaveTextContent('archivés, pas effacés');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retirer' }));
    expect(await screen.findByText('Nina Perez est retiré de la classe.')).toBeInTheDocument();
    expect(await screen.findByText('0 membre')).toBeInTheDocument();
  });
});
