import { defineResource } from '../definition';

// Content: written by content packages' import and the administration space (docs/content-packages.md), read here.

export const courses = defineResource({
  name: 'courses',
  table: 'courses',
  relations: {
    type: { kind: 'belongsTo', resource: 'course-types', foreignKey: 'typeId' },
    category: { kind: 'belongsTo', resource: 'course-categories', foreignKey: 'categoryId' },
    nodes: { kind: 'hasMany', resource: 'course-nodes', foreignKey: 'courseId', sort: ['order'] },
    programCourses: { kind: 'hasMany', resource: 'program-courses', foreignKey: 'courseId', sort: ['order'] },
  },
  defaultSort: ['title'],
});

export const courseCategories = defineResource({
  name: 'course-categories',
  table: 'course_categories',
  relations: {
    backgroundImage: { kind: 'belongsTo', resource: 'files', foreignKey: 'backgroundImageId' },
    courses: { kind: 'hasMany', resource: 'courses', foreignKey: 'categoryId', sort: ['title'] },
  },
  defaultSort: ['title'],
});

export const courseTypes = defineResource({
  name: 'course-types',
  table: 'course_types',
  relations: { courses: { kind: 'hasMany', resource: 'courses', foreignKey: 'typeId', sort: ['title'] } },
  defaultSort: ['title'],
});

export const courseCompetencies = defineResource({
  name: 'course-competencies',
  table: 'course_competencies',
  relations: {
    parent: { kind: 'belongsTo', resource: 'course-competencies', foreignKey: 'parentId' },
    children: { kind: 'hasMany', resource: 'course-competencies', foreignKey: 'parentId', sort: ['order'] },
  },
  defaultSort: ['order'],
});

export const courseTerms = defineResource({
  name: 'course-terms',
  table: 'course_terms',
  relations: {
    blocks: { kind: 'manyThrough', resource: 'course-blocks', table: 'course_block_terms', sourceColumn: 'term_id', targetColumn: 'block_id' },
  },
  defaultSort: ['title'],
});
