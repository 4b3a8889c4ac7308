import type { ActivityPlace } from './references';

/** Ids of what the package's keys and references name, filled as rows are written. */
export interface WrittenRefs {
  categories: Map<string, string>;
  courseTypes: Map<string, string>;
  competencies: Map<string, string>;
  terms: Map<string, string>;
  files: Map<string, string>;
  activities: Map<string, ActivityPlace>;
  blocks: Map<string, string>;
}
