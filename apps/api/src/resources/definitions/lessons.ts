import { defineResource } from '../definition';
import { and, eq, neq, related } from '../where';

/** Lessons are created by enrolment and played through the lesson API (docs/lesson-engine.md), read here. */
export const lessons = defineResource({
  name: 'lessons',
  table: 'lessons',
  relations: {
    class: { kind: 'belongsTo', resource: 'classes', foreignKey: 'classId' },
    course: { kind: 'belongsTo', resource: 'courses', foreignKey: 'courseId' },
    user: { kind: 'belongsTo', resource: 'users', foreignKey: 'userId' },
    classProgram: { kind: 'belongsTo', resource: 'class-programs', foreignKey: 'classProgramId' },
    programCourse: { kind: 'belongsTo', resource: 'program-courses', foreignKey: 'programCourseId' },
    currentNode: { kind: 'belongsTo', resource: 'course-nodes', foreignKey: 'currentNodeId' },
    pages: { kind: 'hasMany', resource: 'pages', foreignKey: 'lessonId', sort: ['position'] },
  },
  // archivedAt is set when the learner left the class (docs/trainers.md): such lessons are never loaded.
  baseWhere: eq('archivedAt', null),
  defaultSort: ['createdAt'],
});

/** "pages": the lesson pages (docs/product/data-model.md#lesson-pages). Written only by the lesson API (answers are scored there). */
export const pages = defineResource({
  name: 'pages',
  table: 'lesson_pages',
  fields: {
    // Holds the page's validators (expected answers): never sent to learners.
    sheet: { staffOnly: true },
  },
  relations: {
    lesson: { kind: 'belongsTo', resource: 'lessons', foreignKey: 'lessonId' },
    node: { kind: 'belongsTo', resource: 'course-nodes', foreignKey: 'nodeId' },
    block: { kind: 'belongsTo', resource: 'course-blocks', foreignKey: 'blockId' },
  },
  // Archived pages (a reset) are excluded from loads (docs/product/data-model.md#lesson-pages).
  // …and neither are the pages of an archived lesson (a learner who left the class): the EXISTS on
  // the lesson brings the lessons' own base filter.
  baseWhere: and(neq('state', 'ARCHIVED'), related('lesson', and())),
  defaultSort: ['position'],
});
