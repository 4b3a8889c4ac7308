import { describe, expect, it } from 'vitest';
import { slotMarkers } from './combined-choice';
import { competencyListPadding, slotTextParts } from './row-display';

describe('competencyListPadding (docs/product/constants.md#player)', () => {
  it.each([
    [0, 80],
    [1, 80],
    [2, 80],
    [3, 200],
    [4, 140],
    [6, 200],
    [8, 140],
    [12, 140],
    [5, 80],
  ])('%i competencies → %i px', (count, padding) => {
    expect(competencyListPadding(count)).toBe(padding);
  });
});

describe('slotTextParts', () => {
  it.each([
    [
      'Je le {{salut}} dans les {{ delai }} secondes.',
      [
        { kind: 'text', text: 'Je le ' },
        { kind: 'slot', slotId: 'salut' },
        { kind: 'text', text: ' dans les ' },
        { kind: 'slot', slotId: 'delai' },
        { kind: 'text', text: ' secondes.' },
      ],
    ],
    [
      '« {{formule}} »',
      [
        { kind: 'text', text: '« ' },
        { kind: 'slot', slotId: 'formule' },
        { kind: 'text', text: ' »' },
      ],
    ],
    ['{{a}}', [{ kind: 'slot', slotId: 'a' }]],
    ['no slot', [{ kind: 'text', text: 'no slot' }]],
  ])('%s', (text, parts) => {
    expect(slotTextParts(text)).toEqual(parts);
  });

  it('finds the slots the schema checks', () => {
    const text = 'a {{x}} b {{ y }} {{x}}';
    expect(slotTextParts(text).flatMap((part) => (part.kind === 'slot' ? [part.slotId] : []))).toEqual(slotMarkers(text));
  });
});
