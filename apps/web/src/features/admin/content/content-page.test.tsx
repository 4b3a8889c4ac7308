import type { AdminProgram } from '@espace/contracts/admin-content';
import { screen, waitFor, within } from '@testing-library/react';
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
  version: '"v-p1"',
  createdAt: '2026-11-20T10:00:00.000Z',
  courses: [{ id: 'c1', title: 'Protéger son dos', state: 'PUBLISHED', version: '"v-c1"', blocks: [{ id: 'b1', title: 'Le bon geste', type: 'exercice' }] }],
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
    expect(await screen.findByRole('button', { name: 'Publier «\u00a0Gestes et postures\u00a0»' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fermer «\u00a0Gestes et postures\u00a0»' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fermer «\u00a0Protéger son dos\u00a0»' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publier à nouveau «\u00a0Ancien programme\u00a0»' })).toBeInTheDocument();
    expect(screen.getByText('Ce programme ne contient aucun cours.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aperçu de «\u00a0Le bon geste\u00a0» (nouvel onglet)' })).toHaveAttribute('href', '/preview#block=b1');
  });

  it('asks before closing a course, and sends nothing when cancelled', async () => {
    const user = userEvent.setup();
    const { calls } = await open({
      'GET admin/programs': listOf([program({})]),
      'PATCH admin/courses/c1': { body: { id: 'c1', title: 'Protéger son dos', state: 'CLOSED', version: '"v-c1-closed"' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Fermer «\u00a0Protéger son dos\u00a0»' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Fermer «\u00a0Protéger son dos\u00a0»\u202f?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Fermer «\u00a0Protéger son dos\u00a0»' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Fermer' }));
    expect(await screen.findByText('« Protéger son dos » : Fermé.')).toBeInTheDocument();
    const sent = calls.find((call) => call.method === 'PATCH');
    expect(sent).toMatchObject({ path: 'admin/courses/c1', body: { state: 'CLOSED' } });
    // From the version the list gave.
    expect(sent?.headers.get('If-Match')).toBe('"v-c1"');
  });

  it('says what is wrong with a chosen file before sending it', async () => {
    // The file dialog's « all files » lets a user pick past `accept`.
    const user = userEvent.setup({ applyAccept: false });
    const { calls } = await open({ 'GET admin/programs': listOf([]) });
    await user.click(await screen.findByRole('button', { name: 'Vérifier le paquet' }));
    expect(screen.getByLabelText('Paquet de contenu (.zip)')).toHaveAccessibleDescription(/Choisissez d’abord un fichier \.zip\./);
    await user.upload(screen.getByLabelText('Paquet de contenu (.zip)'), new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Vérifier le paquet' }));
    expect(screen.getByLabelText('Paquet de contenu (.zip)')).toHaveAccessibleDescription(/Ce fichier n’est pas un \.zip\./);
    expect(calls.some((call) => call.path === 'admin/content-packages')).toBe(false);
    expect(screen.getByText('Aucun programme pour l’instant.')).toBeInTheDocument();
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

  it('lists a program’s versions when its disclosure opens: number, date and time, who published it, pages and learners', async () => {
    const user = userEvent.setup();
    const { calls } = await open({
      'GET admin/programs': listOf([program({})]),
      'GET admin/programs/p1/versions': {
        body: {
          items: [
            {
              version: 2,
              publishedBy: 'Alice Durand',
              publishedAt: '2026-11-20T13:05:00.000Z',
              changes: { added: 1, changed: 3, removed: 0, learnersAffected: 12 },
            },
            { version: 1, publishedBy: null, publishedAt: '2026-11-02T08:00:00.000Z', changes: { added: 4, changed: 0, removed: 0, learnersAffected: 0 } },
          ],
        },
      },
    });
    const card = await screen.findByRole('listitem', { name: 'Gestes et postures' });
    expect(calls.some((call) => call.path === 'admin/programs/p1/versions')).toBe(false);
    await user.click(within(card).getByText('Versions'));
    const versions = await within(card).findByRole('list', { name: 'Versions de «\u00a0Gestes et postures\u00a0», la plus récente d’abord' });
    const [second, first] = within(versions).getAllByRole('listitem');
    expect(second).toHaveTextContent('Version 2');
    expect(second).toHaveTextContent(/Publiée le 20 novembre 2026 à \d{2}:05 par Alice Durand/);
    expect(second).toHaveTextContent('Pages : 1 ajoutée, 3 modifiées, 0 retirée. 12 apprenants concernés.');
    expect(first).toHaveTextContent(/Publiée le 2 novembre 2026 à \d{2}:00 \(import en ligne de commande\)/);
    expect(first).toHaveTextContent('0 apprenant concerné');
  });

  it('renames a program from its current name and the version on screen; a refusal keeps what was typed and says why on the field', async () => {
    const user = userEvent.setup();
    const { calls } = await open({
      'GET admin/programs': listOf([program({})]),
      'PATCH admin/programs/p1': {
        status: 409,
        body: { code: 'PROGRAM_NAME_TAKEN', title: 'Name taken', message: '…', issues: [{ path: 'body.name', message: 'taken' }] },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Renommer «\u00a0Gestes et postures\u00a0»' }));
    const field = screen.getByRole('textbox', { name: 'Nouveau nom du programme' });
    expect(field).toHaveValue('Gestes et postures');
    expect(field).toHaveFocus();

    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(field).toHaveAccessibleDescription(/Saisissez un nom\./);
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await user.type(field, 'Relation client');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(/Un autre programme de cet espace porte déjà ce nom\s: choisissez-en un autre\./));
    expect(field).toHaveValue('Relation client');
    expect(field).toHaveFocus();
    const sent = calls.find((call) => call.method === 'PATCH');
    expect(sent).toMatchObject({ path: 'admin/programs/p1', body: { name: 'Relation client' } });
    expect(sent?.headers.get('If-Match')).toBe('"v-p1"');
  });

  it('offers to reload when the course changed meanwhile (412), keeps the typed title and sends it again from the version read then', async () => {
    const user = userEvent.setup();
    let lists = 0;
    let patches = 0;
    const renamed = program({ courses: [{ id: 'c1', title: 'Dos protégé', state: 'PUBLISHED', version: '"v-c1-renamed"', blocks: [] }] });
    const { calls } = await open({
      'GET admin/programs': () => {
        lists += 1;
        if (patches === 2) return listOf([renamed]);
        return listOf([
          lists === 1 ? program({}) : program({ courses: [{ id: 'c1', title: 'Protéger son dos', state: 'CLOSED', version: '"v-c1-elsewhere"', blocks: [] }] }),
        ]);
      },
      'PATCH admin/courses/c1': () => {
        patches += 1;
        return patches === 1
          ? { status: 412, body: { code: 'STALE_VERSION', title: 'Changed meanwhile', message: '…' } }
          : { body: { id: 'c1', title: 'Dos protégé', state: 'CLOSED', version: '"v-c1-renamed"' } };
      },
    });
    const toggle = await screen.findByRole('button', { name: 'Renommer «\u00a0Protéger son dos\u00a0»' });
    await user.click(toggle);
    const field = screen.getByRole('textbox', { name: 'Nouveau titre du cours' });
    await user.clear(field);
    await user.type(field, 'Dos protégé');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Modifié entre-temps');
    expect(field).toHaveValue('Dos protégé');
    await user.click(within(alert).getByRole('button', { name: 'Recharger la version enregistrée' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByText('Fermé')).toBeInTheDocument();
    expect(field).toHaveValue('Dos protégé');
    expect(field).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('« Protéger son dos » s’appelle maintenant « Dos protégé ».')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.headers.get('If-Match'))).toEqual(['"v-c1"', '"v-c1-elsewhere"']);
    expect(await screen.findByRole('heading', { level: 4, name: 'Dos protégé' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Renommer «\u00a0Dos protégé\u00a0»' })).toHaveFocus();
  });
});
