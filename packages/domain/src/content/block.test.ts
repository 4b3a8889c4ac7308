import { describe, expect, it } from 'vitest';
import { blockRows, validateBlock } from './block';
import { sampleBlock } from './sample-block.fixture';

/** A deep copy of the sample with values changed by dotted path (undefined deletes). */
function broken(...changes: [path: string, value: unknown][]): unknown {
  const copy: unknown = JSON.parse(JSON.stringify(sampleBlock));
  for (const [path, value] of changes) {
    const keys = path.split('.');
    const last = keys.pop() as string;
    const parent = keys.reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, copy as Record<string, unknown>);
    if (value === undefined) delete parent[last];
    else parent[last] = value;
  }
  return copy;
}

describe('validateBlock', () => {
  it('accepts a block with every row type', () => {
    const result = validateBlock(sampleBlock);
    expect(result).toEqual({ ok: true, block: sampleBlock });
    expect(result.ok && blockRows(result.block)).toHaveLength(19);
  });

  it('requires a title (docs/product/data-model.md#required-fields)', () => {
    expect(validateBlock(broken(['title', undefined]))).toEqual({
      ok: false,
      issues: [{ path: 'title', message: 'Invalid input: expected string, received undefined', code: 'VALUE_TYPE', values: { expected: 'string' } }],
    });
  });

  it('lists every problem by path', () => {
    const result = validateBlock(
      broken(
        ['content.sections.0.rows.0.choices', []],
        ['content.sections.0.rows.2.expected', ['']],
        ['content.sections.1.rows.1.url', 'javascript:alert(1)'],
        ['content.table.rows.2', ['112']],
        ['settings.hints.0.cost', -5],
      ),
    );
    expect(result.ok).toBe(false);
    expect(!result.ok && result.issues.map((issue) => issue.path)).toEqual([
      'settings.hints.0.cost',
      'content.sections.0.rows.0.choices',
      'content.sections.0.rows.0.choices',
      'content.sections.0.rows.2.expected.0',
      'content.sections.1.rows.1.url',
      'content.table.rows.2',
    ]);
  });

  it('names the row types when a type is unknown', () => {
    const result = validateBlock(broken(['content.sections.1.rows.2.type', 'slider']));
    expect(!result.ok && result.issues[0]?.path).toBe('content.sections.1.rows.2.type');
    expect(!result.ok && result.issues[0]?.message).toContain("'multiple-choice'");
  });

  it('refuses unknown fields and duplicate row ids', () => {
    const extra = validateBlock(broken(['content.sections.0.rows.0.points', 3]));
    expect(!extra.ok && extra.issues).toEqual([
      { path: 'content.sections.0.rows.0', message: 'Unrecognized key: "points"', code: 'UNKNOWN_FIELDS', values: { keys: 'points' } },
    ]);
    const twice = validateBlock(broken(['content.sections.1.rows.0.id', 'mc']));
    expect(!twice.ok && twice.issues).toEqual([
      { path: 'content.sections.1.rows.0.id', message: 'duplicate row id mc', code: 'RULE', values: { detail: 'duplicate row id mc' } },
    ]);
  });

  it.each([null, 'block', 42])('refuses %j', (input) => {
    expect(validateBlock(input)).toMatchObject({ ok: false, issues: [{ path: '' }] });
  });
});
