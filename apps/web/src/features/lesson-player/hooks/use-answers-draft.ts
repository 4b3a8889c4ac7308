import type { LessonPage } from '@espace/contracts/lessons';
import { useCallback, useState } from 'react';
import { storedAnswers } from '../../../components/lesson-content/stored-answers';

export type Answers = Record<string, unknown>;

const draftKey = (pageId: string) => `draft:${pageId}`;

function readDraft(pageId: string): Answers {
  try {
    const stored = localStorage.getItem(draftKey(pageId));
    const parsed: unknown = stored === null ? null : JSON.parse(stored);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Answers) : {};
  } catch {
    return {};
  }
}

/**
 * The learner's answers to one page, kept in localStorage (`draft:{pageId}`)
 * at every change so that a reload loses nothing typed, and forgotten once the
 * server has the answer. The caller keys the component by page id, so a new
 * page starts from its own draft.
 */
export function useAnswersDraft(page: LessonPage) {
  const answered = page.results !== null;
  const [answers, setAnswers] = useState<Answers>(() => (answered ? storedAnswers(page.inputs) : readDraft(page.id)));

  const setAnswer = useCallback(
    (rowId: string, userAnswer: unknown) => {
      setAnswers((previous) => {
        const next = { ...previous, [rowId]: userAnswer };
        try {
          localStorage.setItem(draftKey(page.id), JSON.stringify(next));
        } catch {
          // A full or refused storage only loses the reload safety net, not the answer on screen.
        }
        return next;
      });
    },
    [page.id],
  );

  const forgetDraft = useCallback(() => localStorage.removeItem(draftKey(page.id)), [page.id]);

  return { answers: answered ? storedAnswers(page.inputs) : answers, setAnswer, forgetDraft };
}
