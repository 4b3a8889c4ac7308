import type { LessonState } from './lesson-state';

/**
 * A lesson page's progress (docs/product/data-model.md#lesson-pages); null for a page not opened yet. The CHECK constraints on
 * `lessons.progress` and `lesson_pages.progress` (migrations/0002_lesson_engine.sql) mirror this list.
 */
export const pageProgresses = ['ONGOING', 'COMPLETED'] as const;
export type PageProgress = (typeof pageProgresses)[number];

export interface ProgressionNode {
  /** One entry per page of the node (section); null when the page was never opened. */
  pages: readonly { progress: PageProgress | null }[];
}

/** What the end-of-lesson rules look at. */
export interface LessonEnding {
  state: LessonState;
  progress: PageProgress | null;
  certificationRef?: string | null;
}

export interface Score {
  actual?: number | null;
  max?: number | null;
}

export type ProgressColour = 'danger' | 'primary' | 'success';
/** Medals (docs/product/scoring-and-badges.md#medals), lowest first; 'none' is the grey, not yet earned medal. */
export const medals = ['none', 'bronze', 'silver', 'gold'] as const;
export type Medal = (typeof medals)[number];
export type MedalColour = 'danger' | 'warning' | 'success';

const pageWeight = { ONGOING: 0.5, COMPLETED: 1 } as const;

/**
 * A lesson's progression is the mean over sections of the completed-page
 * share, ONGOING counting half (docs/product/scoring-and-badges.md#lesson-progression). A fraction in [0, 1];
 * nodes without pages do not count.
 */
export function lessonProgression(lesson: { tree: readonly ProgressionNode[] }): number {
  return progressionOfSections(
    lesson.tree.map((node) => node.pages),
    (page) => page.progress,
  );
}

/**
 * The same rule over each section's pages, each page's progress read by `progressOf` (undefined
 * or null: never opened). Allocates nothing, so a roster can apply it to thousands of lessons.
 */
export function progressionOfSections<Page>(sections: readonly (readonly Page[])[], progressOf: (page: Page) => PageProgress | null | undefined): number {
  let shares = 0;
  let counted = 0;
  for (const pages of sections) {
    if (pages.length === 0) continue;
    let done = 0;
    for (const page of pages) {
      const progress = progressOf(page);
      if (progress) done += pageWeight[progress];
    }
    shares += done / pages.length;
    counted += 1;
  }
  return counted === 0 ? 0 : shares / counted;
}

/** A lesson is ended when its state is SKIPPED or its progress COMPLETED (docs/product/lessons.md#lesson-states). */
export function isLessonEnded(lesson: LessonEnding): boolean {
  return lesson.state === 'SKIPPED' || lesson.progress === 'COMPLETED';
}

/** The certificate is available only once the lesson is ended and has a certificationRef (docs/product/lessons.md#lesson-states). */
export function canDownloadCertificate(lesson: LessonEnding): boolean {
  return isLessonEnded(lesson) && typeof lesson.certificationRef === 'string' && lesson.certificationRef !== '';
}

/** actual/max, 0 if max is missing or zero (docs/product/scoring-and-badges.md#score-ratio-and-percent). */
export function scoreRatio({ actual, max }: Score): number {
  if (max === null || max === undefined || max === 0) return 0;
  return (actual ?? 0) / max;
}

/** floor(100 × actual / max), 0 without a max (docs/product/scoring-and-badges.md#score-ratio-and-percent). */
export function scorePercent(score: Score): number {
  return Math.floor(100 * scoreRatio(score));
}

/** Below 0.5 danger, below 1 primary, else success (docs/product/scoring-and-badges.md#progress-colour). */
export function progressColour(fraction: number): ProgressColour {
  if (!(fraction >= 0.5)) return 'danger';
  return fraction < 1 ? 'primary' : 'success';
}

/** Ratio 0 or empty gives no medal; below 0.5 bronze; below 0.75 silver; otherwise gold (docs/product/scoring-and-badges.md#medals). */
export function medalForRatio(ratio: number | null | undefined): Medal {
  if (ratio === null || ratio === undefined || Number.isNaN(ratio) || ratio === 0) return 'none';
  if (ratio < 0.5) return 'bronze';
  return ratio < 0.75 ? 'silver' : 'gold';
}

/** Medal colours: below 0.5 danger, below 0.75 warning, else success (docs/product/scoring-and-badges.md#medals). */
export function medalColour(ratio: number): MedalColour {
  // NaN (a ratio of nothing) is below everything.
  if (!(ratio >= 0.5)) return 'danger';
  return ratio < 0.75 ? 'warning' : 'success';
}
