/**
 * What the learner agreed to start, for the browser session: timed pages by course node
 * ('Exercice chronométré', docs/product/lessons.md#timed-pages) and timed lessons by lesson
 * ('Évaluation chronométrée', docs/product/lessons.md#timed-lessons). A reload of a started timed
 * page or lesson does not ask again.
 */
const pageKey = (nodeId: string) => `timed-confirmed:${nodeId}`;
const lessonKey = (lessonId: string) => `timed-lesson-confirmed:${lessonId}`;

export function isTimedConfirmed(nodeId: string): boolean {
  return sessionStorage.getItem(pageKey(nodeId)) !== null;
}

export function confirmTimed(nodeId: string): void {
  sessionStorage.setItem(pageKey(nodeId), '1');
}

export function isTimedLessonConfirmed(lessonId: string): boolean {
  return sessionStorage.getItem(lessonKey(lessonId)) !== null;
}

export function confirmTimedLesson(lessonId: string): void {
  sessionStorage.setItem(lessonKey(lessonId), '1');
}
