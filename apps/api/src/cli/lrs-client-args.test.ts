import { describe, expect, it } from 'vitest';
import { parseLrsClientArgs } from './lrs-client-args';

describe('parseLrsClientArgs', () => {
  it('reads the context, the scopes and an optional name', () => {
    expect(parseLrsClientArgs(['--context', 'demo', '--scope', 'all'])).toEqual({ contextAlias: 'demo', scopes: ['all'], name: 'Command line (all)' });
    expect(parseLrsClientArgs(['--scope=statements/read,state', '--context=acme', '--name', 'Tableau de bord'])).toEqual({
      contextAlias: 'acme',
      scopes: ['statements/read', 'state'],
      name: 'Tableau de bord',
    });
  });

  it.each([
    [['--context', 'demo']],
    [['--scope', 'all']],
    [['--context', 'demo', '--scope', 'everything']],
    [['--context', 'demo', '--scope', 'all', 'extra']],
    [['--context']],
  ])('refuses %j', (argv) => {
    expect(parseLrsClientArgs(argv)).toBeNull();
  });
});
