import type { AdminProgram } from '@espace/contracts/admin-content';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { saveSession } from '../../../lib/session-storage';
import { fakeToken, mockApi } from '../../../test/api-mock';
import { adminMe } from '../../../test/admin-fixtures';
import { renderRoutes } from '../../../test/render-app';


const program = (overrides: Partial<AdminProgram>): AdminProgram => ({
  id: 'p1',
  name: 'Gestes et postures',
  state: 'DRAFT',
  createdAt: '2026-11-20T10:00:00.000Z',
  courses: [{ id: 'c1', title: 'Protéger son dos', state: 'PUBLISHED', blocks: [{ id: 'b1', title: 'Le bon geste', type: 'exercice' }] }],
  ...overrides,
});

/** One page of the list as the API answers it. */
const listOf = (items: AdminProgram[], page = 1, pageCount = 1, total = items.length) => ({ body: { items, page, pageCount, total } });

async function open(answers: Parameters<typeof mockApi>[0]) {
  const mock = mockApi({ 'GET users/me': { body: adminMe }, ...answers });
  saveSession(fakeToken({ sub: 'a1', iat: 1, exp: 2 }));
  await renderRoutes(appRoutes, { path: '/formateur/administration/contenus' });
  return mock;
}

describe('content screen', () => {
  it('offers each state only the moves the rule allows, and links each block to the preview', async () => {
    await open({ 'GET admin/programs': listOf([program({}), program({ id: 'p2', name: 'Ancien programme', state: 'CLOSED', courses: [] })]) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contenus' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Administration' })).getByRole('link', { name: 'Contenus' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('button', { name: 'Publier « Gestes et postures »' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fermer « Gestes et postures »' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fermer « Protéger son dos »' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publier à nouveau « Ancien programme »' })).toBeInTheDocument();
    expect(screen.getByText('Ce programme ne contient aucun cours.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aperçu de « Le bon geste » (nouvel onglet)' })).toHaveAttribute('href', '/preview#block=b1');
  });

  it('asks before closing a course, and sends nothing when cancelled', async () => {
    const user = userEvent.setup();
    const { calls } = await open({
      'GET admin/programs': listOf([program({})]),
      'PATCH admin/courses/c1': { body: { id: 'c1', state: 'CLOSED' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Fermer « Protéger son dos »' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Fermer « Protéger son dos » ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Fermer « Protéger son dos »' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Fermer' }));
    expect(await screen.findByText('« Protéger son dos » : Fermé.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({ path: 'admin/courses/c1', body: { state: 'CLOSED' } });
  });

  it('says what is wrong with a chosen file before sending it', async () => {
    // The file dialog's « all files » lets a user pick past `accept`.
    const user = userEvent.setup({ applyAccept: false });
    const { calls } = await open({ 'GET admin/programs': listOf([]) });
    await user.click(await screen.findByRole('button', { name: 'Importer' }));
    expect(screen.getByLabelText('Paquet de contenu (.zip)')).toHaveAccessibleDescription(/Choisissez d'abord un fichier \.zip\./);
    await user.upload(screen.getByLabelText('Paquet de contenu (.zip)'), new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Importer' }));
    expect(screen.getByLabelText('Paquet de contenu (.zip)')).toHaveAccessibleDescription(/Ce fichier n'est pas un \.zip\./);
    expect(calls.some((call) => call.path === 'admin/content-packages')).toBe(false);
    expect(screen.getByText("Aucun programme pour l'instant.")).toBeInTheDocument();
  });

  it('searches the programs by name and pages through them, the count and the page said', async () => {
    const user = userEvent.setup();
    const second = program({ id: 'p21', name: 'Programme 21', courses: [] });
    const { calls } = await open({
      'GET admin/programs': () => {
        const params = new URL(calls.at(-1)!.url, 'http://localhost').searchParams;
        if (params.get('search') === 'zzz') return listOf([], 1, 1, 0);
        if (params.get('search') === 'gestes') return listOf([program({})]);
        return params.get('page') === '2' ? listOf([second], 2, 2, 21) : listOf([program({})], 1, 2, 21);
      },
    });
    expect(await screen.findByText('21 programmes')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages des programmes' });
    expect(within(pages).getByText('Page 1 sur 2')).toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: 'Page suivante' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Programme 21' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 sur 2')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === 'admin/programs').at(-1)?.url).toContain('page=2');

    // A search starts again from the first page, once typing pauses.
    const search = screen.getByRole('searchbox', { name: 'Rechercher un programme' });
    await user.type(search, 'gestes');
    expect(await screen.findByText('1 programme')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages des programmes' })).not.toBeInTheDocument();
    const searched = calls.filter((call) => call.path === 'admin/programs').map((call) => new URL(call.url, 'http://localhost').searchParams);
    expect(searched.at(-1)?.get('search')).toBe('gestes');
    expect(searched.at(-1)?.get('page')).toBe('1');
    // Debounced: not one request per key.
    expect(searched.filter((params) => (params.get('search') ?? '') !== '').length).toBeLessThan('gestes'.length);
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(await screen.findByText('Aucun programme ne correspond à cette recherche.')).toBeInTheDocument();
  });
});
