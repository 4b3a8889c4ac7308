import { LESSON_PING_MS } from '@espace/domain/lessons/timer-phase';
import { useEffect } from 'react';
import { pingLesson } from '../api/lesson-calls';

/**
 * A ping every 10 s while the page is on screen; leaving the page stops it, and an ended lesson
 * reviewed is not pinged (`playing` false: its time spent stays as it ended; docs/product/lessons.md#pings).
 */
export function useLessonPing(lessonId: string, pageId: string | undefined, playing = true) {
  useEffect(() => {
    if (!playing) return undefined;
    const timer = window.setInterval(() => {
      // Offline, a ping could only fail: the next one after the connection returns credits the time anyway.
      if (!navigator.onLine) return;
      // Pings only feed statistics: a lost one is not worth telling the learner about.
      pingLesson(lessonId, pageId).catch(() => undefined);
    }, LESSON_PING_MS);
    return () => window.clearInterval(timer);
  }, [lessonId, pageId, playing]);
}
