import type { Roster, RosterQuery } from '@espace/contracts/trainer';
import { ROSTER_PAGE_SIZE } from '@espace/domain/trainer/roster';
import { periodOf } from './roster-rows';
import { openRoster, type RosterInput } from './roster-entries';
import type { FollowedClass } from './trainer-repository';

export const classSummary = (klass: FollowedClass, now: Date) => ({
  id: klass.id,
  name: klass.name,
  startAt: klass.startAt?.toISOString() ?? null,
  expireAt: klass.expireAt?.toISOString() ?? null,
  period: periodOf(klass, now),
});

/**
 * One page of a class's roster, sorted and filtered as asked (docs/trainers.md#screens): the
 * counts and the page's learners read from the kept rows, then only those learners' lessons.
 */
export async function getRoster(input: RosterInput & { query: RosterQuery }): Promise<Roster> {
  const { trainer, roster, now, query } = input;
  const opened = await openRoster(input);
  const { klass } = opened;
  const selection = opened.selection(query);
  const learnersOnPage = (page: number) =>
    roster.selectedLearnerIds(trainer.tenantId, klass.id, selection, { offset: (page - 1) * ROSTER_PAGE_SIZE, limit: ROSTER_PAGE_SIZE });
  // The counts and the page asked for are read side by side (each scans the class's kept rows); a
  // page past the last, which only the counts tell, is read again as the last.
  const asked = Math.max(1, query.page);
  const [{ selected, ...viewCounts }, learnersOnAsked] = await Promise.all([roster.counts(trainer.tenantId, klass.id, selection), learnersOnPage(asked)]);
  const pageCount = Math.max(1, Math.ceil(selected / ROSTER_PAGE_SIZE));
  const page = Math.min(asked, pageCount);
  const userIds = page === asked ? learnersOnAsked : await learnersOnPage(page);
  const rows = await opened.rowsOf(userIds);
  return {
    class: classSummary(klass, now),
    courses: klass.courses,
    items: rows.map((row) => ({
      learner: { id: row.userId, displayName: row.displayName, email: row.email },
      status: row.status,
      late: row.late,
      progress: row.progress,
      score: row.score,
      timeSpent: row.timeSpent,
      lastActivityAt: row.lastActivityAt?.toISOString() ?? null,
      lessons: row.lessons.map((lesson) => ({
        programCourseId: lesson.programCourseId,
        lessonId: lesson.lessonId,
        state: lesson.state,
        progression: lesson.progression,
        scoreRatio: lesson.score.max > 0 ? lesson.score.actual / lesson.score.max : 0,
      })),
    })),
    total: selected,
    page,
    pageCount,
    viewCounts,
  };
}
