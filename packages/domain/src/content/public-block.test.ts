import { describe, expect, it } from 'vitest';
import { validateBlock } from './block';
import { publicBlock } from './public-block';
import { sampleBlock } from './sample-block.fixture';

describe('publicBlock', () => {
  const sent = JSON.stringify(publicBlock(sampleBlock));

  it.each(['"correct"', 'expected', 'acceptedChoiceIds', 'correctOptionId', '[alert]', 'feedbacks', 'Well done', 'emergency number.', 'It has two digits'])(
    'leaks no %s',
    (secret) => {
      expect(sent).not.toContain(secret);
    },
  );

  it('keeps what the page needs to render', () => {
    const block = publicBlock(sampleBlock);
    expect(block.title).toBe('Premiers secours');
    expect(block.settings.hints).toEqual([{ cost: 10 }, { cost: 20 }]);
    expect(block.content.sections.flatMap((section) => section.rows.map((row) => row.id))).toHaveLength(19);
    expect(sent).toContain('"question":"<p>Which numbers are emergency numbers?</p>"');
    expect(sent).toContain('"shape":{"kind":"rectangle"');
  });

  it('leaves the authored block untouched', () => {
    const before = JSON.stringify(sampleBlock);
    publicBlock(sampleBlock);
    expect(JSON.stringify(sampleBlock)).toBe(before);
    expect(validateBlock(sampleBlock).ok).toBe(true);
  });
});
