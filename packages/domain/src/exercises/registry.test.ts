import { describe, expect, it } from 'vitest';
import { blockRows } from '../content/block';
import { sampleBlock } from '../content/sample-block.fixture';
import { exerciseModule, exerciseModules, moduleOf, rowSchema, rowTypes } from './registry';

const rows = blockRows(sampleBlock);

describe('exercise registry', () => {
  it('holds every row type of docs/product/data-model.md#row-types, widgets included, once', () => {
    expect([...rowTypes].sort()).toEqual([
      'combined-choice',
      'competency-xp-earned',
      'course-competency-list',
      'course-icon',
      'course-title',
      'drag-n-drop',
      'free-answer',
      'image-cliquable',
      'job-xp-earned',
      'media-internal',
      'media-tincan',
      'medias-by-mail',
      'multiple-choice',
      'pi-xp-earned',
      'pick-words',
      'section-title',
      'video-external',
      'wysiwyg',
      'xp-earned',
    ]);
    expect(rows.map((row) => row.type).sort()).toEqual([...rowTypes].sort());
  });

  it('finds a module by type, and none for an unknown type', () => {
    expect(exerciseModule('free-answer')?.scored).toBe(true);
    expect(exerciseModule('slider')).toBeUndefined();
  });

  it.each(rows.map((row) => [row.type, row] as const))('%s: schema, default answer and score agree', (_type, row) => {
    const module = moduleOf(row);
    expect(rowSchema.parse(row)).toEqual(row);
    expect(module.rowSchema.safeParse({ ...row, unexpected: true }).success).toBe(false);
    const answer = module.answerDefault(row);
    expect(module.answerSchema.safeParse(answer).success).toBe(true);
    expect(module.isEmpty(answer, row)).toBe(true);
    expect(module.score(row, answer)).toBe(module.scored ? 0 : null);
    expect(module.correction(row, answer) === null).toBe(!module.scored);
  });

  it('gives every module the type its schema accepts', () => {
    for (const module of exerciseModules) {
      const row = rows.find((candidate) => candidate.type === module.type);
      expect(module.rowSchema.safeParse(row).success).toBe(true);
    }
  });
});
