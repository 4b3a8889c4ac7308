import type { BackofficeMessage } from '@espace/contracts/embeds';
import type { BlockType } from '@espace/domain/content/block-types';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { resourceRecordContract } from '../../../lib/resource-contracts';
import { queryKeys } from '../../../lib/query-keys';
import { readToken } from '../../../lib/session-storage';
import { isUuid } from '@espace/domain/uuid';

/** The block a staff user asked for in the address's fragment, `/preview#block=<id>`, or null. */
export function storedBlockIdOf(hash: string): string | null {
  const id = new URLSearchParams(hash.replace(/^#/, '')).get('block');
  return isUuid(id) ? id : null;
}

type StoredBlock = {
  title: string;
  type: BlockType;
  settings?: Record<string, unknown>;
  content: Record<string, unknown>;
  attachmentIds?: string[];
  terms?: { id: string; title: string; words: string[]; definition: string }[];
};

/**
 * `/preview#block=<id>` (docs/embeds.md#a-staff-user-opens-it): a staff user signed in on this origin
 * (the administration's « Aperçu » opens it in a new tab) previews a stored block, read with their own
 * session through the generic resources, which give the whole block to content managers only. It is
 * handed to the preview as the back-office's message would be: one way to show a block.
 */
export function useStoredBlock(hash: string, receive: (message: BackofficeMessage) => void): { failed: boolean } {
  const blockId = storedBlockIdOf(hash);
  const block = useQuery({
    queryKey: queryKeys.storedBlock(blockId),
    enabled: blockId !== null && readToken() !== null,
    // A refusal says nothing about the session: the preview stays, with its message.
    queryFn: ({ signal }) =>
      apiRequest<StoredBlock>(`course-blocks/${blockId ?? ''}?include=terms`, {
        signal,
        ownUnauthorized: true,
        contract: import.meta.env.DEV ? resourceRecordContract<StoredBlock>('course-blocks') : undefined,
      }),
    retry: false,
  });
  const data = block.data;
  // Sent once per answer: a new `receive` must not replace the block and forget the answers given.
  const receiveRef = useRef(receive);
  useEffect(() => {
    receiveRef.current = receive;
  }, [receive]);
  useEffect(() => {
    if (data === undefined) return;
    receiveRef.current({
      type: 'espace:preview',
      block: {
        title: data.title,
        type: data.type,
        settings: data.settings ?? {},
        content: data.content,
        ...(data.attachmentIds ? { attachmentIds: data.attachmentIds } : {}),
      },
      terms: (data.terms ?? []).map(({ id, title, words, definition }) => ({ id, title, words, definition })),
    });
  }, [data]);
  return { failed: blockId !== null && (block.isError || readToken() === null) };
}
