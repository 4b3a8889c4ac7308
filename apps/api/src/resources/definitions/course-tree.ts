import { validateBlock } from '@espace/domain/content/block';
import { z } from 'zod';
import { defineResource } from '../definition';

export const courseNodes = defineResource({
  name: 'course-nodes',
  table: 'course_nodes',
  fields: {
    courseId: { write: 'create', required: true },
    parentId: { write: 'always' },
    blockId: { write: 'always' },
    type: { write: 'create', required: true },
    title: { write: 'always' },
    order: { write: 'always' },
    settings: { write: 'always', schema: z.looseObject({ timeLimit: z.int().positive().optional() }) },
    tools: { write: 'always', schema: z.looseObject({ calculator: z.boolean().optional() }) },
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
    title: { write: 'always', required: true },
    type: { write: 'always', required: true },
    categoryId: { write: 'always' },
    competencyId: { write: 'always' },
    attachmentIds: { write: 'always', schema: z.array(z.string()) },
    settings: { write: 'always' },
    content: { write: 'always' },
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
