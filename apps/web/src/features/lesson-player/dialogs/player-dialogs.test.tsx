import type { LessonPage } from '@espace/contracts/lessons';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type MockAnswer, mockApi } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render-app';
import { answered, baseAnswers, lessonId, lessonPage, playerRoutes, preparePlayer } from '../../../test/lesson-fixtures';
import { renderViewer } from '../../../test/render-viewer';
import { registerFeatureBundles } from '../../../lib/i18n/i18n';
import { lessonPlayerBundles } from '../lesson-player-bundles';
import { FinalReviewDialog } from './final-review-dialog';
import { NoAnswerDialog } from './no-answer-dialog';

const current = `GET lessons/${lessonId}/pages/current`;
const hintsCall = `POST lessons/${lessonId}/pages/current/hints`;
const open = () => renderRoutes(playerRoutes, { path: `/session/${lessonId}` });

describe('the lesson page dialogs', () => {
  beforeEach(preparePlayer);

  it('unlocks a free hint at once and asks before one that costs points', async () => {
    const { calls } = mockApi({
      ...baseAnswers,
      [current]: { body: lessonPage({ hints: { messages: [], remaining: 2, nextMalus: 0 } }) },
      [hintsCall]: calls_answer(),
    });
    await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Indices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Indices' });
    expect(dialog).toHaveTextContent('Aucun indice débloqué');
    await user.click(within(dialog).getByRole('button', { name: 'Débloquer un indice' }));
    // The hint is the course's text, marked with its language under any interface (WCAG 3.1.2).
    expect(await within(dialog).findByText('Pensez au regard.')).toHaveAttribute('lang', 'fr');
    expect(calls.filter((call) => call.path.endsWith('hints'))).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Débloquer un indice (−20 points)' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Débloquer cet indice\u202f?' });
    expect(confirm).toHaveTextContent('Cet indice vous coûtera 20 points');
    // A screen reader reads the question with its title when the dialog opens.
    expect(confirm).toHaveAccessibleDescription(/Cet indice vous coûtera 20 points/);
    await user.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    expect(calls.filter((call) => call.path.endsWith('hints'))).toHaveLength(1);

    await user.click(await screen.findByRole('button', { name: 'Débloquer un indice (−20 points)' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Débloquer' }));
    expect(await screen.findByText('Deux réponses sont justes.')).toBeInTheDocument();
    expect(calls.filter((call) => call.path.endsWith('hints'))).toHaveLength(2);
  });

  it('gives the focus: to its first control when it opens, to the hint just unlocked, then back to « Indices »', async () => {
    let answer: (value: MockAnswer) => void = () => undefined;
    mockApi({
      ...baseAnswers,
      [current]: { body: lessonPage({ hints: { messages: [], remaining: 1, nextMalus: 0 } }) },
      [hintsCall]: () => new Promise<MockAnswer>((resolve) => (answer = resolve)),
    });
    await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Indices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Indices' });
    const unlock = within(dialog).getByRole('button', { name: 'Débloquer un indice' });
    await waitFor(() => expect(unlock).toHaveFocus());
    await user.keyboard('{Enter}');
    // While it is asked for, the button keeps the focus, busy.
    await waitFor(() => expect(unlock).toHaveAttribute('aria-busy', 'true'));
    expect(unlock).toHaveFocus();
    answer({ body: { messages: ['Pensez au regard.'], remaining: 0, nextMalus: 0 } });
    // The button gone (no hint left), the focus is on the hint, read at once.
    await waitFor(() => expect(within(dialog).getByText('Pensez au regard.')).toHaveFocus());
    expect(dialog).toHaveTextContent('Plus aucun indice.');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Indices' })).toHaveFocus();
  });

  it('explains the correction marks once the page is answered', async () => {
    mockApi({ ...baseAnswers, [current]: { body: answered(lessonPage()) } });
    await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Légende de la correction' }));
    const legend = await screen.findByRole('dialog', { name: 'Légende de la correction' });
    for (const sample of ['Bonne réponse', 'Mauvaise réponse', 'Réponse attendue']) expect(within(legend).getByText(sample)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Légende de la correction' })).toHaveFocus();
  });

  it('asks before a timed page starts: declining goes back Home', async () => {
    mockApi({ ...baseAnswers, [current]: { body: lessonPage({ timeLimit: 90, remainingSeconds: 90 }) } });
    const { router } = await open();
    const dialog = await screen.findByRole('alertdialog', { name: 'Exercice chronométré' });
    expect(dialog).toHaveTextContent('1:30');
    expect(dialog).toHaveAccessibleDescription(/1:30/);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Peut être plus tard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("asks before going next to a timed page not started yet; 'C’est parti' opens it", async () => {
    const outline: LessonPage['outline'] = [
      {
        id: null,
        title: null,
        pages: [
          {
            nodeId: 'node-2',
            title: 'Les bons réflexes',
            pageId: 'page-2',
            state: 'answered',
            reachable: true,
            timeLimit: null,
            blockType: 'exercice',
            score: { actual: 100, max: 100 },
          },
          { nodeId: 'node-3', title: 'Chrono', pageId: null, state: 'new', reachable: true, timeLimit: 60, blockType: 'exercice', score: null },
        ],
      },
    ];
    const timed = lessonPage({ id: 'page-3', nodeId: 'node-3', position: 1, timeLimit: 60, remainingSeconds: 60, outline });
    const { calls } = mockApi({
      ...baseAnswers,
      [current]: { body: answered(lessonPage({ position: 0, outline })) },
      [`POST lessons/${lessonId}/pages/next`]: { body: timed },
    });
    const { router } = await open();
    await screen.findByText('Page 1 sur 4');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Exercice chronométré' });
    expect(calls.some((call) => call.path.endsWith('pages/next'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'C’est parti' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/session/${lessonId}/page/page-3`));
    expect(await screen.findByRole('timer')).toHaveTextContent('1:00');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

function calls_answer() {
  let unlocked = 0;
  const messages = ['Pensez au regard.', 'Deux réponses sont justes.'];
  return () => {
    unlocked += 1;
    return { body: { messages: messages.slice(0, unlocked), remaining: 2 - unlocked, nextMalus: unlocked === 1 ? 20 : 0 } };
  };
}

describe('dialogs that ask before something irreversible', () => {
  it('open on their safe answer, not on the first button (« Rester sur la page », « Revoir mes réponses »)', async () => {
    await registerFeatureBundles(lessonPlayerBundles);
    const { rerender } = await renderViewer(<NoAnswerDialog open onStay={vi.fn()} onContinue={vi.fn()} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Rester sur la page' })).toHaveFocus());
    rerender(<FinalReviewDialog open rows={[]} language="fr" onSend={vi.fn()} onReview={vi.fn()} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Envoyer vos réponses\u202f?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Revoir mes réponses' })).toHaveFocus());
  });
});
