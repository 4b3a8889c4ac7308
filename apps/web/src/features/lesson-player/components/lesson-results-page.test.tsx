import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render-app';
import { answered, baseAnswers, lessonId, lessonPage, playerRoutes, preparePlayer, resultsAnswer } from '../../../test/lesson-fixtures';
import { registerFeatureBundles } from '../../../lib/i18n/i18n';
import { LessonResultsPage, type ResultsCertificateParts } from './lesson-results-page';
import { PlayerFrame } from './player-frame';

/** The results screen alone, in the player's frame, with the certificate's parts a route would give. */
const resultsRoute = (certificate: ResultsCertificateParts) => [
  {
    path: '/session/:id/resultats',
    element: (
      <PlayerFrame>
        <LessonResultsPage certificate={certificate} />
      </PlayerFrame>
    ),
  },
];

const results = `GET lessons/${lessonId}/results`;
/** Serious and critical axe violations of the page as it stands (contrast is the browser suite's: jsdom draws nothing). */
async function axeViolations(): Promise<string[]> {
  const found = await axe.run(document.body, { iframes: false, rules: { 'color-contrast': { enabled: false } } });
  return found.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')).map((violation) => violation.id);
}

const openResults = () => renderRoutes(playerRoutes, { path: `/session/${lessonId}/resultats` });

/** The rows of « Vos exercices », and how the fixture's three pages read in them (resultsAnswer). */
const exerciseRows = async () => within(within(await screen.findByRole('region', { name: 'Vos exercices' })).getByRole('list')).getAllByRole('listitem');
const resultsRowTexts = [
  'Les bons réflexesLes premiers gestesJuste100 / 100 pointsRevoir',
  'La finLes premiers gestesEn partie juste90 / 100 pointsRevoir',
  'Le chronoSans réponse',
];

describe('the results screen (docs/product/lessons.md#results)', () => {
  beforeEach(preparePlayer);

  it('shows the score with its medal, the time spent, the points earned and the badges', async () => {
    mockApi({ ...baseAnswers, [results]: resultsAnswer() });
    await openResults();
    // It opens on its title, and the lesson's live region says the score.
    expect(await screen.findByRole('heading', { level: 1, name: 'Vos résultats' })).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Vos résultats : 63 %, 190 points sur 300.'));
    expect(screen.getByText('Accueillir un client')).toHaveAttribute('lang', 'fr');
    expect(screen.getByText('63 %')).toBeInTheDocument();
    expect(screen.getByText('Médaille').nextElementSibling).toHaveTextContent('Argent');
    expect(screen.getByText('Temps passé').nextElementSibling).toHaveTextContent('12 min 34 s');
    const badges = screen.getByRole('region', { name: 'Points et badges' });
    expect(within(badges).getByText('190 points gagnés dans ce module')).toBeInTheDocument();
    const [pi, job] = within(badges).getAllByRole('listitem');
    expect(pi).toHaveTextContent('Score globalArgentNouveau !');
    expect(job).toHaveTextContent('Métier : VenteBronze');
    expect(job).not.toHaveTextContent('Nouveau');
    expect(await axeViolations()).toEqual([]);
  });

  it('lists each exercise page with how it went, its points and « Revoir » when it was answered', async () => {
    mockApi({ ...baseAnswers, [results]: resultsAnswer() });
    await openResults();
    const rows = await exerciseRows();
    expect(rows.map((row) => row.textContent)).toEqual(resultsRowTexts);
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Revoir «\u00a0Les bons réflexes\u00a0»' })).toHaveAttribute(
      'href',
      `/session/${lessonId}/resultats/page/page-2`,
    );
    expect(within(rows[2] as HTMLElement).queryByRole('link')).toBeNull();
  });

  it('opens a page in review, read only, with the correction marks, the expected answer and the legend, and comes back', async () => {
    const reviewed = answered(lessonPage(), {
      kind: 'incorrect',
      answerRatios: { mc: 0 },
      scoring: { actual: 0, max: 100 },
      corrections: {
        mc: {
          kind: 'choices',
          marks: [
            { id: 'smile', expected: true, good: false, wrong: false },
            { id: 'ignore', expected: false, good: false, wrong: true },
          ],
        },
      },
    });
    const { calls } = mockApi({
      ...baseAnswers,
      [results]: resultsAnswer(),
      [`GET lessons/${lessonId}/pages/page-2/review`]: { body: { ...reviewed, inputs: { answers: { mc: { userAnswer: ['ignore'] } } } } },
    });
    const { router } = await openResults();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Revoir «\u00a0Les bons réflexes\u00a0»' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Les bons réflexes' })).toHaveFocus();
    expect(screen.getByText('Lecture seule : vos réponses et leur correction.')).toBeInTheDocument();
    // The page's outcome, the mark on the answer given and the legend's sample say it alike.
    expect(screen.getAllByText('Mauvaise réponse').length).toBeGreaterThanOrEqual(3);
    expect(screen.getByText('0 / 100 points')).toBeInTheDocument();
    // The page's question first, then the legend of its marks, then the way back.
    const legend = screen.getByRole('region', { name: 'Légende de la correction' });
    const question = screen.getByRole('checkbox', { name: 'Ignorer' });
    const [, wayBack] = screen.getAllByRole('link', { name: 'Retour aux résultats' });
    expect(question.compareDocumentPosition(legend) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(legend.compareDocumentPosition(wayBack as HTMLElement) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The learner's answer stays as given and cannot change; the one expected is marked.
    const given = screen.getByRole('checkbox', { name: 'Ignorer' });
    expect(given).toBeChecked();
    expect(given).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Sourire' })).not.toBeChecked();
    expect(within(screen.getByRole('checkbox', { name: 'Sourire' }).closest('li') as HTMLElement).getByText('Réponse attendue')).toBeInTheDocument();
    expect(within(given.closest('li') as HTMLElement).getByText('Mauvaise réponse')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    // Reviewing sends nothing and starts no ping.
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
    await user.click(screen.getAllByRole('link', { name: 'Retour aux résultats' })[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/session/${lessonId}/resultats`));
  });

  it('goes on with the end of the lesson on « Continuer »: here its questions', async () => {
    const interactive = [{ label: 'Et maintenant ?', choices: [{ response: 'Accueil', action: { target: 'home' } }] }];
    mockApi({ ...baseAnswers, [results]: resultsAnswer({}, { actions: { interactive, unlockedLessons: [] } }) });
    const { router } = await openResults();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/session/${lessonId}/questions`));
    expect(await screen.findByRole('group', { name: 'Et maintenant ?' })).toBeInTheDocument();
  });

  it.each([
    ['SKIPPED', 'Le temps de ce module s’est écoulé avant la fin : voici ce que vous avez fait.'],
    ['EXPIRED', 'Ce module a fermé avant que vous le terminiez : voici ce que vous avez fait.'],
  ] as const)('shows the results of a lesson %s before its end, says why, and offers only the way back', async (state, why) => {
    const { calls } = mockApi({
      ...baseAnswers,
      [results]: resultsAnswer({ medal: 'none' }, { state, progress: 'ONGOING', scoring: { global: { actual: 190, max: 300 } } }),
    });
    const { router } = await openResults();
    expect(await screen.findByRole('heading', { level: 1, name: 'Vos résultats' })).toHaveFocus();
    expect(screen.getByText(why)).toBeInTheDocument();
    expect(screen.getByText('63 %')).toBeInTheDocument();
    const rows = await exerciseRows();
    expect(rows.map((row) => row.textContent)).toEqual(resultsRowTexts);
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'Revoir «\u00a0La fin\u00a0»' })).toHaveAttribute(
      'href',
      `/session/${lessonId}/resultats/page/page-4`,
    );
    // Its end opened nothing to go on with: no « Continuer », the way back is the screen's action.
    expect(screen.queryByRole('button', { name: 'Continuer' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Retour à Mes formations' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('sends a lesson not ended back to its current page, having changed nothing', async () => {
    const { calls } = mockApi({ ...baseAnswers, [results]: { status: 409, body: { code: 'LESSON_NOT_ENDED', title: 't', message: 'm' } } });
    const { router } = await openResults();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/session/${lessonId}`));
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('shows the certificate just earned with its download and verification link, where the tenant grants certification access', async () => {
    await registerFeatureBundles(import.meta.glob<Record<string, unknown>>('../../certificates/locales/*.json', { import: 'default' }));
    mockApi({ ...baseAnswers, [results]: resultsAnswer({}, { certificationRef: 'CERT-7K3P-Q9XZ' }) });
    const Download = ({ courseTitle }: { courseTitle: string }) => <button type="button">{`PDF ${courseTitle}`}</button>;
    await renderRoutes(resultsRoute({ Download, type: 'Attestation' }), { path: `/session/${lessonId}/resultats` });
    const certificate = await screen.findByRole('region', { name: 'Attestation obtenue' });
    expect(certificate).toHaveTextContent('Code de vérification : CERT-7K3P-Q9XZ');
    expect(within(certificate).getByRole('button', { name: 'PDF Accueillir un client' })).toBeInTheDocument();
    expect(within(certificate).getByRole('link', { name: 'Vérifier l’attestation' })).toHaveAttribute('href', '/verify/CERT-7K3P-Q9XZ');
  });

  it('shows no certificate for a lesson without one', async () => {
    mockApi({ ...baseAnswers, [results]: resultsAnswer() });
    const Download = () => null;
    await renderRoutes(resultsRoute({ Download, type: 'Certificat' }), { path: `/session/${lessonId}/resultats` });
    await screen.findByRole('heading', { level: 1, name: 'Vos résultats' });
    expect(screen.queryByRole('region', { name: 'Certificat obtenu' })).toBeNull();
  });
});
