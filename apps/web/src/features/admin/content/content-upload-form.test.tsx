import type { ContentImportPreview, ContentImportSummary } from '@espace/contracts/admin-content';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { saveSession } from '../../../lib/session-storage';
import { adminMe } from '../../../test/admin-fixtures';
import { fakeToken, type MockAnswer, mockApi, mockUploads, type RecordedUpload } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render-app';

/** A new program's check: two pages in one course. */
const newProgram: ContentImportPreview = {
  programName: 'Gestes et postures',
  correctedProgramId: null,
  currentVersion: 0,
  changes: { added: 2, changed: 0, removed: 0, learnersAffected: 0 },
  pages: {
    added: [
      { course: 'Protéger son dos', title: 'Soulever une charge' },
      { course: 'Protéger son dos', title: 'Le bon geste' },
    ],
    changed: [],
    removed: [],
  },
  courses: { added: ['Protéger son dos'], removed: [] },
  warnings: [],
};

/** A correction of version 2: eight pages changed in two courses, one added, one removed, a course in and one out. */
const correction = (currentVersion = 2): ContentImportPreview => ({
  programName: 'Relation client',
  correctedProgramId: 'p1',
  currentVersion,
  changes: { added: 1, changed: 8, removed: 1, learnersAffected: 12 },
  pages: {
    added: [{ course: 'Accueil', title: 'Nouvelle page' }],
    changed: Array.from({ length: 8 }, (_, index) => ({ course: index < 3 ? 'Accueil' : 'Réclamations', title: `Page ${index + 1}` })),
    removed: [{ course: 'Réclamations', title: 'Page retirée' }],
  },
  courses: { added: ['Suivi'], removed: ['Ancien cours'] },
  warnings: [{ path: 'files[0]', message: 'no alt', code: 'ALT_MISSING', values: { file: 'media/accueil.png' } }],
});

const summary = (overrides: Partial<ContentImportSummary> = {}): ContentImportSummary => ({
  programId: 'p9',
  programName: 'Gestes et postures',
  courses: 1,
  blocks: 2,
  nodes: 4,
  files: 0,
  terms: 0,
  warnings: [],
  corrected: false,
  version: 1,
  changes: { added: 2, changed: 0, removed: 0, learnersAffected: 0 },
  ...overrides,
});

async function open(uploadAnswer: (upload: RecordedUpload) => MockAnswer | Promise<MockAnswer>) {
  mockApi({ 'GET users/me': { body: adminMe }, 'GET admin/programs': { body: { items: [], page: 1, pageCount: 1, total: 0 } } });
  const { uploads } = mockUploads({ 'admin/content-packages': uploadAnswer });
  saveSession(fakeToken({ sub: 'a1', iat: 1, exp: 2 }));
  await renderRoutes(appRoutes, { path: '/formateur/administration/contenus' });
  const user = userEvent.setup();
  const choose = async (name: string) =>
    user.upload(await screen.findByLabelText('Paquet de contenu (.zip)'), new File(['PK'], name, { type: 'application/zip' }));
  return { uploads, user, choose };
}
const isCheck = (upload: RecordedUpload) => upload.query.get('preview') === 'true';

describe('uploading a content package: check, then publish', () => {
  it('shows what a new program would import before anything is written, then imports the same file against version 0', async () => {
    const { uploads, user, choose } = await open((upload) => (isCheck(upload) ? { body: newProgram } : { status: 201, body: summary() }));
    await choose('gestes.zip');
    await user.click(screen.getByRole('button', { name: 'Vérifier le paquet' }));

    const heading = await screen.findByRole('heading', { level: 3, name: 'Nouveau programme «\u00a0Gestes et postures\u00a0»' });
    expect(heading).toHaveFocus();
    const preview = screen.getByRole('region', { name: 'Nouveau programme «\u00a0Gestes et postures\u00a0»' });
    expect(within(preview).getByText('1 cours et 2 pages à importer. Rien n’est importé tant que vous ne confirmez pas.')).toBeInTheDocument();
    expect(within(within(preview).getByRole('list', { name: 'Cours du paquet' })).getByRole('listitem')).toHaveTextContent('Protéger son dos (2 pages)');
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.query.get('preview')).toBe('true');

    await user.click(within(preview).getByRole('button', { name: 'Importer «\u00a0Gestes et postures\u00a0»' }));
    expect(await screen.findByText('« Gestes et postures » importé : 1 cours, 2 blocs, 0 fichiers, 0 termes.')).toBeInTheDocument();
    expect(uploads).toHaveLength(2);
    expect(uploads[1]?.query.get('preview')).toBeNull();
    expect(uploads[1]?.query.get('expectedVersion')).toBe('0');
    expect(uploads[1]?.file?.name).toBe('gestes.zip');
    expect(screen.queryByRole('region', { name: /Nouveau programme/ })).not.toBeInTheDocument();
    // The field is emptied and takes the focus, ready for the next package.
    expect(screen.getByLabelText('Paquet de contenu (.zip)')).toHaveFocus();
  });

  it('shows a correction as the next version: pages by course (the rest behind a disclosure), courses in and out, learners, warnings; « Annuler » drops it', async () => {
    const { uploads, user, choose } = await open(() => ({ body: correction() }));
    await choose('relation-client.zip');
    await user.click(screen.getByRole('button', { name: 'Vérifier le paquet' }));

    const preview = await screen.findByRole('region', { name: 'Version 3 de «\u00a0Relation client\u00a0»' });
    expect(
      within(preview).getByText(
        '12 apprenants ont commencé ce programme : ils verront ces changements dès la prochaine page qu’ils ouvriront. Leurs réponses sont conservées.',
      ),
    ).toBeInTheDocument();
    // A count keeps its word on its line (a no-break space), in accessible names too.
    const changed = within(preview).getByRole('heading', { level: 4, name: '8\u00a0pages modifiées' }).parentElement!;
    // The first five at once, under their courses; the other three behind « Voir les 3 autres pages ».
    expect(within(changed).getByText('Accueil')).toBeVisible();
    expect(within(changed).getByText('Page 5')).toBeVisible();
    expect(within(changed).getByText('Page 6')).not.toBeVisible();
    await user.click(within(changed).getByText('Voir les 3 autres pages'));
    expect(within(changed).getByText('Page 8')).toBeVisible();
    expect(within(preview).getByRole('heading', { level: 4, name: '1\u00a0page ajoutée' })).toBeInTheDocument();
    expect(within(preview).getByRole('heading', { level: 4, name: '1\u00a0page retirée' })).toBeInTheDocument();
    expect(within(preview).getByRole('heading', { level: 4, name: '1\u00a0cours ajouté' }).parentElement).toHaveTextContent('Suivi');
    expect(within(preview).getByRole('heading', { level: 4, name: '1\u00a0cours retiré du programme' }).parentElement).toHaveTextContent('Ancien cours');
    const warnings = within(preview).getByRole('table', { name: 'À corriger pour les apprenants (1)\u00a0: importé quand même' });
    expect(warnings).toHaveTextContent('media/accueil.png');

    await user.click(within(preview).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('region', { name: /Version 3/ })).not.toBeInTheDocument();
    expect(screen.getByText('Import annulé : rien n’a été importé.')).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
  });

  it('says when another version was published since the check (412), and checks again on request before publishing against the new one', async () => {
    let current = 2;
    const { uploads, user, choose } = await open((upload) => {
      if (isCheck(upload)) return { body: correction(current) };
      if (upload.query.get('expectedVersion') !== String(current))
        return { status: 412, body: { code: 'STALE_VERSION', title: 'Changed meanwhile', message: '…' } };
      return { status: 201, body: summary({ programName: 'Relation client', corrected: true, version: current + 1, changes: correction().changes }) };
    });
    await choose('relation-client.zip');
    await user.click(screen.getByRole('button', { name: 'Vérifier le paquet' }));
    const publish = await screen.findByRole('button', { name: 'Publier la version 3' });
    current = 3; // Someone published version 3 meanwhile.
    await user.click(publish);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Une autre version de « Relation client » a été publiée depuis cette vérification : rien n’a été importé.');
    expect(uploads.at(-1)?.query.get('expectedVersion')).toBe('2');
    const again = within(alert).getByRole('button', { name: 'Vérifier à nouveau' });
    expect(again).toHaveFocus();
    await user.click(again);

    expect(await screen.findByRole('heading', { level: 3, name: 'Version 4 de «\u00a0Relation client\u00a0»' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Publier la version 4' }));
    expect(
      await screen.findByText(
        /« Relation client\s» corrigé\s: version 4 publiée \(1 page\(s\) ajoutée\(s\), 8 modifiée\(s\), 1 retirée\(s\)\) ; 12 apprenant\(s\)/,
      ),
    ).toBeInTheDocument();
    expect(uploads.map((upload) => upload.query.toString())).toEqual(['preview=true', 'expectedVersion=2', 'preview=true', 'expectedVersion=3']);
  });

  it('keeps the focus on the pressed button while the package goes, and lists a refused package’s problems by path', async () => {
    let answer: (given: MockAnswer) => void = () => undefined;
    const { user, choose } = await open(() => new Promise<MockAnswer>((resolve) => (answer = resolve)));
    await choose('casse.zip');
    const button = screen.getByRole('button', { name: 'Vérifier le paquet' });
    await user.click(button);
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Paquet reçu : vérification…')).toBeInTheDocument();

    answer({
      status: 422,
      body: {
        code: 'INVALID_CONTENT_PACKAGE',
        title: 'Invalid',
        message: '…',
        issues: [{ path: 'courses[0].nodes[0].block', message: 'unknown', code: 'UNKNOWN_KEY', values: { kind: 'block', key: 'quiz-9' } }],
      },
    });
    const problems = await screen.findByRole('table', { name: '1 problème(s)\u00a0: rien n’a été importé' });
    expect(within(problems).getByRole('row', { name: /courses\[0\]\.nodes\[0\]\.block/ })).toHaveTextContent('« quiz-9 »');
    expect(screen.queryByRole('button', { name: /Importer «\s/ })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});
