import { z } from 'zod';
import { defineResource } from '../definition';

// The keys the lesson engine reads (docs/product/data-model.md#programs); other keys are kept as they are.
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
    name: { write: 'always', required: true },
    description: { write: 'always' },
    icon: { write: 'always' },
    public: { write: 'always' },
    settings: { write: 'always', schema: z.record(z.string(), z.unknown()) },
    tags: { write: 'always', schema: z.array(z.string()) },
    state: { write: 'always', required: true },
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
    programId: { write: 'create', required: true },
    courseId: { write: 'create', required: true },
    order: { write: 'always' },
    settings: { write: 'always', schema: programCourseSettings },
  },
  relations: {
    program: { kind: 'belongsTo', resource: 'programs', foreignKey: 'programId' },
    course: { kind: 'belongsTo', resource: 'courses', foreignKey: 'courseId' },
  },
  defaultSort: ['order'],
});
