import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { registerFeatureBundles } from '../../../lib/i18n/i18n';
import { saveSession } from '../../../lib/session-storage';
import { fakeToken, mockApi } from '../../../test/api-mock';
import { adminMe } from '../../../test/admin-fixtures';
import { renderRoutes } from '../../../test/render-app';
import { adminBundles } from '../admin-bundles';
import { addressesOf, InviteByEmailForm } from './invite-by-email-form';

beforeAll(async () => {
  await registerFeatureBundles(adminBundles);
});

const csv = (text: string, name = 'learners.csv') => new File([text], name, { type: 'text/csv' });
const job = (state: 'running' | 'done', processed: number) => ({
  id: 'i1',
  fileName: 'learners.csv',
  state,
  validOnly: false,
  total: 2,
  processed,
  counts: state === 'done' ? { created: 2 } : {},
  createdAt: '2026-11-20T10:00:00.000Z',
  finishedAt: state === 'done' ? '2026-11-20T10:00:01.000Z' : null,
});

describe('learner import screen', () => {
  it('lists the problems by line and column, keeps the file on a refusal, then imports a fixed file and follows its progress', async () => {
    let checks = 0;
    let polls = 0;
    mockApi({
      'GET users/me': { body: adminMe },
      'POST admin/learner-imports/check': () => {
        checks += 1;
        if (checks === 1) return { status: 413, body: { code: 'FILE_TOO_LARGE', title: 'File too large', message: 'too large' } };
        if (checks === 2) return { body: { lines: 2, validLines: 1, problemCount: 1, problems: [{ line: 3, column: 'email', code: 'invalidEmail' }] } };
        return { body: { lines: 2, validLines: 2, problemCount: 0, problems: [] } };
      },
      'POST admin/learner-imports': { status: 202, body: job('running', 0) },
      'GET admin/learner-imports/i1': () => {
        polls += 1;
        return { body: polls === 1 ? job('running', 1) : job('done', 2) };
      },
    });
    saveSession(fakeToken({ sub: 'a1', iat: 1, exp: 2 }));
    await renderRoutes(appRoutes, { path: '/formateur/administration/import' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Importer des apprenants' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Administration' })).getByRole('link', { name: 'Importer des apprenants' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Fichier CSV des apprenants'), csv('email;prénom;nom;classe\n'));
    await user.click(screen.getByRole('button', { name: 'Vérifier le fichier' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce fichier dépasse la taille permise');
    expect(screen.getByText('Fichier choisi : learners.csv')).toBeInTheDocument();

    // The summary's live region is there before the check answers, so it is said when it arrives (WCAG 4.1.3).
    const summary = within(screen.getByRole('main')).getByRole('status');
    expect(summary).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Vérifier le fichier' }));
    const table = await screen.findByRole('table', { name: /1 problème/ });
    expect(summary).toHaveTextContent('2 lignes lues · valides : 1 · problèmes : 1');
    expect(within(table).getByRole('row', { name: '3 E-mail adresse e-mail invalide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Importer 1 apprenant' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /Importer seulement la ligne valide/ }));
    expect(screen.getByRole('button', { name: 'Importer la ligne valide' })).toBeEnabled();

    await user.upload(screen.getByLabelText('Fichier CSV des apprenants'), csv('email;prénom;nom;classe\n', 'fixed.csv'));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Vérifier le fichier' }));
    await user.click(await screen.findByRole('button', { name: 'Importer 2 apprenants' }));
    expect(await screen.findByRole('progressbar', { name: 'Progression de l’import' })).toBeInTheDocument();
    expect(await screen.findByText('Import terminé : 2 lignes écrites.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('compte créé et invité : 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Télécharger le rapport' })).toBeInTheDocument();
  });
});

describe('InviteByEmailForm', () => {
  it('reads addresses one a line or separated by commas, once each, lower-cased', () => {
    expect(addressesOf(' A@x.org,b@x.org;\n\na@X.org  c@x.org ')).toEqual(['a@x.org', 'b@x.org', 'c@x.org']);
  });

  it('refuses an invalid address without losing the text, then says what happened to each address', async () => {
    localStorage.setItem('id_token', fakeToken({ sub: 'a1', iat: 1, exp: 2 }));
    const { calls } = mockApi({
      'POST admin/classes/k1/invitations': {
        body: {
          items: [
            { email: 'zoe@example.org', outcome: 'created', reason: null },
            { email: 'lea@example.org', outcome: 'skipped', reason: 'accountDeactivated' },
          ],
        },
      },
    });
    await renderRoutes([{ path: '/', element: <InviteByEmailForm classId="k1" /> }]);
    const user = userEvent.setup();
    const addresses = screen.getByRole('textbox', { name: 'Adresses e-mail' });
    await user.type(addresses, 'zoe@example.org, lea@');
    await user.click(screen.getByRole('button', { name: 'Inviter' }));
    expect(addresses).toHaveAccessibleDescription(/Adresse invalide\s: lea@/);
    expect(addresses).toHaveValue('zoe@example.org, lea@');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(addresses, 'example.org');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Inscrire comme' }), 'TEACHER');
    await user.click(screen.getByRole('button', { name: 'Inviter' }));
    expect(await screen.findByText('zoe@example.org : compte créé et invité')).toBeInTheDocument();
    expect(screen.getByText('lea@example.org : ignoré (compte désactivé)')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ emails: ['zoe@example.org', 'lea@example.org'], role: 'TEACHER' });
  });
});
