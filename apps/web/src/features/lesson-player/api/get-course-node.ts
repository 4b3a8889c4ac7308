import type { GlossaryTerm } from '@espace/contracts/lessons';
import { resourceRecordSchemas } from '@espace/contracts/resources';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * A course node with the relations this screen includes: its block (the public block,
 * docs/query-language.md) with its terms, and its children with theirs. Built on call, so that
 * production builds, which check no answer, leave it out (lib/api-client.ts `contract`).
 */
function nodeWithBlockSchema() {
  const block = resourceRecordSchemas['course-blocks'].extend({ terms: resourceRecordSchemas['course-terms'].array().optional() });
  const node = resourceRecordSchemas['course-nodes'].extend({ block: block.nullable().optional() });
  return node.extend({ children: node.array().optional() });
}
export type NodeWithBlock = z.infer<ReturnType<typeof nodeWithBlockSchema>>;
type BlockRecord = NonNullable<NodeWithBlock['block']>;

/** A course node by id with its parent and children, blocks included (docs/product/api-calls.md#lesson-player): the learner's view of the blocks. */
function getCourseNode(nodeId: string, signal?: AbortSignal): Promise<NodeWithBlock> {
  const query = new URLSearchParams({ include: 'block.terms,children.block.terms' });
  return apiRequest(`course-nodes/${encodeURIComponent(nodeId)}?${query.toString()}`, {
    signal,
    contract: import.meta.env.DEV ? nodeWithBlockSchema() : undefined,
  });
}

export function useCourseNode(nodeId: string) {
  return useQuery(queryOptions({ queryKey: queryKeys.courseNode(nodeId), queryFn: ({ signal }) => getCourseNode(nodeId, signal), retry: false }));
}

export const termsOf = (block: BlockRecord | null | undefined): GlossaryTerm[] =>
  (block?.terms ?? []).map((term) => ({ id: term.id, title: term.title ?? '', words: term.words ?? [], definition: term.definition ?? '' }));
