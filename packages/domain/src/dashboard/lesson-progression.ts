import { type CourseNodeRow, type PageSlot, pageSequence } from '../lessons/course-tree';
import { type PageProgress, progressionOfSections } from '../lessons/progress';

export interface LessonProgressInput {
  progress: PageProgress | null;
  enabledSectionIds: readonly string[];
  /** The progress of the lesson's live pages (not ARCHIVED), by course node id. */
  pageProgressByNode: ReadonlyMap<string, PageProgress>;
}

/**
 * The lesson progression the player shows (page-view.ts), computed from the
 * course's node rows: sections of the page sequence, each page's progress or
 * null when never opened; 1 once the lesson is COMPLETED.
 */
export function progressionFromCourse(courseNodes: readonly CourseNodeRow[], lesson: LessonProgressInput): number {
  if (lesson.progress === 'COMPLETED') return 1;
  if (lesson.pageProgressByNode.size === 0) return 0;
  return progressionFromSequence(pageSequence(courseNodes, lesson.enabledSectionIds), lesson);
}

/**
 * The same, from the lesson's page sequence already built: a roster of thousands of lessons
 * builds each course's sequence once (trainer/roster-rows.ts).
 */
export function progressionFromSequence(sequence: readonly PageSlot[], lesson: LessonProgressInput): number {
  if (lesson.progress === 'COMPLETED') return 1;
  if (lesson.pageProgressByNode.size === 0) return 0;
  return progressionOfSections(sectionsOfSequence(sequence), (nodeId) => lesson.pageProgressByNode.get(nodeId));
}

/** A page sequence's node ids grouped by section, in order: what progressionOfSections reads. */
export function sectionsOfSequence(sequence: readonly PageSlot[]): string[][] {
  const sections = new Map<string | null, string[]>();
  for (const slot of sequence) {
    const pages = sections.get(slot.sectionId);
    if (pages) pages.push(slot.nodeId);
    else sections.set(slot.sectionId, [slot.nodeId]);
  }
  return [...sections.values()];
}

/** The progress rate (docs/product/scoring-and-badges.md#progress-rate): the mean progression over the lessons that count (none → 0). */
export function progressRateFraction(progressions: readonly number[]): number {
  return progressRateFromCounts({ counted: progressions.length, completed: 0, openProgressions: progressions });
}

export interface ProgressRateCounts {
  /** The lessons that count. */
  counted: number;
  /** Those COMPLETED: progression 1. */
  completed: number;
  /** The progressions of those started and not COMPLETED; the others, never started, are at 0. */
  openProgressions: readonly number[];
}

/** The same mean from counts, for a learner whose lessons are summed rather than listed. */
export function progressRateFromCounts({ counted, completed, openProgressions }: ProgressRateCounts): number {
  if (counted === 0) return 0;
  return (completed + openProgressions.reduce((sum, value) => sum + value, 0)) / counted;
}
