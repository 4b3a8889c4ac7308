import type { Roster, RosterQuery } from '@espace/contracts/trainer';
import { rosterPage, type RosterRow } from '@espace/domain/trainer/roster';
import type { LearnerLessonsRepository } from '../dashboard/learner-lessons-repository';
import { followedClass, type Trainer } from './trainer-access';
import { nodesFor, periodOf, rosterRows } from './roster-rows';
import type { FollowedClass, TrainerRepository } from './trainer-repository';

export interface RosterInput {
  trainer: Trainer;
  trainers: TrainerRepository;
  nodes: Pick<LearnerLessonsRepository, 'courseNodes'>;
  classId: string;
  now: Date;
}

export const classSummary = (klass: FollowedClass, now: Date) => ({
  id: klass.id,
  name: klass.name,
  startAt: klass.startAt?.toISOString() ?? null,
  expireAt: klass.expireAt?.toISOString() ?? null,
  period: periodOf(klass, now),
});

/** Every learner of a class the trainer follows, as the roster reads them: three queries (class, lessons, course nodes). */
export async function loadRoster({ trainer, trainers, nodes, classId, now }: RosterInput): Promise<{ klass: FollowedClass; rows: RosterRow[] }> {
  const klass = await followedClass(trainer, trainers, classId);
  const learners = await trainers.listClassLearners(trainer.tenantId, [klass.id]);
  const open = periodOf(klass, now) === 'current' ? new Set([klass.id]) : new Set<string>();
  const rows = rosterRows(learners, await nodesFor(trainer.tenantId, learners, nodes), open, now).get(klass.id) ?? [];
  // Each learner's lessons in the order of the class's courses (the roster's columns).
  const column = new Map(klass.courses.map((course, index) => [course.programCourseId, index]));
  for (const row of rows) row.lessons = [...row.lessons].sort((a, b) => (column.get(a.programCourseId) ?? 0) - (column.get(b.programCourseId) ?? 0));
  return { klass, rows };
}

/** One page of a class's roster, sorted and filtered as asked (docs/trainers.md#screens). */
export async function getRoster(input: RosterInput & { query: RosterQuery }): Promise<Roster> {
  const { klass, rows } = await loadRoster(input);
  const { query } = input;
  const page = rosterPage(rows, { sort: query.sort, descending: query.order === 'desc', view: query.view, search: query.search, page: query.page });
  return {
    class: classSummary(klass, input.now),
    courses: klass.courses,
    items: page.items.map((row) => ({
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
    total: page.total,
    page: page.page,
    pageCount: page.pageCount,
    viewCounts: page.viewCounts,
  };
}
