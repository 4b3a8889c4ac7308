import { z } from 'zod';
import { defineResource } from '../definition';

const interactiveActions = z.array(
  z.object({ label: z.string(), choices: z.array(z.object({ response: z.string(), action: z.object({ target: z.string() }) })) }),
);
const courseSettings = z.looseObject({ certifying: z.boolean().optional(), interactiveActions: interactiveActions.optional() });
const courseTypeSettings = z.looseObject({ hints: z.boolean().optional(), feedbacks: z.boolean().optional() });

export const courses = defineResource({
  name: 'courses',
  table: 'courses',
  fields: {
    title: { write: 'always', required: true },
    description: { write: 'always' },
    categoryId: { write: 'always', required: true },
    typeId: { write: 'always' },
    state: { write: 'always', required: true },
    video: { write: 'always' },
    settings: { write: 'always', schema: courseSettings },
  },
  relations: {
    type: { kind: 'belongsTo', resource: 'course-types', foreignKey: 'typeId' },
    category: { kind: 'belongsTo', resource: 'course-categories', foreignKey: 'categoryId' },
    nodes: { kind: 'hasMany', resource: 'course-nodes', foreignKey: 'courseId', sort: ['order'] },
    programCourses: { kind: 'hasMany', resource: 'program-courses', foreignKey: 'courseId', sort: ['order'] },
  },
  defaultSort: ['title'],
  touchColumn: 'updated_at',
});

export const courseCategories = defineResource({
  name: 'course-categories',
  table: 'course_categories',
  fields: {
    title: { write: 'always', required: true },
    icon: { write: 'always' },
    backgroundImageId: { write: 'always' },
  },
  relations: {
    backgroundImage: { kind: 'belongsTo', resource: 'files', foreignKey: 'backgroundImageId' },
    courses: { kind: 'hasMany', resource: 'courses', foreignKey: 'categoryId', sort: ['title'] },
  },
  defaultSort: ['title'],
});

export const courseTypes = defineResource({
  name: 'course-types',
  table: 'course_types',
  fields: {
    title: { write: 'always', required: true },
    settings: { write: 'always', schema: courseTypeSettings },
  },
  relations: { courses: { kind: 'hasMany', resource: 'courses', foreignKey: 'typeId', sort: ['title'] } },
  defaultSort: ['title'],
});

export const courseCompetencies = defineResource({
  name: 'course-competencies',
  table: 'course_competencies',
  fields: {
    parentId: { write: 'always' },
    isGeneric: { write: 'always' },
    title: { write: 'always', required: true },
    icon: { write: 'always' },
    order: { write: 'always' },
  },
  relations: {
    parent: { kind: 'belongsTo', resource: 'course-competencies', foreignKey: 'parentId' },
    children: { kind: 'hasMany', resource: 'course-competencies', foreignKey: 'parentId', sort: ['order'] },
  },
  defaultSort: ['order'],
});

export const courseTerms = defineResource({
  name: 'course-terms',
  table: 'course_terms',
  fields: {
    title: { write: 'always', required: true },
    words: { write: 'always', required: true, schema: z.array(z.string().trim().min(1)).min(1) },
    definition: { write: 'always', required: true },
  },
  relations: {
    blocks: { kind: 'manyThrough', resource: 'course-blocks', table: 'course_block_terms', sourceColumn: 'term_id', targetColumn: 'block_id' },
  },
  defaultSort: ['title'],
});
