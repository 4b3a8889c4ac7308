import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRouteError } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorCodeOf } from '../../../lib/errors/normalise-error';
import { registerFeatureBundles } from '../../../lib/i18n/i18n';
import { fakeToken, mockApi } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render-app';
import { evaluationBundles } from '../evaluation-bundles';
import { EvaluationPage } from './evaluation-page';

const routes = (locale = 'fr') => [{ path: '/', element: <EvaluationPage key={locale} programId="p1" userId="u1" classId="k1" /> }];
const noReview = { 'GET reviews': { body: { items: [], total: 0 } }, 'GET programs/p1': { body: { id: 'p1', name: 'Relation client' } } };

beforeAll(async () => {
  await registerFeatureBundles(evaluationBundles);
});
afterEach(() => {
  vi.restoreAllMocks();
});

function setUp(answers: Parameters<typeof mockApi>[0]) {
  localStorage.setItem('id_token', fakeToken({ sub: 'u1', iat: 1, exp: 2 }));
  return mockApi(answers);
}

/** The route's error element, standing for the app's: the code of what the page threw. */
function Thrown() {
  return <p>{`Erreur ${errorCodeOf(useRouteError()) ?? ''}`}</p>;
}

describe('EvaluationPage', () => {
  it('requires a rating, counts the comment, sends ratio = rating / 5, then locks the form and offers the way back', async () => {
    const { calls } = setUp({
      ...noReview,
      'POST reviews': { status: 201, body: { id: 'r1', ratio: 0.8, comment: 'Très bien', resourceType: 'Program', resourceId: 'p1', classId: 'k1' } },
    });
    await renderRoutes(routes());
    await screen.findByRole('button', { name: 'Envoyer' });
    const where = JSON.parse(new URL(String(calls.find((call) => call.path === 'reviews')?.url), 'http://x').searchParams.get('where') ?? '{}') as unknown;
    expect(where).toEqual({ resourceType: 'Program', resourceId: 'p1', userId: 'u1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Envoyer' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Veuillez choisir une note');
    expect(screen.getByRole('group', { name: 'Votre note' })).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await userEvent.click(screen.getByRole('radio', { name: '4 étoiles sur 5' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Commentaire (facultatif)' }), 'Très bien');
    expect(screen.getByText('9 / 1 000')).toBeInTheDocument();
    const status = screen.getByRole('status');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    // The thanks arrive in a region that was there before them, and the focus moves to the way back, not to the body.
    await waitFor(() => expect(status).toHaveTextContent('Merci, votre évaluation a bien été envoyée.'));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Retour au Tableau de bord' })).toHaveFocus());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      resourceType: 'Program',
      resourceId: 'p1',
      ratio: 0.8,
      comment: 'Très bien',
      classId: 'k1',
    });
    expect(screen.queryByRole('button', { name: 'Envoyer' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Commentaire (facultatif)' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Retour au Tableau de bord' })).toHaveAttribute('href', '/tableau-de-bord');
  });

  it('refuses a comment of 1000 characters or more, as the server does', async () => {
    setUp(noReview);
    await renderRoutes(routes());
    await userEvent.click(await screen.findByRole('radio', { name: '1 étoile sur 5' }));
    const comment = screen.getByRole('textbox', { name: 'Commentaire (facultatif)' });
    await userEvent.click(comment);
    await userEvent.paste('x'.repeat(1000));
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Veuillez saisir un message de moins de 1 000 caractères');
    expect(comment).toHaveFocus();
  });

  it('shows a review already sent with the fields disabled and no send button', async () => {
    setUp({
      ...noReview,
      'GET reviews': { body: { items: [{ id: 'r1', ratio: 0.6, comment: 'Bien', resourceType: 'Program', resourceId: 'p1', classId: null }], total: 1 } },
    });
    await renderRoutes(routes('en'), { locale: 'en' });
    expect(await screen.findByText('You have already reviewed this program. Thank you!')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '3 stars out of 5' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '3 stars out of 5' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Comment (optional)' })).toHaveValue('Bien');
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toBeInTheDocument();
  });

  it('shows the error of a failed send and the way back, keeping the form', async () => {
    setUp({ ...noReview, 'POST reviews': { status: 400, body: { code: 'BAD_REQUEST', title: 'Bad request', message: 'bad' } } });
    await renderRoutes(routes());
    await userEvent.click(await screen.findByRole('radio', { name: '5 étoiles sur 5' }));
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(within(alert).getAllByText(/incorrect/i).length).toBeGreaterThan(0));
    expect(screen.getByRole('link', { name: 'Retour au Tableau de bord' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeEnabled();
  });

  it('hands a program that does not exist or is outside the learner’s classes to the route’s full-page state, at its address', async () => {
    setUp({ 'GET reviews': { body: { items: [], total: 0 } }, 'GET programs/p1': { status: 404, body: { code: 'NOT_FOUND', title: 't', message: 'm' } } });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = await renderRoutes(routes().map((route) => ({ ...route, errorElement: <Thrown /> })));
    expect(await screen.findByText('Erreur NOT_FOUND')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('button', { name: 'Envoyer' })).toBeNull();
  });
});
