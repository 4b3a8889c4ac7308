import { type CourseNodeRow, type PageSlot, pageSequence } from '@espace/domain/lessons/course-tree';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The fields of the generic resources this file reads (docs/query-language.md). */
interface NodeRecord {
  id: string;
  parentId?: string | null;
  type?: CourseNodeRow['type'];
  order?: number;
  blockId?: string | null;
  title?: string | null;
  settings?: unknown;
  tools?: unknown;
}
interface LessonRecord {
  enabledSectionIds?: unknown;
  course?: { nodes?: NodeRecord[] } | null;
  pages?: { nodeId?: string; progress?: 'ONGOING' | 'COMPLETED' }[];
  classProgram?: { programId?: string } | null;
}

export type TreeProgress = 'ONGOING' | 'COMPLETED' | null;

export interface TreeSection {
  id: string | null;
  title: string | null;
  pages: (PageSlot & { progress: TreeProgress })[];
}

/** The lesson's play order, its sections with each page's progress, and its program (for the evaluation). */
export interface LessonTree {
  sequence: PageSlot[];
  sections: TreeSection[];
  programId: string | null;
  startedNodeIds: ReadonlySet<string>;
}

const numberOr = (value: unknown, fallback: number | null) => (typeof value === 'number' ? value : fallback);
const recordOf = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});

function toRow(node: NodeRecord): CourseNodeRow {
  return {
    id: node.id,
    parentId: node.parentId ?? null,
    type: node.type ?? 'block',
    order: node.order ?? 0,
    blockId: node.blockId ?? null,
    title: node.title ?? null,
    timeLimit: numberOr(recordOf(node.settings).timeLimit, null),
    calculator: recordOf(node.tools).calculator === true,
  };
}

export function lessonTreeOf(lesson: LessonRecord): LessonTree {
  const rows = (lesson.course?.nodes ?? []).map(toRow);
  const enabled = Array.isArray(lesson.enabledSectionIds) ? (lesson.enabledSectionIds as string[]) : [];
  const sequence = pageSequence(rows, enabled);
  const progressOf = new Map<string, TreeProgress>((lesson.pages ?? []).flatMap((page) => (page.nodeId ? [[page.nodeId, page.progress ?? null] as const] : [])));
  const titleOf = new Map(rows.map((row) => [row.id, row.title]));
  const sections: TreeSection[] = [];
  for (const slot of sequence) {
    let section = sections.at(-1);
    if (section?.id !== slot.sectionId || section === undefined) {
      section = { id: slot.sectionId, title: slot.sectionId ? (titleOf.get(slot.sectionId) ?? null) : null, pages: [] };
      sections.push(section);
    }
    section.pages.push({ ...slot, progress: progressOf.get(slot.nodeId) ?? null });
  }
  return { sequence, sections, programId: lesson.classProgram?.programId ?? null, startedNodeIds: new Set(progressOf.keys()) };
}

export function getLessonTree(lessonId: string, signal?: AbortSignal): Promise<LessonTree> {
  const query = new URLSearchParams({ include: 'course.nodes,pages,classProgram' });
  const path = `lessons/${encodeURIComponent(lessonId)}?${query.toString()}`;
  return apiRequest<LessonRecord>(path, signal ? { signal } : {}).then(lessonTreeOf);
}

export const lessonTreeQueryOptions = (lessonId: string) =>
  queryOptions({ queryKey: queryKeys.lessonTree(lessonId), queryFn: ({ signal }) => getLessonTree(lessonId, signal), staleTime: 0, retry: false });

/** The burger tree and the timed-page look-ahead; the page itself never waits for it. */
export function useLessonTree(lessonId: string) {
  return useQuery(lessonTreeQueryOptions(lessonId));
}
