import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnswerOutboxEntry, closeOutbox, lessonOutboxEntries, putOutboxEntry } from '../../../lib/offline-outbox/answer-outbox-store';
import { type MockAnswer, mockApi } from '../../../test/api-mock';
import { learnerMe } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-app';
import { answerAndNextAnswer, answered, baseAnswers, lessonId, lessonPage, playerRoutes, preparePlayer, slidePage } from '../../../test/lesson-fixtures';

const current = `GET lessons/${lessonId}/pages/current`;
const patch = `PATCH lessons/${lessonId}/pages/current`;
const answerAndNext = `POST lessons/${lessonId}/pages/answer-and-next`;
const offlineText = 'Hors ligne : votre réponse est enregistrée et sera envoyée au retour de la connexion.';

const open = () => renderRoutes(playerRoutes, { path: `/session/${lessonId}` });

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

/** A submission that gets no answer at all while `network.up` is false, then the answered page. */
function flakyPatch(answer: MockAnswer) {
  const network = { up: false, answered: 0 };
  const respond = () => {
    if (!network.up) return Promise.reject(new TypeError('Failed to fetch'));
    network.answered += 1;
    return Promise.resolve(answer);
  };
  return { network, respond };
}

/** The submissions sent: Next's answer-and-next, or PATCH pages/current (an entry kept without `movesOn`). */
const submissions = (calls: { method: string; path: string; headers: Headers; body: unknown }[]) =>
  calls.filter((call) => call.method === 'PATCH' || call.path.endsWith('pages/answer-and-next'));

describe('an answer sent without a connection (docs/product/lessons.md#offline-answers)', () => {
  beforeEach(async () => {
    await preparePlayer();
    await closeOutbox();
    globalThis.indexedDB = new IDBFactory();
  });

  it('keeps the answer on screen and in the outbox, then sends it once with the same key when the connection returns', async () => {
    const page = lessonPage();
    const { network, respond } = flakyPatch(answerAndNextAnswer(answered(page, { kind: 'correct', feedbacks: ['Bravo.'] }), { next: slidePage() }));
    const { calls } = mockApi({ ...baseAnswers, [current]: { body: page }, [answerAndNext]: respond });
    const { router } = await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /Sourire/ }));
    setOnline(false);
    await user.click(screen.getByRole('button', { name: 'Suivant' }));

    expect(await screen.findByText(offlineText)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('checkbox', { name: /Sourire/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Sourire/ })).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const [stored] = await lessonOutboxEntries(lessonId);
    expect(stored).toMatchObject({ pageId: 'page-2', userId: learnerMe.id, body: { inputs: { answers: { mc: { userAnswer: ['smile'] } } } }, movesOn: true });
    expect(JSON.parse(localStorage.getItem('draft:page-2') ?? '{}')).toEqual({ mc: ['smile'] });

    network.up = true;
    setOnline(true);
    expect(await screen.findByRole('dialog', { name: 'Bonne réponse' })).toHaveTextContent('Bravo.');
    expect(network.answered).toBe(1);
    const keys = submissions(calls).map((call) => call.headers.get('Idempotency-Key'));
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys)).toEqual(new Set([stored?.idempotencyKey]));
    expect(screen.queryByText(offlineText)).not.toBeInTheDocument();
    // Removed once the answered page is painted (after-paint.ts).
    await waitFor(async () => expect(await lessonOutboxEntries(lessonId)).toEqual([]));
    expect(localStorage.getItem('draft:page-2')).toBeNull();
    // The feedback read, the page the same answer opened shows.
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/session/${lessonId}/page/page-3`));
  });

  it('sends Next at once, without waiting for the outbox to be written', async () => {
    // An outbox still opening: the answer must not wait for it (nor, on a phone, for its commit).
    // Released at the end, it fails every open, so that nothing is left waiting for the next test.
    const outbox = { released: false, opening: [] as { onerror?: () => void }[] };
    globalThis.indexedDB = {
      open: () => {
        const call: { onerror?: () => void } = {};
        if (outbox.released) queueMicrotask(() => call.onerror?.());
        else outbox.opening.push(call);
        return call;
      },
    } as unknown as IDBFactory;
    const page = lessonPage();
    const { calls } = mockApi({ ...baseAnswers, [current]: { body: page }, [answerAndNext]: answerAndNextAnswer(answered(page), { next: slidePage() }) });
    const { router } = await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /Sourire/ }));
    await user.click(screen.getByRole('button', { name: 'Suivant' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/session/${lessonId}/page/page-3`));
    expect(submissions(calls)).toHaveLength(1);
    outbox.released = true;
    for (const call of outbox.opening) call.onerror?.();
  });

  it('resends a Next still waiting when the page opens again, and goes where its answer leads', async () => {
    const page = lessonPage();
    await putOutboxEntry({
      idempotencyKey: 'next-key',
      lessonId,
      pageId: 'page-2',
      userId: learnerMe.id,
      body: { inputs: { answers: { mc: { userAnswer: ['smile'] } } } },
      createdAt: 1,
      movesOn: true,
    });
    const { calls } = mockApi({ ...baseAnswers, [current]: { body: page }, [answerAndNext]: answerAndNextAnswer(answered(page), { next: slidePage() }) });
    const { router } = await open();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/session/${lessonId}/page/page-3`));
    const sent = submissions(calls);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers.get('Idempotency-Key')).toBe('next-key');
    await waitFor(async () => expect(await lessonOutboxEntries(lessonId)).toEqual([]));
  });

  it('resends a submission kept by an earlier version as it was made, and shows the replayed result', async () => {
    const page = lessonPage();
    const waiting: AnswerOutboxEntry = {
      idempotencyKey: 'kept-key',
      lessonId,
      pageId: 'page-2',
      userId: learnerMe.id,
      body: { inputs: { answers: { mc: { userAnswer: ['ignore'] } } } },
      createdAt: 1,
    };
    await putOutboxEntry(waiting);
    await putOutboxEntry({ ...waiting, idempotencyKey: 'someone-else', userId: 'u2' });
    const { calls } = mockApi({ ...baseAnswers, [current]: { body: page }, [patch]: { body: answered(page, { kind: 'incorrect', feedbacks: ['Non.'] }) } });
    await open();

    expect(await screen.findByRole('dialog', { name: 'Mauvaise réponse' })).toHaveTextContent('Non.');
    const sent = submissions(calls);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers.get('Idempotency-Key')).toBe('kept-key');
    expect(sent[0]?.body).toEqual(waiting.body);
    await waitFor(async () => expect((await lessonOutboxEntries(lessonId)).map((entry) => entry.idempotencyKey)).toEqual(['someone-else']));
  });

  it('forgets a waiting submission for a page the server shows answered, without sending it', async () => {
    const page = answered(lessonPage());
    await putOutboxEntry({ idempotencyKey: 'done-key', lessonId, pageId: 'page-2', userId: learnerMe.id, body: {}, createdAt: 1 });
    const { calls } = mockApi({ ...baseAnswers, [current]: { body: page } });
    await open();
    await screen.findByRole('heading', { name: 'Les bons réflexes' });
    await waitFor(async () => expect(await lessonOutboxEntries(lessonId)).toEqual([]));
    expect(submissions(calls)).toHaveLength(0);
  });

  it('drops a submission the server refuses for good and says why', async () => {
    const page = lessonPage();
    mockApi({
      ...baseAnswers,
      [current]: { body: page },
      [answerAndNext]: { status: 400, body: { code: 'BAD_REQUEST', title: 'Requête invalide', message: 'Données incorrectes.' } },
    });
    await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /Sourire/ }));
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByText(offlineText)).not.toBeInTheDocument();
    // Removed once the answered page is painted (after-paint.ts).
    await waitFor(async () => expect(await lessonOutboxEntries(lessonId)).toEqual([]));
  });
});
