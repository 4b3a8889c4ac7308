import type { GlossaryTerm } from '@espace/contracts/lessons';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** A course term as the generic resource answers it. */
interface TermRecord {
  id: string;
  title?: string;
  words?: string[];
  definition?: string;
}

/** The fields of a course block this screen reads: its public block (docs/query-language.md) and terms. */
export interface BlockRecord {
  id: string;
  title?: string;
  type?: 'slide' | 'exercice' | 'tincan';
  settings?: unknown;
  content?: unknown;
  terms?: TermRecord[];
}
export interface NodeWithBlock {
  id: string;
  type?: string;
  title?: string | null;
  block?: BlockRecord | null;
  children?: NodeWithBlock[];
}

/** SPEC §7 "Find CourseNode by id with parent and children (populating block)": the learner's view of the blocks. */
export function getCourseNode(nodeId: string, signal?: AbortSignal): Promise<NodeWithBlock> {
  const query = new URLSearchParams({ include: 'block.terms,children.block.terms' });
  return apiRequest<NodeWithBlock>(`course-nodes/${encodeURIComponent(nodeId)}?${query.toString()}`, signal ? { signal } : {});
}

export function useCourseNode(nodeId: string) {
  return useQuery(queryOptions({ queryKey: queryKeys.courseNode(nodeId), queryFn: ({ signal }) => getCourseNode(nodeId, signal), retry: false }));
}

export const termsOf = (block: BlockRecord | null | undefined): GlossaryTerm[] =>
  (block?.terms ?? []).map((term) => ({ id: term.id, title: term.title ?? '', words: term.words ?? [], definition: term.definition ?? '' }));
