import type { LessonPage } from '@espace/contracts/lessons';

/** No page after this one takes answers (the rest, if any, are slides and activities to read). */
const isLastExercise = (page: LessonPage) =>
  page.blockType === 'exercice' &&
  page.outline
    .flatMap((section) => section.pages)
    .slice(page.position + 1)
    .every((entry) => entry.blockType !== 'exercice');

/**
 * WCAG 3.3.4 Error prevention: the last answers of a certifying course decide its
 * certificate, for good. Before the page that takes them (its last page, or its last exercise
 * when slides follow, as « Votre progression » does in the demo) sends them, the learner is
 * asked, with what is still unanswered on the page. Sends forced past the question (time up, a
 * tincan activity's next, "continue anyway" of the no-answer dialog) never ask.
 */
export function asksFinalReview(page: LessonPage): boolean {
  return page.course.certifying && isLastExercise(page) && page.results === null;
}
