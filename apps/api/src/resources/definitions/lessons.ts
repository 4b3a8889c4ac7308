import { defineResource, field } from '../definition';
import { and, eq, neq, related } from '../where';

const lessonStates = ['LOCKED', 'AVAILABLE', 'HIDDEN', 'DONE', 'SKIPPED', 'EXPIRED'] as const;
const progresses = ['ONGOING', 'COMPLETED'] as const;

/**
 * Lessons are created by provisioning and played through the lesson API;
 * here admins may only adjust their schedule and state.
 */
export const lessons = defineResource({
  name: 'lessons',
  table: 'lessons',
  fields: {
    classId: field.uuid('class_id'),
    userId: field.uuid('user_id'),
    courseId: field.uuid('course_id'),
    classProgramId: field.uuid('class_program_id'),
    programCourseId: field.uuid('program_course_id'),
    classStepProgramId: field.uuid('class_step_program_id', { nullable: true }),
    currentNodeId: field.uuid('current_node_id', { nullable: true }),
    enabledSectionIds: field.json('enabled_section_ids'),
    startAt: field.datetime('start_at', { write: 'always', nullable: true }),
    startedAt: field.datetime('started_at', { nullable: true }),
    endedAt: field.datetime('ended_at', { nullable: true }),
    timeLimit: field.integer('time_limit', { write: 'always', nullable: true }),
    timeSpent: field.integer('time_spent'),
    timeAlive: field.integer('time_alive'),
    state: field.enum('state', lessonStates, { write: 'always' }),
    progress: field.enum('progress', progresses, { nullable: true }),
    certificationRef: field.string('certification_ref', { nullable: true }),
    isEndOfProgram: field.boolean('is_end_of_program'),
    scoring: field.json('scoring'),
    actions: field.json('actions'),
    createdAt: field.datetime('created_at'),
    updatedAt: field.datetime('updated_at'),
    // Set when the learner left the class (docs/trainers.md): such lessons are never loaded.
    archivedAt: field.datetime('archived_at', { nullable: true }),
  },
  relations: {
    class: { kind: 'belongsTo', resource: 'classes', foreignKey: 'classId' },
    course: { kind: 'belongsTo', resource: 'courses', foreignKey: 'courseId' },
    user: { kind: 'belongsTo', resource: 'users', foreignKey: 'userId' },
    classProgram: { kind: 'belongsTo', resource: 'class-programs', foreignKey: 'classProgramId' },
    programCourse: { kind: 'belongsTo', resource: 'program-courses', foreignKey: 'programCourseId' },
    currentNode: { kind: 'belongsTo', resource: 'course-nodes', foreignKey: 'currentNodeId' },
    pages: { kind: 'hasMany', resource: 'pages', foreignKey: 'lessonId', sort: ['position'] },
  },
  baseWhere: eq('archivedAt', null),
  defaultSort: ['createdAt'],
  touchColumn: 'updated_at',
  operations: ['list', 'get', 'update'],
});

/** SPEC §7 "pages": the lesson pages. Written only by the lesson API (answers are scored there). */
export const pages = defineResource({
  name: 'pages',
  table: 'lesson_pages',
  fields: {
    lessonId: field.uuid('lesson_id'),
    nodeId: field.uuid('node_id'),
    blockId: field.uuid('block_id'),
    position: field.integer('position'),
    state: field.enum('state', ['ACTIVE', 'SKIPPED', 'ARCHIVED']),
    progress: field.enum('progress', progresses),
    inputs: field.json('inputs', { nullable: true }),
    results: field.json('results', { nullable: true }),
    hintsUsed: field.integer('hints_used'),
    // Holds the page's validators (expected answers): never sent to learners.
    sheet: field.json('sheet', { staffOnly: true }),
    timeLimit: field.integer('time_limit', { nullable: true }),
    timeSpent: field.integer('time_spent'),
    timeAlive: field.integer('time_alive'),
    startedAt: field.datetime('started_at'),
    answeredAt: field.datetime('answered_at', { nullable: true }),
    createdAt: field.datetime('created_at'),
  },
  relations: {
    lesson: { kind: 'belongsTo', resource: 'lessons', foreignKey: 'lessonId' },
    node: { kind: 'belongsTo', resource: 'course-nodes', foreignKey: 'nodeId' },
    block: { kind: 'belongsTo', resource: 'course-blocks', foreignKey: 'blockId' },
  },
  // SPEC §3 LessonPage: archived pages (a reset) are excluded from loads.
  // …and neither are the pages of an archived lesson (a learner who left the class): the EXISTS on
  // the lesson brings the lessons' own base filter.
  baseWhere: and(neq('state', 'ARCHIVED'), related('lesson', and())),
  defaultSort: ['position'],
  operations: ['list', 'get'],
});
