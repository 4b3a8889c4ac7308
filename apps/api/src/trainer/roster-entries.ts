import { createHash } from 'node:crypto';
import type { RosterQuery } from '@espace/contracts/trainer';
import type { CourseNodeRow } from '@espace/domain/lessons/course-tree';
import { lateIfQuietSince } from '@espace/domain/trainer/learner-activity';
import { rosterOrderOf, type RosterRow, rosterSearchText } from '@espace/domain/trainer/roster';
import type { LearnerLessonsRepository } from '../dashboard/learner-lessons-repository';
import type { RosterEntry, RosterRepository, RosterSelection } from './roster-repository';
import { periodOf, rosterRows } from './roster-rows';
import { followedClass, type Trainer } from './trainer-access';
import type { ClassLearnerRow, FollowedClass, TrainerRepository } from './trainer-repository';

export interface RosterInput {
  trainer: Trainer;
  trainers: TrainerRepository;
  roster: RosterRepository;
  nodes: Pick<LearnerLessonsRepository, 'courseNodes'>;
  classId: string;
  now: Date;
}

/** A class's roster ready to read: its kept rows up to date, its courses' pages, whether it is open. */
export interface OpenRoster {
  klass: FollowedClass;
  open: boolean;
  /** These learners' lines, in the order of `userIds` (a learner no longer in the class is left out), their lessons in course order. */
  rowsOf(userIds: readonly string[]): Promise<RosterRow[]>;
  selection(query: Pick<RosterQuery, 'sort' | 'order' | 'view' | 'search'>): RosterSelection;
}

/** A fingerprint of the pages of these courses: kept rows counted over other pages are computed again. */
function fingerprint(nodes: ReadonlyMap<string, readonly CourseNodeRow[]>): string {
  const hash = createHash('sha256');
  for (const courseId of [...nodes.keys()].sort()) {
    hash.update(courseId);
    for (const node of [...(nodes.get(courseId) ?? [])].sort((a, b) => (a.id < b.id ? -1 : 1))) hash.update(JSON.stringify(node));
  }
  return hash.digest('base64url');
}

/**
 * The roster of a class the trainer follows (another's: 404), its kept rows brought up to date
 * first: those the database marked stale (a lesson, an enrolment or a name changed) or counted
 * over other course pages are claimed, computed by the roster's rule (rosterRow) from their
 * learners' lessons read after the claim, and written back. What the
 * rule says of every learner is then read from them; only the learners shown have their lessons
 * read.
 */
export async function openRoster({ trainer, trainers, classId, ...rest }: RosterInput): Promise<OpenRoster> {
  return rosterOfClass({ ...rest, tenantId: trainer.tenantId, trainers, klass: await followedClass(trainer, trainers, classId) });
}

/** The roster of a class already found (a trainer's, or a learner's own class for their attestation: docs/privacy.md#attestation-de-fin-de-formation). */
export async function rosterOfClass({
  tenantId,
  klass,
  trainers,
  roster,
  nodes,
  now,
}: Omit<RosterInput, 'trainer' | 'classId'> & { tenantId: string; klass: FollowedClass }): Promise<OpenRoster> {
  const open = periodOf(klass, now) === 'current';
  const courseNodes = new Map(await nodes.courseNodes(tenantId, [...new Set(klass.courses.map((course) => course.courseId))]));
  const coursesKey = fingerprint(courseNodes);
  // A lesson of a course the class no longer shows (a draft) still counts: its pages are read too.
  const linesOf = async (learners: readonly ClassLearnerRow[]) => {
    const missing = new Set(learners.flatMap((learner) => learner.lessons.flatMap((lesson) => (courseNodes.has(lesson.courseId) ? [] : [lesson.courseId]))));
    if (missing.size > 0) for (const [courseId, rows] of await nodes.courseNodes(tenantId, [...missing])) courseNodes.set(courseId, rows);
    return rosterRows(learners, courseNodes, open ? new Set([klass.id]) : new Set<string>(), now).get(klass.id) ?? [];
  };

  const claimed = await roster.claimStale(tenantId, klass.id, coursesKey);
  if (claimed.length > 0) {
    const revisions = new Map(claimed.map((row) => [row.userId, row.revision]));
    const learners = await trainers.listLearnersOf(
      tenantId,
      klass.id,
      claimed.map((row) => row.userId),
    );
    const entries: RosterEntry[] = (await linesOf(learners)).map((row) => ({
      userId: row.userId,
      revision: revisions.get(row.userId) ?? '0',
      status: row.status,
      progress: row.progress,
      scoreRatio: row.score.ratio,
      timeSpent: row.timeSpent,
      lastActivityAt: row.lastActivityAt,
      ...rosterOrderOf(row),
    }));
    await roster.saveEntries(tenantId, klass.id, entries);
  }

  const column = new Map(klass.courses.map((course, index) => [course.programCourseId, index]));
  return {
    klass,
    open,
    async rowsOf(userIds) {
      const byId = new Map((await linesOf(await trainers.listLearnersOf(tenantId, klass.id, userIds))).map((row) => [row.userId, row]));
      return userIds.flatMap((userId) => {
        const row = byId.get(userId);
        if (row === undefined) return [];
        // Each learner's lessons in the order of the class's courses (the roster's columns).
        row.lessons = [...row.lessons].sort((a, b) => (column.get(a.programCourseId) ?? 0) - (column.get(b.programCourseId) ?? 0));
        return [row];
      });
    },
    selection: ({ sort, order, view, search }) => ({
      sort,
      descending: order === 'desc',
      view,
      search: rosterSearchText(search),
      lateBefore: open ? lateIfQuietSince(now) : null,
    }),
  };
}
