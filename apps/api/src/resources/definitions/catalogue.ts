import { z } from 'zod';
import { defineResource, field } from '../definition';
import { contentStates } from './programs';

const interactiveActions = z.array(
  z.object({ label: z.string(), choices: z.array(z.object({ response: z.string(), action: z.object({ target: z.string() }) })) }),
);
const courseSettings = z.looseObject({ certifying: z.boolean().optional(), interactiveActions: interactiveActions.optional() });
const courseTypeSettings = z.looseObject({ hints: z.boolean().optional(), feedbacks: z.boolean().optional() });

export const courses = defineResource({
  name: 'courses',
  table: 'courses',
  fields: {
    title: field.string('title', { write: 'always', required: true }),
    description: field.string('description', { write: 'always', nullable: true }),
    categoryId: field.uuid('category_id', { write: 'always', required: true }),
    typeId: field.uuid('type_id', { write: 'always', nullable: true }),
    state: field.enum('state', contentStates, { write: 'always', required: true }),
    video: field.string('video', { write: 'always', nullable: true }),
    settings: field.json('settings', { write: 'always', schema: courseSettings }),
    createdAt: field.datetime('created_at'),
    updatedAt: field.datetime('updated_at'),
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
    title: field.string('title', { write: 'always', required: true }),
    icon: field.string('icon', { write: 'always', nullable: true }),
    backgroundImageId: field.uuid('background_image_id', { write: 'always', nullable: true }),
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
    title: field.string('title', { write: 'always', required: true }),
    settings: field.json('settings', { write: 'always', schema: courseTypeSettings }),
  },
  relations: { courses: { kind: 'hasMany', resource: 'courses', foreignKey: 'typeId', sort: ['title'] } },
  defaultSort: ['title'],
});

export const courseCompetencies = defineResource({
  name: 'course-competencies',
  table: 'course_competencies',
  fields: {
    parentId: field.uuid('parent_id', { write: 'always', nullable: true }),
    isGeneric: field.boolean('is_generic', { write: 'always' }),
    title: field.string('title', { write: 'always', required: true }),
    icon: field.string('icon', { write: 'always', nullable: true }),
    order: field.integer('order', { write: 'always' }),
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
    title: field.string('title', { write: 'always', required: true }),
    words: field.json('words', { write: 'always', required: true, schema: z.array(z.string().trim().min(1)).min(1) }),
    definition: field.string('definition', { write: 'always', required: true }),
  },
  relations: {
    blocks: { kind: 'manyThrough', resource: 'course-blocks', table: 'course_block_terms', sourceColumn: 'term_id', targetColumn: 'block_id' },
  },
  defaultSort: ['title'],
});
