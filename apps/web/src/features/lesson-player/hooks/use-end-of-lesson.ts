import type { LessonEndData } from '@espace/contracts/lessons';
import { endOfLessonScreen, needsReviewLookup } from '@espace/domain/lessons/end-of-lesson';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { hasProgramReview } from '../api/get-program-review';
import { ApiError } from '../../../lib/errors/api-error';
import { useLearner } from './use-learner';
import { paths } from '../../../lib/paths';

/** The end data a NO_LESSON_PAGE_AVAILABLE answer carries (docs/lesson-engine.md). */
export function endDataOf(error: unknown): LessonEndData | null {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return null;
  const body = error.body as { code?: unknown; data?: LessonEndData };
  return body.code === 'NO_LESSON_PAGE_AVAILABLE' ? (body.data ?? null) : null;
}

export const isEndOfLesson = (error: unknown) => error instanceof ApiError && (error.body as { code?: unknown } | null)?.code === 'NO_LESSON_PAGE_AVAILABLE';

/**
 * The end of the lesson (docs/product/lessons.md#end-of-lesson): its results screen first, the end
 * data the answer carried in the history state as the other end screens take it (the results
 * screen reads it again with the results); its « Continuer » goes on with `useEndOfLessonFlow`.
 * `replace`: when the address left behind shows nothing more of the lesson.
 */
export function useEndOfLesson(lessonId: string, { replace = false } = {}) {
  const navigate = useNavigate();
  return useCallback(
    async (end: LessonEndData | null) => {
      await navigate(paths.lesson.results.getHref({ id: lessonId }), { replace, state: end === null ? null : { end } });
    },
    [lessonId, replace, navigate],
  );
}

/** docs/product/lessons.md#end-of-lesson, after the results: questions, else unlocked lessons, else the program evaluation, else the ended alert. */
export function useEndOfLessonFlow(lessonId: string, showEnded: () => void) {
  const navigate = useNavigate();
  const { id: userId } = useLearner();
  return useCallback(
    async (end: LessonEndData | null) => {
      if (end === null) return showEnded();
      const { programId } = end;
      let reviewed = true;
      if (needsReviewLookup(end) && userId) {
        // A failed look-up is read as "reviewed": Home is the harmless way out.
        reviewed = await hasProgramReview(programId, userId).catch(() => true);
      }
      const screen = endOfLessonScreen(end, () => reviewed);
      if (screen === 'questions' || screen === 'actions') return navigate(paths.lesson[screen].getHref({ id: lessonId }), { state: { end } });
      if (screen === 'evaluation') return navigate(paths.evaluation.getHref({ type: 'Program', id: programId }));
      return showEnded();
    },
    [lessonId, userId, navigate, showEnded],
  );
}
