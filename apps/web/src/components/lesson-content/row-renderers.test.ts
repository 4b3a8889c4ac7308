import { exerciseModules } from '@espace/domain/exercises/registry';
import { describe, expect, it } from 'vitest';
import { answerKindOf, rowKindOf } from './row-renderers';

describe('row renderers', () => {
  // The player takes defaults and emptiness from here, without the schemas: they must be the module's own.
  it.each(exerciseModules.map((module) => [module.type, module] as const))('%s: holds its module answer kind', (type, module) => {
    const kind = answerKindOf(type);
    expect(rowKindOf(type)?.Row).toBeDefined();
    expect(kind).toEqual({ scored: module.scored, answerDefault: module.answerDefault, isEmpty: module.isEmpty, isComplete: module.isComplete });
  });

  it('knows no type the server may send later, nor the names of plain objects', () => {
    expect(rowKindOf('slider')).toBeUndefined();
    expect(answerKindOf('toString')).toBeUndefined();
  });
});
