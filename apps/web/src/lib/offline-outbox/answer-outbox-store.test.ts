import { IDBFactory } from 'fake-indexeddb';
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { type AnswerOutboxEntry, closeOutbox, deleteOutboxEntry, lessonOutboxEntries, putOutboxEntry } from './answer-outbox-store';

const entry = (idempotencyKey: string, lessonId: string): AnswerOutboxEntry => ({
  idempotencyKey,
  lessonId,
  pageId: 'p1',
  userId: 'u1',
  body: { inputs: { answers: { mc: { userAnswer: ['a'] } } } },
  createdAt: 1,
});

describe('the answer outbox store', () => {
  beforeEach(async () => {
    await closeOutbox();
    globalThis.indexedDB = new IDBFactory();
  });

  it('keeps entries by lesson until they are deleted, across connections', async () => {
    await putOutboxEntry(entry('k1', 'lesson-1'));
    await putOutboxEntry(entry('k2', 'lesson-2'));
    await closeOutbox();
    expect(await lessonOutboxEntries('lesson-1')).toEqual([entry('k1', 'lesson-1')]);
    await deleteOutboxEntry('k1');
    expect(await lessonOutboxEntries('lesson-1')).toEqual([]);
    expect((await lessonOutboxEntries('lesson-2')).map((stored) => stored.idempotencyKey)).toEqual(['k2']);
  });

  it('replaces an entry stored again under the same key', async () => {
    await putOutboxEntry(entry('k1', 'lesson-1'));
    await putOutboxEntry({ ...entry('k1', 'lesson-1'), createdAt: 2 });
    expect(await lessonOutboxEntries('lesson-1')).toEqual([{ ...entry('k1', 'lesson-1'), createdAt: 2 }]);
  });
});
