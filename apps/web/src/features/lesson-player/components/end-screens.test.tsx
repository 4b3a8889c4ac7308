import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render-app';
import { baseAnswers, endAnswer, lessonId, lessonPage, playerRoutes, preparePlayer, resultsAnswer } from '../../../test/lesson-fixtures';

const nextLessonId = '22222222-2222-4222-8222-222222222222';
const nextLesson = {
  [`GET lessons/${nextLessonId}/pages/current`]: {
    body: lessonPage({ id: 'page-9', lessonId: nextLessonId, position: 0, content: { title: 'Conclure une vente', content: { sections: [] } } }),
  },
};

describe('the end-of-lesson screens', () => {
  beforeEach(preparePlayer);

  it('shows the results with nothing unlocked on /actions, and without questions on /questions: no empty choice', async () => {
    for (const screenPath of ['actions', 'questions']) {
      mockApi({
        ...baseAnswers,
        [`GET lessons/${lessonId}/end`]: endAnswer({ actions: { interactive: [], unlockedLessons: [] } }),
        [`GET lessons/${lessonId}/results`]: resultsAnswer(),
      });
      const { router, unmount } = await renderRoutes(playerRoutes, { path: `/session/${lessonId}/${screenPath}` });
      expect(await screen.findByRole('heading', { level: 1, name: 'Vos résultats' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(`/session/${lessonId}/resultats`);
      expect(screen.queryByRole('radiogroup')).toBeNull();
      unmount();
    }
  });

  it('hands end data it cannot read to the route, whose full-page state tells it (another learner’s lesson)', async () => {
    mockApi({ ...baseAnswers, [`GET lessons/${lessonId}/end`]: { status: 404, body: { code: 'NOT_FOUND', title: 't', message: 'm' } } });
    await renderRoutes(playerRoutes, { path: `/session/${lessonId}/actions` });
    expect(await screen.findByText('Erreur NOT_FOUND')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('names its way back by its destination, My courses', async () => {
    mockApi({
      ...baseAnswers,
      [`GET lessons/${lessonId}/end`]: endAnswer({ actions: { interactive: [], unlockedLessons: [{ id: nextLessonId, title: 'Conclure une vente' }] } }),
    });
    await renderRoutes(playerRoutes, { path: `/session/${lessonId}/actions` });
    expect(await screen.findByRole('link', { name: 'Retour à Mes formations' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: /tableau de bord/i })).toBeNull();
  });

  it('opening them on an unfinished lesson changes nothing and goes back to its current page (#15 item 7)', async () => {
    const { calls } = mockApi({
      ...baseAnswers,
      [`GET lessons/${lessonId}/end`]: { status: 409, body: { code: 'LESSON_NOT_ENDED', title: 't', message: 'm' } },
    });
    const { router } = await renderRoutes(playerRoutes, { path: `/session/${lessonId}/actions` });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/session/${lessonId}`));
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('shows the score and requires a next module, confirmed, before opening its current page', async () => {
    const { calls } = mockApi({
      ...baseAnswers,
      ...nextLesson,
      [`GET lessons/${lessonId}/end`]: endAnswer({ actions: { interactive: [], unlockedLessons: [{ id: nextLessonId, title: 'Conclure une vente' }] } }),
    });
    const { router } = await renderRoutes(playerRoutes, { path: `/session/${lessonId}/actions` });
    // The screen opens on its title, and the lesson's live region says the end with the score.
    expect(await screen.findByRole('heading', { name: 'Module terminé\u202f!' })).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Module terminé ! Votre score : 63 %, 190 points sur 300.'));
    expect(screen.getByText('63 %')).toBeInTheDocument();
    expect(screen.getByText('190 points sur 300')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choisissez un module pour continuer.');
    await user.click(screen.getByRole('radio', { name: 'Conclure une vente' }));
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Commencer un nouveau module\u202f?' });
    await user.click(within(confirm).getByRole('button', { name: 'Commencer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/session/${nextLessonId}/page/page-9`));
    // The server's current page of a lesson not started is its first enabled section's first page; nothing else is asked.
    expect(calls.filter((call) => call.path.startsWith(`lessons/${nextLessonId}`)).map((call) => call.path)).toEqual([`lessons/${nextLessonId}/pages/current`]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Conclure une vente' })).toBeInTheDocument();
  });

  it('sends the interactive choice, then opens its target lesson', async () => {
    const interactive = [
      {
        label: 'Prêt pour la suite ?',
        choices: [
          { response: 'Plus tard', action: { target: 'home' } },
          { response: 'Conclure une vente', action: { target: 'sale' } },
        ],
      },
    ];
    const { calls } = mockApi({
      ...baseAnswers,
      ...nextLesson,
      [`GET lessons/${lessonId}/end`]: endAnswer({ actions: { interactive, unlockedLessons: [] } }),
      [`POST lessons/${lessonId}/actions`]: {
        body: { chosen: [{ actionIdx: 0, choiceIdx: 1 }], target: { id: nextLessonId, title: 'Conclure une vente', state: 'AVAILABLE' } },
      },
    });
    const { router } = await renderRoutes(playerRoutes, { path: `/session/${lessonId}/questions` });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Conclure une vente' }));
    // The question and its answers are the course's words, in its language (WCAG 3.1.2).
    expect(screen.getByRole('group', { name: 'Prêt pour la suite ?' }).querySelector('legend')).toHaveAttribute('lang', 'fr');
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/session/${nextLessonId}/page/page-9`));
    expect(calls.find((call) => call.path.endsWith('/actions'))?.body).toEqual({ inputs: [{ actionIdx: 0, choiceIdx: 1 }] });
  });

  it('opens a timed target lesson on its question, its clock not started (docs/product/lessons.md#timed-lessons)', async () => {
    const interactive = [{ label: 'Prêt pour la suite ?', choices: [{ response: 'Conclure une vente', action: { target: 'sale' } }] }];
    const { calls } = mockApi({
      ...baseAnswers,
      [`GET lessons/${nextLessonId}/pages/current`]: {
        status: 409,
        body: { code: 'TIMED_LESSON_NOT_STARTED', title: 't', message: 'm', data: { timeLimit: 1800 } },
      },
      [`GET lessons/${lessonId}/end`]: endAnswer({ actions: { interactive, unlockedLessons: [] } }),
      [`POST lessons/${lessonId}/actions`]: {
        body: { chosen: [{ actionIdx: 0, choiceIdx: 0 }], target: { id: nextLessonId, title: 'Conclure une vente', state: 'AVAILABLE' } },
      },
    });
    const { router } = await renderRoutes(playerRoutes, { path: `/session/${lessonId}/questions` });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Conclure une vente' }));
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    const question = await screen.findByRole('alertdialog', { name: 'Évaluation chronométrée' });
    expect(question).toHaveTextContent('30 minutes');
    expect(router.state.location.pathname).toBe(`/session/${nextLessonId}`);
    const opened = calls.filter((call) => call.path === `lessons/${nextLessonId}/pages/current`);
    expect(opened.map((call) => new URL(call.url, 'http://localhost').searchParams.get('start'))).toEqual([null, null]);
  });

  it('goes Home when the chosen answer leads there', async () => {
    const interactive = [{ label: 'Et maintenant ?', choices: [{ response: 'Accueil', action: { target: 'home' } }] }];
    mockApi({
      ...baseAnswers,
      [`GET lessons/${lessonId}/end`]: endAnswer({ actions: { interactive, unlockedLessons: [] } }),
      [`POST lessons/${lessonId}/actions`]: { body: { chosen: [], target: null } },
    });
    const { router } = await renderRoutes(playerRoutes, { path: `/session/${lessonId}/questions` });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Accueil' }));
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
