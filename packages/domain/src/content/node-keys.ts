/**
 * The stable key of each node of a course's tree (docs/content-packages.md#node-keys): what a
 * correction of the program finds a page again by, so that a page keeps its id, and the learners'
 * answers on it, when the pages around it are added, removed or moved.
 *
 * - A node's own `key` (lower-case letters, digits, `-` and `_`, unique in its course) is its key.
 * - Else a node naming a block of the package's `blocks[]` is keyed by that block: `block:<block key>`,
 *   and `block:<block key>~2`, `~3`… for the second and later nodes of the course naming the same one.
 * - Else its place: `<parent's key>/<type><n>`, the n-th child of that type of its parent that is keyed
 *   by its place (`container1`, `container1/block2`, `cmi5…/block1`). Inserting a node before it moves
 *   such a key; a node that may move is given a key of its own.
 *
 * Keys of the first two kinds can never be equal to one of the third (they hold no `/`, or start
 * with `block:`), and an author's key holds no `:` or `/`: only two author's keys can collide, which
 * the package checks refuse.
 */

/** What a node's key is derived from; `children` in their order. */
export interface KeySource<T> {
  type: string;
  /** The author's key, if any. */
  key?: string | null | undefined;
  /** The key of the listed block the node names, if any. */
  blockKey?: string | null | undefined;
  children: readonly T[];
}

/** The key of every node under `roots` (the root's children, in order), by node, depth first. */
export function nodeKeys<T extends KeySource<T>>(roots: readonly T[]): Map<T, string> {
  const keys = new Map<T, string>();
  const blockUses = new Map<string, number>();
  const visit = (nodes: readonly T[], parentKey: string | null) => {
    const placeCounts = new Map<string, number>();
    for (const node of nodes) {
      let key: string;
      if (node.key != null && node.key !== '') key = node.key;
      else if (node.blockKey != null && node.blockKey !== '') {
        const uses = (blockUses.get(node.blockKey) ?? 0) + 1;
        blockUses.set(node.blockKey, uses);
        key = uses === 1 ? `block:${node.blockKey}` : `block:${node.blockKey}~${uses}`;
      } else {
        const place = (placeCounts.get(node.type) ?? 0) + 1;
        placeCounts.set(node.type, place);
        key = `${parentKey === null ? '' : `${parentKey}/`}${node.type}${place}`;
      }
      keys.set(node, key);
      visit(node.children, key);
    }
  };
  visit(roots, null);
  return keys;
}
