import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerFeatureBundles } from '../../../lib/i18n/i18n';
import { fakeToken, linkAnswers, mockApi, signedUrl } from '../../../test/api-mock';
import { appFile } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-app';
import type { LogBookRecord } from '../api/log-book';
import { logbookBundles } from '../logbook-bundles';
import { LogbookPage } from './logbook-page';

const owner = { studentId: 'u1', companyId: 'co1' };
const routes = [{ path: '/', element: <LogbookPage owner={owner} userId="u1" /> }];
const longName = `${'compte-rendu-de-stage-'.repeat(4)}final.pdf`;

const entry = (id: string, extra: Partial<LogBookRecord> = {}): LogBookRecord => ({
  id,
  title: null,
  message: `Message ${id}`,
  studentId: 'u1',
  userId: 'u1',
  parentId: null,
  attachmentIds: [],
  createdAt: '2026-03-02T10:00:00.000Z',
  lastInputAt: '2026-03-02T10:00:00.000Z',
  user: { id: 'u1', displayName: 'Alice Martin' },
  ...extra,
});

const records: LogBookRecord[] = [
  entry('r2', {
    title: 'Semaine 2',
    attachmentIds: ['f1'],
    replies: [entry('r3', { parentId: 'r2', userId: 't1', user: { id: 't1', displayName: 'Paul Prof' } })],
  }),
  entry('r1', { title: 'Semaine 1' }),
];

beforeAll(async () => {
  await registerFeatureBundles(logbookBundles);
});

function setUp(extra: Parameters<typeof mockApi>[0] = {}) {
  localStorage.setItem('id_token', fakeToken({ sub: 'u1', iat: 1, exp: 2 }));
  return mockApi({
    'GET log-book-records': { body: { items: records, total: 2 } },
    'GET files': {
      body: { items: [{ id: 'f1', name: longName, type: 'application/pdf', fileType: 'pdf', size: 1536, libraryId: null, ownerId: 'u1' }], total: 1 },
    },
    ...linkAnswers('f1', 'f9'),
    ...extra,
  });
}

describe('LogbookPage', () => {
  it("lists the learner's records as given (newest activity first) with replies and attachments", async () => {
    const { calls } = setUp();
    await renderRoutes(routes);
    const list = await screen.findByRole('list', { name: 'Mes notes' });
    expect(
      within(list)
        .getAllByRole('article')
        .map((article) => article.getAttribute('aria-label')),
    ).toEqual(['Semaine 2', 'Semaine 1']);
    const query = new URL(String(calls[0]?.url), 'http://x').searchParams;
    expect(JSON.parse(query.get('where') ?? '{}')).toEqual({ studentId: 'u1', companyId: 'co1', parentId: null });
    expect(query.get('sort')).toBe('-lastInputAt');
    const first = within(list).getAllByRole('article')[0] as HTMLElement;
    expect(within(first).getByRole('list', { name: 'Réponses à Semaine 2' })).toHaveTextContent('Paul Prof');
    const file = await within(first).findByRole('link', { name: `Télécharger ${longName}` });
    // A signed link: the session token never goes in the URL.
    expect(file).toHaveAttribute('href', signedUrl('f1'));
    expect(file.textContent).toHaveLength(56);
    expect(file.textContent?.endsWith('….pdf')).toBe(true);
    expect(within(first).getByText(/1,5\sKo/)).toBeInTheDocument();
    // Only the author edits or deletes: the teacher's reply has no such buttons.
    expect(within(first).getAllByRole('button', { name: /^Supprimer/ })).toHaveLength(1);
  });

  it('creates a record with an uploaded attachment', async () => {
    const { calls } = setUp({
      'POST files': { status: 201, body: appFile({ id: 'f9', name: 'photo.png', type: 'image/png', fileType: 'image', size: 2048, ownerId: 'u1' }) },
      'POST log-book-records': { status: 201, body: entry('r9') },
    });
    await renderRoutes(routes);
    const form = await screen.findByRole('form', { name: 'Nouvelle note' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Titre (facultatif)' }), 'Semaine 3');
    await userEvent.click(within(form).getByRole('button', { name: 'Ajouter la note' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Écrivez votre message');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Message' }), 'Visite du site');
    await userEvent.upload(within(form).getByLabelText('Pièces jointes'), new File(['png'], 'photo.png', { type: 'image/png' }));
    expect(await within(form).findByRole('link', { name: 'Télécharger photo.png' })).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Ajouter la note' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST' && call.path === 'log-book-records')?.body).toEqual({
        title: 'Semaine 3',
        message: 'Visite du site',
        attachmentIds: ['f9'],
        companyId: 'co1',
      }),
    );
  });

  it('keeps a refused attachment listed with the reason and blocks the save until it is removed (#15 item 13)', async () => {
    const { calls } = setUp({
      'POST files': { status: 413, body: { code: 'FILE_TOO_LARGE', title: 't', message: 'm' } },
      'POST log-book-records': { status: 201, body: entry('r9') },
    });
    await renderRoutes(routes);
    const form = await screen.findByRole('form', { name: 'Nouvelle note' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Message' }), 'Avec la vidéo');
    await userEvent.upload(within(form).getByLabelText('Pièces jointes'), new File(['big'], 'video.png', { type: 'image/png' }));
    const refused = await within(form).findByRole('list', { name: 'Pièces jointes refusées' });
    expect(refused).toHaveTextContent('video.png : refusé. Ce fichier dépasse la taille permise pour un fichier.');
    await userEvent.click(within(form).getByRole('button', { name: 'Ajouter la note' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Retirez les pièces jointes refusées pour enregistrer.');
    expect(calls.filter((call) => call.path === 'log-book-records' && call.method === 'POST')).toHaveLength(0);
    await userEvent.click(within(refused).getByRole('button', { name: 'Retirer video.png' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Ajouter la note' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST' && call.path === 'log-book-records')?.body).toMatchObject({
        message: 'Avec la vidéo',
        attachmentIds: [],
      }),
    );
  });

  it('replies to a record', async () => {
    const { calls } = setUp({ 'POST log-book-records': { status: 201, body: entry('r10') } });
    await renderRoutes(routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Répondre à Semaine 1' }));
    const form = screen.getByRole('form', { name: 'Réponse à Semaine 1' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Message' }), 'Merci');
    await userEvent.click(within(form).getByRole('button', { name: 'Envoyer la réponse' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ message: 'Merci', attachmentIds: [], parentId: 'r1', companyId: 'co1' }),
    );
  });

  it('edits a record', async () => {
    const { calls } = setUp({ 'PATCH log-book-records/r1': { body: entry('r1') } });
    await renderRoutes(routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Modifier Semaine 1' }));
    const form = screen.getByRole('form', { name: 'Modifier Semaine 1' });
    const message = within(form).getByRole('textbox', { name: 'Message' });
    await userEvent.clear(message);
    await userEvent.type(message, 'Corrigé');
    await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ title: 'Semaine 1', message: 'Corrigé', attachmentIds: [] }));
  });

  it('deletes a record only once the confirmation word is typed exactly as shown', async () => {
    const { calls } = setUp({ 'DELETE log-book-records/r1': { status: 204 } });
    await renderRoutes(routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer Semaine 1' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Supprimer «\u00a0Semaine 1\u00a0»\u202f?' });
    const confirm = within(dialog).getByRole('button', { name: 'Supprimer définitivement' });
    expect(confirm).toBeDisabled();
    const word = within(dialog).getByRole('textbox', { name: 'Mot de confirmation (SUPPRIMER)' });
    for (const almost of ['supprimer', ' SUPPRIMER', 'SUPPRIMER ', 'SUPPRIME']) {
      await userEvent.clear(word);
      await userEvent.type(word, almost);
      expect(confirm).toBeDisabled();
    }
    await userEvent.clear(word);
    await userEvent.type(word, 'SUPPRIMER');
    await userEvent.click(confirm);
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE' && call.path === 'log-book-records/r1')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
