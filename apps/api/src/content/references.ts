/**
 * Package entries name files, activities and competencies by reference
 * strings (`file:media/guide.pdf`, `activity:accueil`, `competency:ecoute`)
 * wherever an id or a URL goes in a block; the importer swaps them for the
 * stored ids and URLs. Only whole string values are references, so a text
 * that happens to mention "file:" is left alone.
 */
export type ReferenceKind = 'file' | 'activity' | 'competency';

const REFERENCE = /^(file|activity|competency):(\S+)$/;

export interface UnresolvedReference {
  /** Path segments from the value's root. */
  path: (string | number)[];
  kind: ReferenceKind;
  target: string;
}

/** A deep copy of `value` with every reference replaced; the ones `resolve` does not know are listed. */
export function resolveReferences(
  value: unknown,
  resolve: (kind: ReferenceKind, target: string) => string | undefined,
): { value: unknown; unresolved: UnresolvedReference[] } {
  const unresolved: UnresolvedReference[] = [];
  const walk = (node: unknown, path: (string | number)[]): unknown => {
    if (typeof node === 'string') {
      const match = REFERENCE.exec(node);
      if (!match) return node;
      const kind = match[1] as ReferenceKind;
      const target = match[2] as string;
      const replacement = resolve(kind, target);
      if (replacement === undefined) unresolved.push({ path, kind, target });
      return replacement ?? node;
    }
    if (Array.isArray(node)) return node.map((item, index) => walk(item, [...path, index]));
    if (node !== null && typeof node === 'object') {
      return Object.fromEntries(Object.entries(node).map(([name, item]) => [name, walk(item, [...path, name])]));
    }
    return node;
  };
  return { value: walk(value, []), unresolved };
}

/** `['courses', 1, 'nodes', 0, 'block']` → `courses[1].nodes[0].block`. */
export function formatPath(path: readonly (string | number | symbol)[]): string {
  return path.reduce<string>((text, segment) => {
    if (typeof segment === 'number') return `${text}[${segment}]`;
    return text === '' ? String(segment) : `${text}.${String(segment)}`;
  }, '');
}
