import type { LessonState } from './lesson-state';

/** SPEC §3 LessonPage progress; null for a page not opened yet. */
export type PageProgress = 'ONGOING' | 'COMPLETED';

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
export type Medal = 'none' | 'bronze' | 'silver' | 'gold';
export type MedalColour = 'danger' | 'warning' | 'success';

const pageWeight = { ONGOING: 0.5, COMPLETED: 1 } as const;

/**
 * SPEC §4 "Lesson progression percent is the mean over nodes of the
 * completed-page share", ONGOING counting half. A fraction in [0, 1];
 * nodes without pages do not count.
 */
export function lessonProgression(lesson: { tree: readonly ProgressionNode[] }): number {
  const shares = lesson.tree
    .filter((node) => node.pages.length > 0)
    .map((node) => node.pages.reduce((sum, page) => sum + (page.progress === null ? 0 : pageWeight[page.progress]), 0) / node.pages.length);
  return shares.length === 0 ? 0 : shares.reduce((sum, share) => sum + share, 0) / shares.length;
}

/** SPEC §4: "A lesson is ended when state is SKIPPED or progress is COMPLETED." */
export function isLessonEnded(lesson: LessonEnding): boolean {
  return lesson.state === 'SKIPPED' || lesson.progress === 'COMPLETED';
}

/** SPEC §4: "The certificate link is available only when ended and a certificationRef exists." */
export function canDownloadCertificate(lesson: LessonEnding): boolean {
  return isLessonEnded(lesson) && typeof lesson.certificationRef === 'string' && lesson.certificationRef !== '';
}

/** SPEC §4: actual/max, 0 if max is missing or zero. */
export function scoreRatio({ actual, max }: Score): number {
  if (max === null || max === undefined || max === 0) return 0;
  return (actual ?? 0) / max;
}

/** SPEC §4: floor(100 × actual / max), 0 without a max. */
export function scorePercent(score: Score): number {
  return Math.floor(100 * scoreRatio(score));
}

/** SPEC §4: below 0.5 danger, below 1 primary, else success. */
export function progressColour(fraction: number): ProgressColour {
  if (!(fraction >= 0.5)) return 'danger';
  return fraction < 1 ? 'primary' : 'success';
}

/** SPEC §9 Medals: ratio 0 or empty gives none; below 0.5 bronze; below 0.75 silver; otherwise gold. */
export function medalForRatio(ratio: number | null | undefined): Medal {
  if (ratio === null || ratio === undefined || Number.isNaN(ratio) || ratio === 0) return 'none';
  if (ratio < 0.5) return 'bronze';
  return ratio < 0.75 ? 'silver' : 'gold';
}

/** SPEC §9 Medal colours: below 0.5 danger, below 0.75 warning, else success. */
export function medalColour(ratio: number): MedalColour {
  // NaN (a ratio of nothing) is below everything.
  if (!(ratio >= 0.5)) return 'danger';
  return ratio < 0.75 ? 'warning' : 'success';
}
