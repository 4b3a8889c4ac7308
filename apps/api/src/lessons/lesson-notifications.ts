import { contentClosed } from '@espace/domain/lessons/open-to-learner';
import type { NewNotification } from '@espace/domain/notifications/notification-kinds';
import type { LearnerLesson, ProgramLesson } from './lesson-types';

/**
 * A course opened for the learner (docs/architecture.md#a-notification-kind): each lesson of the
 * program an unlock made AVAILABLE, but those of closed content, which the unlock passes through
 * and nobody plays.
 */
export function openedNotifications(userId: string, programLessons: readonly ProgramLesson[], unlocked: readonly string[]): NewNotification[] {
  return programLessons
    .filter((lesson) => unlocked.includes(lesson.id) && !contentClosed(lesson))
    .map((lesson) => ({ userId, kind: 'lesson.opened', params: { lessonId: lesson.id, course: lesson.title } }));
}

/** What the end of a lesson tells its learner: a certificate earned (a certifying course ended), and each course it opened. */
export function endNotifications(ended: LearnerLesson, programLessons: readonly ProgramLesson[], unlocked: readonly string[]): NewNotification[] {
  const certificate: NewNotification[] =
    ended.certificationRef === null
      ? []
      : [
          {
            userId: ended.userId,
            kind: 'certificate.earned',
            params: { lessonId: ended.id, certificationRef: ended.certificationRef, course: ended.courseTitle },
          },
        ];
  return [...certificate, ...openedNotifications(ended.userId, programLessons, unlocked)];
}
