import type { LessonPage } from '@espace/contracts/lessons';
import { useCallback, useEffect, useRef } from 'react';
import { getCurrentPage } from '../api/lesson-pages';
import { getPageXapiState } from '../api/xapi-calls';

/** How often a tincan page asks whether its activity's statements completed it (docs/xapi.md: shown within 2 s). */
const XAPI_POLL_MS = 1000;

/**
 * A tincan page completes when its activity's statements say so, on the server: while it is on
 * screen and not answered, the player asks every second, and shows the page answered (with its
 * score) as soon as it is. `refresh` asks at once: the answered page, or null.
 */
export function useXapiPage(page: LessonPage, showPage: (page: LessonPage) => void) {
  const watching = page.blockType === 'tincan' && page.results === null;
  const latestShow = useRef(showPage);
  useEffect(() => {
    latestShow.current = showPage;
  });

  const refresh = useCallback(async (): Promise<LessonPage | null> => {
    const state = await getPageXapiState(page.lessonId, page.id);
    if (!state.answered) return null;
    const answered = await getCurrentPage(page.lessonId, { fromPageId: page.id });
    latestShow.current(answered);
    return answered;
  }, [page.lessonId, page.id]);

  useEffect(() => {
    if (!watching) return undefined;
    let busy = false;
    const timer = window.setInterval(() => {
      if (busy) return;
      busy = true;
      // A missed poll is made up by the next one; the learner is not told of it.
      refresh()
        .catch(() => null)
        .finally(() => {
          busy = false;
        });
    }, XAPI_POLL_MS);
    return () => window.clearInterval(timer);
  }, [watching, refresh]);

  return { refresh };
}
