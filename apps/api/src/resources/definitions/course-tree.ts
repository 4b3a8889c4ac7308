import { validateBlock } from '@espace/domain/content/block';
import { z } from 'zod';
import { defineResource, field } from '../definition';

const nodeTypes = ['root', 'container', 'multiblock', 'block', 'resource'] as const;

export const courseNodes = defineResource({
  name: 'course-nodes',
  table: 'course_nodes',
  fields: {
    courseId: field.uuid('course_id', { write: 'create', required: true }),
    parentId: field.uuid('parent_id', { write: 'always', nullable: true }),
    blockId: field.uuid('block_id', { write: 'always', nullable: true }),
    type: field.enum('type', nodeTypes, { write: 'create', required: true }),
    title: field.string('title', { write: 'always', nullable: true }),
    order: field.integer('order', { write: 'always' }),
    settings: field.json('settings', { write: 'always', schema: z.looseObject({ timeLimit: z.int().positive().optional() }) }),
    tools: field.json('tools', { write: 'always', schema: z.looseObject({ calculator: z.boolean().optional() }) }),
  },
  relations: {
    course: { kind: 'belongsTo', resource: 'courses', foreignKey: 'courseId' },
    parent: { kind: 'belongsTo', resource: 'course-nodes', foreignKey: 'parentId' },
    children: { kind: 'hasMany', resource: 'course-nodes', foreignKey: 'parentId', sort: ['order'] },
    block: { kind: 'belongsTo', resource: 'course-blocks', foreignKey: 'blockId' },
  },
  defaultSort: ['order'],
  check: (node) =>
    (node.type === 'block' || node.type === 'resource') && (node.blockId === null || node.blockId === undefined)
      ? [{ path: 'body.blockId', message: `A ${String(node.type)} node needs a block` }]
      : [],
});

export const courseBlocks = defineResource({
  name: 'course-blocks',
  table: 'course_blocks',
  fields: {
    title: field.string('title', { write: 'always', required: true }),
    type: field.enum('type', ['slide', 'exercice', 'tincan'], { write: 'always', required: true }),
    categoryId: field.uuid('category_id', { write: 'always', nullable: true }),
    competencyId: field.uuid('competency_id', { write: 'always', nullable: true }),
    attachmentIds: field.json('attachment_ids', { write: 'always', schema: z.array(z.string()) }),
    settings: field.json('settings', { write: 'always' }),
    content: field.json('content', { write: 'always' }),
    createdAt: field.datetime('created_at'),
    updatedAt: field.datetime('updated_at'),
  },
  relations: {
    category: { kind: 'belongsTo', resource: 'course-categories', foreignKey: 'categoryId' },
    competency: { kind: 'belongsTo', resource: 'course-competencies', foreignKey: 'competencyId' },
    terms: { kind: 'manyThrough', resource: 'course-terms', table: 'course_block_terms', sourceColumn: 'block_id', targetColumn: 'term_id' },
    nodes: { kind: 'hasMany', resource: 'course-nodes', foreignKey: 'blockId', sort: ['order'] },
  },
  defaultSort: ['title'],
  touchColumn: 'updated_at',
  // A block is written as a whole or not at all: the engine scores what is stored.
  check: (block) => {
    const validation = validateBlock({ title: block.title, type: block.type, settings: block.settings ?? undefined, content: block.content ?? { sections: [] } });
    return validation.ok ? [] : validation.issues.map((issue) => ({ path: `body.${issue.path}`, message: issue.message }));
  },
});
