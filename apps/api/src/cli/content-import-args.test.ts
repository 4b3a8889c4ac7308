import { describe, expect, it } from 'vitest';
import { parseContentImportArgs } from './content-import-args';

describe('parseContentImportArgs', () => {
  it.each([
    [['content/demo-program', '--context', 'demo'], { folder: 'content/demo-program', contextAlias: 'demo' }],
    [['--context=acme', 'pkg'], { folder: 'pkg', contextAlias: 'acme' }],
    [['pkg'], null],
    [['pkg', '--context'], null],
    [['--context', 'demo'], null],
    [['a', 'b', '--context', 'demo'], null],
    [['pkg', '--context', 'demo', '--replace'], null],
  ])('%j → %j', (argv, expected) => {
    expect(parseContentImportArgs(argv)).toEqual(expected);
  });
});
