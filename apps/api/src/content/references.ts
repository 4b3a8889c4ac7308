/**
 * Package entries name files, activities and competencies by reference
 * strings (`file:media/guide.pdf`, `activity:accueil`, `competency:ecoute`)
 * wherever an id or a URL goes in a block; the importer swaps them for the
 * stored ids and URLs. Only whole string values are references, so a text
 * that happens to mention "file:" is left alone — and, inside authored HTML,
 * a link's whole address (`<a href="activity:tutoriel" data-tutorial>`), the
 * one place where a URL sits in a text.
 */
export type ReferenceKind = 'file' | 'activity' | 'competency';

const REFERENCE = /^(file|activity|competency):(\S+)$/;
/** An activity named by a link of authored HTML: only `href`, only a whole quoted value. */
const LINKED_ACTIVITY = /\bhref="activity:([^"\s]+)"/g;

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
      if (!match) {
        return node.replace(LINKED_ACTIVITY, (link, target: string) => {
          const url = resolve('activity', target);
          if (url === undefined) unresolved.push({ path, kind: 'activity', target });
          return url === undefined ? link : `href="${url}"`;
        });
      }
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

/** Where an activity's files are served (`/api/activities/<library id>/`), and its entry page in that folder. */
export interface ActivityPlace {
  folderUrl: string;
  entry: string;
}

/**
 * An activity reference names the activity's entry page (`activity:quiz`) or another page of its
 * folder (`activity:course/au2.html?lang=fr`, what a cmi5 AU or a SCORM SCO needs, `activity:golf/sco1/index.html`
 * in a subfolder of a SCORM package): the URL of that page in the activity's folder.
 */
export function activityUrl(target: string, placeOf: (key: string) => ActivityPlace | undefined): string | undefined {
  const slash = target.indexOf('/');
  const place = placeOf(slash < 0 ? target : target.slice(0, slash));
  if (place === undefined) return undefined;
  return `${place.folderUrl}${slash < 0 ? place.entry : target.slice(slash + 1)}`;
}

/** `['courses', 1, 'nodes', 0, 'block']` → `courses[1].nodes[0].block`. */
export function formatPath(path: readonly (string | number | symbol)[]): string {
  return path.reduce<string>((text, segment) => {
    if (typeof segment === 'number') return `${text}[${segment}]`;
    return text === '' ? String(segment) : `${text}.${String(segment)}`;
  }, '');
}
