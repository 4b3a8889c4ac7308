import type { BackofficeMessage, EmbedMessage } from '@espace/contracts/embeds';
import { type CourseBlock, validateBlock } from '@espace/domain/content/block';
import { parseAnswers } from '@espace/domain/content/answers';
import { type PageResults, scorePage } from '@espace/domain/content/page-scoring';
import { useCallback, useState } from 'react';
import { answersToSend } from '../../../components/lesson-content/stored-answers';
import type { Term } from '../../../components/lesson-content/types';
import { saveSession } from '../../../lib/session-storage';

type CourseType = { hints: boolean; feedbacks: boolean };

interface PreviewState {
  block: CourseBlock;
  courseType: CourseType;
  terms: Term[];
  answers: Record<string, unknown>;
  results: PageResults | null;
}

/** A preview without course type settings shows what a course with both switches on would. */
const everything: CourseType = { hints: true, feedbacks: true };

/**
 * The preview's block, answers and results, driven by the back-office's
 * messages. Scoring runs here with the server's own scorer (`scorePage`): the
 * back-office sends the full block, and nothing is stored.
 */
export function usePreview(post: (message: EmbedMessage) => void) {
  const [state, setState] = useState<PreviewState | null>(null);

  const receive = useCallback(
    (message: BackofficeMessage) => {
      switch (message.type) {
        case 'espace:session':
          if (!saveSession(message.accessToken)) post({ type: 'espace:error', code: 'BAD_REQUEST' });
          return;
        case 'espace:preview': {
          const validation = validateBlock(message.block);
          if (!validation.ok) {
            post({ type: 'espace:error', code: 'BAD_REQUEST' });
            return;
          }
          // A new block replaces the previous one and its answers.
          setState({ block: validation.block, courseType: message.courseType ?? everything, terms: message.terms ?? [], answers: {}, results: null });
          return;
        }
        case 'espace:reset':
          setState((current) => current && { ...current, answers: {}, results: null });
          return;
        case 'espace:correction':
          // The correction screen's message; the preview has nothing to correct.
          return;
      }
    },
    [post],
  );

  const answer = useCallback((rowId: string, value: unknown) => {
    setState((current) => current && { ...current, answers: { ...current.answers, [rowId]: value } });
  }, []);

  const check = useCallback(() => {
    if (!state) return;
    try {
      const answers = parseAnswers(state.block, answersToSend(state.answers));
      const results = scorePage({ block: state.block, answers, hintsUsed: 0, courseType: state.courseType });
      setState({ ...state, results });
      post({ type: 'espace:checked', scoring: results.scoring, progress: 'COMPLETED' });
    } catch {
      // Answers the renderers produced but the scorer refuses: a defect of a renderer, told to the back-office.
      post({ type: 'espace:error', code: 'BAD_REQUEST' });
    }
  }, [state, post]);

  const retry = useCallback(() => {
    setState((current) => current && { ...current, answers: {}, results: null });
  }, []);

  return { state, receive, answer, check, retry };
}
