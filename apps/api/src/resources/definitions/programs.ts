import { defineResource } from '../definition';

// Programs: written by content packages' import and the administration space (docs/content-packages.md), read here.

export const programs = defineResource({
  name: 'programs',
  table: 'programs',
  relations: {
    programCourses: { kind: 'hasMany', resource: 'program-courses', foreignKey: 'programId', sort: ['order'] },
    classPrograms: { kind: 'hasMany', resource: 'class-programs', foreignKey: 'programId', sort: ['order'] },
  },
  defaultSort: ['name'],
});

export const programCourses = defineResource({
  name: 'program-courses',
  table: 'program_courses',
  relations: {
    program: { kind: 'belongsTo', resource: 'programs', foreignKey: 'programId' },
    course: { kind: 'belongsTo', resource: 'courses', foreignKey: 'courseId' },
  },
  defaultSort: ['order'],
});
