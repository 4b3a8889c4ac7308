import type { LearnerInClass } from '@espace/contracts/trainer';
import { progressionFromCourse } from '@espace/domain/dashboard/lesson-progression';
import { displayName } from '@espace/domain/display-name';
import { pageSequence } from '@espace/domain/lessons/course-tree';
import { earlierAttempts } from '@espace/domain/trainer/attempts';
import { programResetRefusal } from '@espace/domain/lessons/program-reset';
import type { PageProgress } from '@espace/domain/lessons/progress';
import type { LearnerLessonsRepository } from '../dashboard/learner-lessons-repository';
import { NotFoundError } from '../http/app-error';
import { classSummary } from './get-roster';
import type { LearnerRepository, LessonPageRow, StudentOfClass } from './learner-repository';
import { followedClass, type Trainer } from './trainer-access';
import type { FollowedClass, TrainerRepository } from './trainer-repository';

export interface LearnerInput {
  trainer: Trainer;
  trainers: TrainerRepository;
  learners: LearnerRepository;
  classId: string;
  userId: string;
}

/** A STUDENT of a class the trainer follows; anyone else is NOT_FOUND. */
export async function followedLearner({
  trainer,
  trainers,
  learners,
  classId,
  userId,
}: LearnerInput): Promise<{ klass: FollowedClass; learner: StudentOfClass }> {
  const klass = await followedClass(trainer, trainers, classId);
  const learner = await learners.findStudent(trainer.tenantId, klass.id, userId);
  if (learner === undefined) throw new NotFoundError();
  return { klass, learner };
}

const scoreOf = (score: { actual?: unknown; max?: unknown } | null) =>
  score !== null && typeof score.actual === 'number' && typeof score.max === 'number' && score.max > 0 ? { actual: score.actual, max: score.max } : null;

/** A page as the learner's screen lists it, whichever attempt it belongs to. */
const pageFigures = (page: LessonPageRow | undefined) => ({
  progress: page?.progress ?? null,
  answered: page?.answeredAt !== null && page?.answeredAt !== undefined,
  score: page === undefined ? null : scoreOf(page.score),
  answeredAt: page?.answeredAt ? new Date(page.answeredAt).toISOString() : null,
});

/**
 * A learner in a class: their lessons, each with its pages in course order (the lesson's page
 * sequence, as the player plays it), their state and score, and the attempts resets ended with
 * the pages the learner had opened in each, and whether each program may be reset now (programResetRefusal); four queries.
 */
export async function getLearner(input: LearnerInput & { nodes: Pick<LearnerLessonsRepository, 'courseNodes'>; now: Date }): Promise<LearnerInClass> {
  const { klass, learner } = await followedLearner(input);
  const tenantId = input.trainer.tenantId;
  const lessons = await input.learners.listLessons(tenantId, klass.id, learner.id);
  const nodes = await input.nodes.courseNodes(tenantId, [...new Set(lessons.map((lesson) => lesson.courseId))]);
  const classPrograms = new Map(lessons.map((lesson) => [lesson.classProgramId, lesson.programName]));
  const lessonsOf = (classProgramId: string) =>
    lessons.filter((lesson) => lesson.classProgramId === classProgramId).map((lesson) => ({ ...lesson, title: lesson.courseTitle }));
  return {
    class: classSummary(klass, input.now),
    learner: { id: learner.id, displayName: displayName(learner), email: learner.email },
    classPrograms: [...classPrograms].map(([id, programName]) => ({ id, programName, resetRefusal: programResetRefusal(lessonsOf(id)) })),
    lessons: lessons.map((lesson) => {
      const courseNodes = nodes.get(lesson.courseId) ?? [];
      const pages = new Map(lesson.pages.map((page) => [page.nodeId, page]));
      const progressByNode = new Map<string, PageProgress>(lesson.pages.map((page) => [page.nodeId, page.progress]));
      const sequence = pageSequence(courseNodes, lesson.enabledSectionIds);
      const slots = new Map(sequence.map((slot, index) => [slot.nodeId, { index, title: slot.title }]));
      const courseOrder = (page: LessonPageRow) => slots.get(page.nodeId)?.index ?? Number.MAX_SAFE_INTEGER;
      return {
        id: lesson.id,
        classProgramId: lesson.classProgramId,
        programName: lesson.programName,
        courseTitle: lesson.courseTitle,
        state: lesson.state,
        progression: progressionFromCourse(courseNodes, {
          progress: lesson.progress,
          enabledSectionIds: lesson.enabledSectionIds,
          pageProgressByNode: progressByNode,
        }),
        score: lesson.score,
        timeSpent: lesson.timeSpent,
        startedAt: lesson.startedAt?.toISOString() ?? null,
        endedAt: lesson.endedAt?.toISOString() ?? null,
        pages: sequence.map((slot) => {
          const page = pages.get(slot.nodeId);
          return { nodeId: slot.nodeId, title: slot.title, pageId: page?.id ?? null, ...pageFigures(page) };
        }),
        earlierAttempts: earlierAttempts(lesson.archivedPages).map((attempt) => {
          const figures = [...attempt.pages]
            .sort((a, b) => courseOrder(a) - courseOrder(b))
            .map((page) => ({ nodeId: page.nodeId, title: slots.get(page.nodeId)?.title ?? null, ...pageFigures(page) }));
          const scored = figures.flatMap((page) => (page.score === null ? [] : [page.score]));
          return {
            number: attempt.number,
            endedAt: attempt.endedAt,
            score: { actual: scored.reduce((sum, score) => sum + score.actual, 0), max: scored.reduce((sum, score) => sum + score.max, 0) },
            pages: figures,
          };
        }),
      };
    }),
  };
}
