import type { TrainerAttention } from '@espace/contracts/trainer';
import { displayName, nameSortKey } from '@espace/domain/display-name';
import { type AttentionLesson, attentionList, attentionReasons } from '@espace/domain/trainer/attention';
import type { AttentionRepository } from './attention-repository';
import { periodOf } from './roster-rows';
import type { Trainer } from './trainer-access';
import type { TrainerRepository } from './trainer-repository';

/**
 * « À suivre aujourd'hui » (docs/trainers.md#needs-attention-today): the learners of the open
 * classes the trainer follows who need them today, with why; two queries whatever the number of
 * classes and learners (the classes with their courses, then their learners' lessons).
 */
export async function listAttention({
  trainer,
  trainers,
  attention,
  now,
}: {
  trainer: Trainer;
  trainers: Pick<TrainerRepository, 'listFollowedClasses'>;
  attention: AttentionRepository;
  now: Date;
}): Promise<TrainerAttention> {
  const classes = (await trainers.listFollowedClasses(trainer.tenantId, trainer.userId, trainer.everyClass)).filter(
    (klass) => periodOf(klass, now) === 'current',
  );
  if (classes.length === 0) return { items: [], total: 0 };
  const byId = new Map(
    classes.map((klass) => [klass.id, { name: klass.name, courses: new Map(klass.courses.map((course) => [course.programCourseId, course])) }]),
  );
  const learners = await attention.learnersOf(
    trainer.tenantId,
    classes.map((klass) => klass.id),
  );
  const entries = learners.flatMap((learner) => {
    const klass = byId.get(learner.classId);
    if (klass === undefined) return [];
    // Every lesson's course is among the class's (a draft course gives no lesson).
    const lessons: AttentionLesson[] = [];
    for (const { programCourseId, state, startedAt, progress, due, certifying, score, endedAt } of learner.lessons) {
      const course = klass.courses.get(programCourseId);
      if (course !== undefined) lessons.push({ course: course.title, content: course, state, startedAt, progress, due, certifying, score, endedAt });
    }
    const reasons = attentionReasons({ classOpen: true, enrolledAt: learner.enrolledAt, lastActivityAt: learner.lastActivityAt, lessons }, now);
    return [{ classId: learner.classId, className: klass.name, userId: learner.userId, user: learner.user, sortName: nameSortKey(learner.user), reasons }];
  });
  const { items, total } = attentionList(entries);
  return {
    items: items.map((entry) => ({
      class: { id: entry.classId, name: entry.className },
      learner: { id: entry.userId, displayName: displayName(entry.user) },
      reasons: [...entry.reasons],
    })),
    total,
  };
}
