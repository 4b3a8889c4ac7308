import { type PageProgress, progressionOfSections } from '../lessons/progress';

/** A page of a lesson as it stands, with the days (YYYY-MM-DD in the report's zone) it was opened and completed. */
export interface PageOnDays {
  nodeId: string;
  openedOn: string;
  /** null while not completed. */
  completedOn: string | null;
}

export interface ProgressionDay {
  day: string;
  /** Pages first opened that day. */
  opened: number;
  /** Pages completed that day. */
  completed: number;
  /** The lesson's progression at the end of that day, a fraction in [0, 1]. */
  progression: number;
}

/**
 * A lesson's progression over time (docs/privacy.md#qualiopi-evidence-pack): for each day something
 * happened, its pages as they stood at the end of that day read by the roster's own rule
 * (`progressionOfSections` over the course's sections; a completed lesson is 1, as the roster says
 * from the day it ended). The last day's figure is the roster's.
 */
export function progressionByDay({
  sections,
  pages,
  endedOn,
}: {
  /** The course's page node ids by section, as the roster groups them (sectionsOfSequence). */
  sections: readonly (readonly string[])[];
  pages: readonly PageOnDays[];
  /** The day the lesson was completed, if it was. */
  endedOn: string | null;
}): ProgressionDay[] {
  const days = [...new Set(pages.flatMap((page) => (page.completedOn === null ? [page.openedOn] : [page.openedOn, page.completedOn])))];
  if (endedOn !== null) days.push(endedOn);
  return [...new Set(days)].sort().map((day) => {
    const standing = new Map<string, PageProgress>();
    for (const page of pages) {
      if (page.completedOn !== null && page.completedOn <= day) standing.set(page.nodeId, 'COMPLETED');
      else if (page.openedOn <= day) standing.set(page.nodeId, 'ONGOING');
    }
    return {
      day,
      opened: pages.filter((page) => page.openedOn === day).length,
      completed: pages.filter((page) => page.completedOn === day).length,
      progression: endedOn !== null && endedOn <= day ? 1 : progressionOfSections(sections, (nodeId) => standing.get(nodeId)),
    };
  });
}
