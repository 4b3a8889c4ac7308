import { defineResource } from '../definition';

// A course's tree and its blocks: written by content packages' import (docs/content-packages.md), read here.

export const courseNodes = defineResource({
  name: 'course-nodes',
  table: 'course_nodes',
  relations: {
    course: { kind: 'belongsTo', resource: 'courses', foreignKey: 'courseId' },
    parent: { kind: 'belongsTo', resource: 'course-nodes', foreignKey: 'parentId' },
    children: { kind: 'hasMany', resource: 'course-nodes', foreignKey: 'parentId', sort: ['order'] },
    block: { kind: 'belongsTo', resource: 'course-blocks', foreignKey: 'blockId' },
  },
  defaultSort: ['order'],
});

export const courseBlocks = defineResource({
  name: 'course-blocks',
  table: 'course_blocks',
  relations: {
    category: { kind: 'belongsTo', resource: 'course-categories', foreignKey: 'categoryId' },
    competency: { kind: 'belongsTo', resource: 'course-competencies', foreignKey: 'competencyId' },
    terms: { kind: 'manyThrough', resource: 'course-terms', table: 'course_block_terms', sourceColumn: 'block_id', targetColumn: 'term_id' },
    nodes: { kind: 'hasMany', resource: 'course-nodes', foreignKey: 'blockId', sort: ['order'] },
  },
  defaultSort: ['title'],
});
