import type { PatchPageBody } from '@espace/contracts/lessons';
import type { OutboxEntry } from '@espace/domain/lessons/answer-outbox';

/**
 * A submission kept on the device: its body is the PATCH body of the contract, sent again as it is.
 * `movesOn`: sent by Next, answered and moved on in one call (pages/answer-and-next), and resent
 * so; absent (PATCH pages/current) for Check, the timer, and entries kept by earlier versions.
 */
export type AnswerOutboxEntry = OutboxEntry<PatchPageBody> & { movesOn?: boolean };

/**
 * The answer outbox in IndexedDB (docs/product/lessons.md#offline-answers): it outlives a reload, a closed
 * tab and a restart, writes are transactional (an entry is whole or absent),
 * and a service worker can read it, which localStorage allows none of. One
 * object store keyed by idempotency key, indexed by lesson.
 */
const databaseName = 'espace-outbox';
const storeName = 'answers';
const byLesson = 'byLesson';

let opening: Promise<IDBDatabase> | null = null;

function request<T>(call: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    call.onsuccess = () => resolve(call.result);
    call.onerror = () => reject(call.error ?? new Error('IndexedDB request failed'));
  });
}

function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const call = indexedDB.open(databaseName, 1);
    call.onupgradeneeded = () => {
      const store = call.result.createObjectStore(storeName, { keyPath: 'idempotencyKey' });
      store.createIndex(byLesson, 'lessonId');
    };
    call.onsuccess = () => {
      // Another tab upgrading the schema asks us to let go; the next call opens again.
      call.result.onversionchange = () => {
        call.result.close();
        opening = null;
      };
      resolve(call.result);
    };
    call.onerror = () => {
      opening = null;
      reject(call.error ?? new Error('IndexedDB open failed'));
    };
  });
  return opening;
}

async function inStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const database = await open();
  const transaction = database.transaction(storeName, mode);
  const result = request(run(transaction.objectStore(storeName)));
  // A write counts once its transaction commits, not when its request succeeds.
  await new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
  return result;
}

/** Stores (or replaces) a submission before it is sent. */
export async function putOutboxEntry(entry: AnswerOutboxEntry): Promise<void> {
  await inStore('readwrite', (store) => store.put(entry));
}

/** Forgets a submission the server has answered. */
export async function deleteOutboxEntry(idempotencyKey: string): Promise<void> {
  await inStore('readwrite', (store) => store.delete(idempotencyKey));
}

/** Every submission waiting for one lesson, whoever made it (the caller picks the learner's). */
export function lessonOutboxEntries(lessonId: string): Promise<AnswerOutboxEntry[]> {
  // Only putOutboxEntry writes this store: what it reads back is what was put.
  return inStore('readonly', (store) => store.index(byLesson).getAll(IDBKeyRange.only(lessonId)) as IDBRequest<AnswerOutboxEntry[]>);
}

/** Closes the connection (tests delete the database between cases). */
export async function closeOutbox(): Promise<void> {
  const current = opening;
  opening = null;
  if (current) (await current.catch(() => null))?.close();
}
