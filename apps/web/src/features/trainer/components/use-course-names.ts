import { type CourseColumn, courseColumnNames } from '@espace/domain/trainer/course-columns';
import { useTranslation } from '../../../lib/i18n/use-translation';

/**
 * How the trainer's screens name a course (courseColumnNames): its title, with its program's name
 * where another course shown beside it has the same title, and its rank where even that is shared.
 * Answers the name of the course of a given id (a roster column's program course, a learner's lesson).
 */
export function useCourseNames(courses: readonly CourseColumn[]): (id: string, title: string) => string {
  const { t } = useTranslation();
  const names = courseColumnNames(courses);
  return (id, title) => {
    const name = names.get(id);
    if (name === undefined || name.programName === null) return title;
    return name.rank === null
      ? t('trainer.roster.courseInProgram', { title, program: name.programName })
      : t('trainer.roster.courseInProgramRanked', { title, program: name.programName, rank: name.rank });
  };
}
