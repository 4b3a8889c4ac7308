import { describe, expect, it } from 'vitest';
import { type KeySource, nodeKeys } from './node-keys';

interface Node extends KeySource<Node> {
  name: string;
}
const node = (name: string, type: string, more: Partial<Omit<Node, 'name' | 'type'>> = {}): Node => ({ name, type, children: [], ...more });
const keysByName = (roots: Node[]) => Object.fromEntries([...nodeKeys(roots)].map(([key, value]) => [key.name, value]));

describe('nodeKeys', () => {
  it('keys a node by its own key, else by its listed block, else by its place under its parent', () => {
    const roots = [
      node('intro', 'container', {
        children: [
          node('a', 'block', { blockKey: 'etapes', children: [node('pdf', 'resource')] }),
          node('b', 'block'),
          node('c', 'block', { key: 'quiz' }),
          node('d', 'block'),
        ],
      }),
      node('second', 'container', {
        key: 'pratique',
        children: [node('e', 'multiblock', { children: [node('f', 'block'), node('g', 'block', { blockKey: 'etapes' })] })],
      }),
    ];
    expect(keysByName(roots)).toEqual({
      intro: 'container1',
      a: 'block:etapes',
      pdf: 'block:etapes/resource1',
      b: 'container1/block1',
      c: 'quiz',
      d: 'container1/block2',
      second: 'pratique',
      e: 'pratique/multiblock1',
      f: 'pratique/multiblock1/block1',
      g: 'block:etapes~2',
    });
  });

  it('keeps the keys of keyed pages when pages are added, removed or moved around them', () => {
    const before = keysByName([node('s', 'container', { children: [node('x', 'block', { key: 'x' }), node('y', 'block', { blockKey: 'y' })] })]);
    const after = keysByName([
      node('s', 'container', { children: [node('new', 'block'), node('y', 'block', { blockKey: 'y' }), node('x', 'block', { key: 'x' })] }),
    ]);
    expect([after.x, after.y]).toEqual([before.x, before.y]);
  });

  it('gives every node of a tree a different key', () => {
    const roots = [
      node('1', 'container', {
        children: [node('2', 'block'), node('3', 'block'), node('4', 'multiblock', { children: [node('5', 'block'), node('6', 'block')] })],
      }),
      node('7', 'container'),
    ];
    const keys = [...nodeKeys(roots).values()];
    expect(new Set(keys).size).toBe(keys.length);
  });
});
