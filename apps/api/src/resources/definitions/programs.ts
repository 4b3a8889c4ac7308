import { z } from 'zod';
import { defineResource, field } from '../definition';

const contentStates = ['DRAFT', 'PUBLISHED', 'CLOSED'] as const;

// The keys the lesson engine reads (issue 3 "Settings keys"); other keys are kept as they are.
const programCourseSettings = z.looseObject({
  unlocked: z.boolean().optional(),
  hidden: z.boolean().optional(),
  unlocks: z.array(z.string()).optional(),
  timeLimit: z.int().positive().optional(),
});

export const programs = defineResource({
  name: 'programs',
  table: 'programs',
  fields: {
    name: field.string('name', { write: 'always', required: true }),
    description: field.string('description', { write: 'always', nullable: true }),
    icon: field.string('icon', { write: 'always', nullable: true }),
    public: field.boolean('public', { write: 'always' }),
    settings: field.json('settings', { write: 'always', schema: z.record(z.string(), z.unknown()) }),
    tags: field.json('tags', { write: 'always', schema: z.array(z.string()) }),
    state: field.enum('state', contentStates, { write: 'always', required: true }),
    createdAt: field.datetime('created_at'),
    updatedAt: field.datetime('updated_at'),
  },
  relations: {
    programCourses: { kind: 'hasMany', resource: 'program-courses', foreignKey: 'programId', sort: ['order'] },
    classPrograms: { kind: 'hasMany', resource: 'class-programs', foreignKey: 'programId', sort: ['order'] },
  },
  defaultSort: ['name'],
  touchColumn: 'updated_at',
});

export const programCourses = defineResource({
  name: 'program-courses',
  table: 'program_courses',
  fields: {
    programId: field.uuid('program_id', { write: 'create', required: true }),
    courseId: field.uuid('course_id', { write: 'create', required: true }),
    order: field.integer('order', { write: 'always' }),
    settings: field.json('settings', { write: 'always', schema: programCourseSettings }),
  },
  relations: {
    program: { kind: 'belongsTo', resource: 'programs', foreignKey: 'programId' },
    course: { kind: 'belongsTo', resource: 'courses', foreignKey: 'courseId' },
  },
  defaultSort: ['order'],
});

export { contentStates };
