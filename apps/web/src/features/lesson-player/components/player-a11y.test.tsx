import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render-app';
import {
  answerAndNextAnswer,
  answered,
  baseAnswers,
  exerciseContent,
  lessonId,
  lessonPage,
  playerRoutes,
  preparePlayer,
  slidePage,
} from '../../../test/lesson-fixtures';

const current = `GET lessons/${lessonId}/pages/current`;
const patch = `PATCH lessons/${lessonId}/pages/current`;
const open = () => renderRoutes(playerRoutes, { path: `/session/${lessonId}` });

/** Two questions: the multiple choice of the fixtures and a free answer. */
const twoQuestions = {
  ...exerciseContent,
  content: {
    sections: [
      {
        id: 's1',
        rows: [...exerciseContent.content.sections[0]!.rows, { id: 'fa', type: 'free-answer', question: '<p>Un verbe ?</p>' }],
      },
    ],
  },
};

describe('the lesson player for keyboard and screen reader learners (#20)', () => {
  beforeEach(preparePlayer);

  it('leaves Enter to a focused checkbox: nothing is sent (item 6)', async () => {
    const { calls } = mockApi({ ...baseAnswers, [current]: { body: lessonPage() } });
    await open();
    const user = userEvent.setup();
    const box = await screen.findByRole('checkbox', { name: /Sourire/ });
    await user.click(box);
    await user.keyboard('{Enter}');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('checks the answer with Enter in a one-line answer field, and never moves on by itself (WCAG 3.3.4)', async () => {
    const page = lessonPage({ content: twoQuestions });
    const { calls } = mockApi({ ...baseAnswers, [current]: { body: page }, [patch]: { body: answered(page) } });
    const { router } = await open();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Un verbe/ }), 'écouter{Enter}');
    // Checked: the answers go as Check sends them (PATCH), and the learner stays on the page.
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1));
    expect(calls.some((call) => call.path.endsWith('answer-and-next') || call.path.endsWith('pages/next'))).toBe(false);
    expect(router.state.location.pathname).toBe(`/session/${lessonId}`);
    // Answered, the field is locked: Next is the learner's own press.
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Un verbe/ })).toBeDisabled());
  });

  it('asks before sending the last page of a certifying course, listing what is left to answer (item 6)', async () => {
    const last = lessonPage({ content: twoQuestions, isLastPage: true, position: 3, nodeId: 'node-4', course: { ...lessonPage().course, certifying: true } });
    const { calls } = mockApi({ ...baseAnswers, [current]: { body: last }, [patch]: { body: answered(last) } });
    await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /Sourire/ }));
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    const review = await screen.findByRole('alertdialog', { name: 'Envoyer vos réponses\u202f?' });
    // Its message is its description (item 11).
    expect(review).toHaveAccessibleDescription(/dernière page de ce module certifiant/);
    expect(within(review).getByRole('listitem')).toHaveTextContent('Question 2 sans réponse : Un verbe ?');
    // The question quoted is the course's words, in its language (WCAG 3.1.2).
    expect(within(review).getByText('Un verbe ?')).toHaveAttribute('lang', 'fr');
    await user.click(within(review).getByRole('button', { name: 'Revoir mes réponses' }));
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Vérifier' })).toHaveFocus());

    await new Promise((resolve) => setTimeout(resolve, 220));
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1));
  });

  it('asks on the last exercise of a certifying course when only slides follow it', async () => {
    const outline = lessonPage().outline.map((section) => ({
      ...section,
      pages: section.pages.map((entry) => (entry.nodeId === 'node-4' ? { ...entry, blockType: 'slide' as const } : entry)),
    }));
    const lastExercise = lessonPage({ outline, course: { ...lessonPage().course, certifying: true } });
    mockApi({ ...baseAnswers, [current]: { body: lastExercise } });
    await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /Sourire/ }));
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByRole('alertdialog', { name: 'Envoyer vos réponses\u202f?' })).toHaveTextContent(
      'Vous avez répondu à toutes les questions de cette page.',
    );
  });

  it('does not ask on a course that gives no certificate', async () => {
    const last = lessonPage({ isLastPage: true, position: 3 });
    const { calls } = mockApi({ ...baseAnswers, [current]: { body: last }, [patch]: { body: answered(last) } });
    await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /Sourire/ }));
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1));
  });

  it('closes the timed-exercise question with Escape without leaving the lesson; the question stays on the page (item 15)', async () => {
    mockApi({ ...baseAnswers, [current]: { body: lessonPage({ timeLimit: 90, remainingSeconds: 90 }) } });
    const { router } = await open();
    const dialog = await screen.findByRole('alertdialog', { name: 'Exercice chronométré' });
    expect(dialog).toHaveAccessibleDescription(/vous aurez 1:30/);
    const user = userEvent.setup();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(`/session/${lessonId}`);
    const panel = screen.getByRole('region', { name: 'Exercice chronométré' });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'C’est parti' }));
    expect(await screen.findByRole('checkbox', { name: /Sourire/ })).toBeInTheDocument();
  });

  it('announces each step with its position and title, after the correction that led to it (items 2, 12)', async () => {
    // The result is carried into the step's announcement when it was said under 3 s before: the
    // clock stands still here, so a busy machine taking seconds between the two changes nothing.
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => void vi.useRealTimers());
    const page = lessonPage();
    mockApi({
      ...baseAnswers,
      [current]: { body: page },
      [`POST lessons/${lessonId}/pages/answer-and-next`]: answerAndNextAnswer(answered(page), { next: slidePage() }),
    });
    await open();
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByText('Page 2 sur 4 : Les bons réflexes', { selector: '[role="status"]' })).toBeInTheDocument());
    await user.click(screen.getByRole('checkbox', { name: /Sourire/ }));
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    await waitFor(() =>
      expect(screen.getByText('Bonne réponse. 100 / 100 points Page 3 sur 4 : La suite', { selector: '[role="status"]' })).toBeInTheDocument(),
    );
  });
});
