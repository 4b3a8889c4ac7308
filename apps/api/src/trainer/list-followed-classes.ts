import type { TrainerClass } from '@espace/contracts/trainer';
import type { ClassPeriod } from '@espace/domain/trainer/class-period';
import type { LearnerLessonsRepository } from '../dashboard/learner-lessons-repository';
import type { Trainer } from './trainer-access';
import { nodesFor, periodOf, rosterRows } from './roster-rows';
import type { TrainerRepository } from './trainer-repository';

const periodOrder: Record<ClassPeriod, number> = { current: 0, upcoming: 1, past: 2 };
const mean = (values: readonly number[]) => (values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length);

/**
 * "My classes": the classes the trainer follows with their dates, programs, number of learners,
 * average progress and average score; in three queries whatever the number of classes.
 */
export async function listFollowedClasses({
  trainer,
  trainers,
  nodes,
  now,
}: {
  trainer: Trainer;
  trainers: TrainerRepository;
  nodes: Pick<LearnerLessonsRepository, 'courseNodes'>;
  now: Date;
}): Promise<{ items: TrainerClass[] }> {
  const classes = await trainers.listFollowedClasses(trainer.tenantId, trainer.userId, trainer.everyClass);
  const learners =
    classes.length === 0
      ? []
      : await trainers.listClassLearners(
          trainer.tenantId,
          classes.map((klass) => klass.id),
        );
  const open = new Set(classes.filter((klass) => periodOf(klass, now) === 'current').map((klass) => klass.id));
  const rowsByClass = rosterRows(learners, await nodesFor(trainer.tenantId, learners, nodes), open, now);
  const items = classes.map((klass) => {
    const rows = rowsByClass.get(klass.id) ?? [];
    return {
      id: klass.id,
      name: klass.name,
      startAt: klass.startAt?.toISOString() ?? null,
      expireAt: klass.expireAt?.toISOString() ?? null,
      period: periodOf(klass, now),
      programs: klass.programs,
      learnerCount: rows.length,
      averageProgress: mean(rows.map((row) => row.progress)) ?? 0,
      averageScore: mean(rows.filter((row) => row.score.max > 0).map((row) => row.score.ratio)),
    };
  });
  // Stable: within a period, the order of the query (latest start first).
  return { items: items.sort((a, b) => periodOrder[a.period] - periodOrder[b.period]) };
}
