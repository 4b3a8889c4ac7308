import { addPoints, boundedRatio, noPoints, type Points } from './scores';

export interface Competency {
  id: string;
  parentId: string | null;
  title: string;
  icon: string | null;
  isGeneric: boolean;
  order: number;
}

export interface CompetencyScore extends Competency {
  depth: number;
  score: Points;
  ratio: number;
}

/** The generic competency is reported at this depth below it (docs/product/scoring-and-badges.md#competency-ratios). */
const DEFAULT_GENERIC_REPORTING_LEVEL = 1;

/**
 * The competency tree flattened depth-first by order, each with the points of
 * its own pages plus those of every competency under it. A competency whose
 * parent is unknown is a root.
 */
export function competencyScores(competencies: readonly Competency[], ownPoints: ReadonlyMap<string, Points>): CompetencyScore[] {
  const known = new Set(competencies.map((competency) => competency.id));
  const children = new Map<string | null, Competency[]>();
  for (const competency of competencies) {
    const parent = competency.parentId !== null && known.has(competency.parentId) ? competency.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), competency]);
  }
  for (const list of children.values()) list.sort((a, b) => a.order - b.order || a.title.localeCompare(b.title));
  const flat: CompetencyScore[] = [];
  const visit = (competency: Competency, depth: number): Points => {
    const entry: CompetencyScore = { ...competency, depth, score: noPoints, ratio: 0 };
    flat.push(entry);
    let score = ownPoints.get(competency.id) ?? noPoints;
    for (const child of children.get(competency.id) ?? []) score = addPoints(score, visit(child, depth + 1));
    entry.score = score;
    entry.ratio = boundedRatio(score);
    return score;
  };
  for (const root of children.get(null) ?? []) visit(root, 0);
  return flat;
}

/** The first generic competency and its descendants `level` steps below it, or null without one. */
export function genericReport(flat: readonly CompetencyScore[], level = DEFAULT_GENERIC_REPORTING_LEVEL) {
  const generic = flat.find((competency) => competency.isGeneric);
  if (!generic) return null;
  const start = flat.indexOf(generic);
  const items: CompetencyScore[] = [];
  for (const competency of flat.slice(start + 1)) {
    if (competency.depth <= generic.depth) break;
    if (competency.depth === generic.depth + level) items.push(competency);
  }
  return { competency: generic, reportingLevel: level, items };
}
