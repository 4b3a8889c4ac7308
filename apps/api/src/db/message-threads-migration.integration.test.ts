import { describe, expect, it } from 'vitest';
import { FROM_NOTHING_TIMEOUT, createTestDatabase } from '../test/test-database';
import { migrate, migrationsBefore } from './migrate';

describe('migration 0037_message_threads', { timeout: FROM_NOTHING_TIMEOUT }, () => {
  it('turns the contact messages into threads, one per learner and teacher, each message in it, and drops their table', async () => {
    const { database, dispose } = await createTestDatabase();
    try {
      await migrate(database, migrationsBefore('0037_message_threads'));
      const one = async (sql: string, params: unknown[] = []) => (await database.query<{ id: string }>(sql, params))[0]?.id ?? '';
      const tenant = await one("INSERT INTO contexts (alias, name) VALUES ('old', 'Old') RETURNING id");
      const user = (email: string) => one('INSERT INTO users (context_id, email) VALUES ($1, $2) RETURNING id', [tenant, email]);
      const [lea, bob, teacher, other] = [await user('lea@old.test'), await user('bob@old.test'), await user('teacher@old.test'), await user('other@old.test')];
      const klass = await one("INSERT INTO classes (context_id, name) VALUES ($1, 'Classe') RETURNING id", [tenant]);
      const contact = (sender: string, recipient: string, classId: string | null, subject: string, message: string, at: string) =>
        one(
          'INSERT INTO contact_messages (context_id, sender_id, recipient_id, class_id, subject, message, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id',
          [tenant, sender, recipient, classId, subject, message, at],
        );
      const first = await contact(lea, teacher, null, 'Module 1', 'Première question', '2026-01-01T09:00:00Z');
      const second = await contact(lea, teacher, klass, 'x'.repeat(250), 'Deuxième question', '2026-01-02T09:00:00Z');
      const toOther = await contact(lea, other, klass, '', 'À un autre', '2026-01-03T09:00:00Z');
      const fromBob = await contact(bob, teacher, klass, 'Bob', 'De Bob', '2026-01-04T09:00:00Z');

      await migrate(database);

      const threads = await database.query<{
        id: string;
        learner_id: string;
        trainer_id: string;
        class_id: string | null;
        subject: string;
        created_at: Date;
        last_message_at: Date;
      }>('SELECT id, learner_id, trainer_id, class_id, subject, created_at, last_message_at FROM message_threads ORDER BY created_at');
      expect(threads.map((thread) => [thread.learner_id, thread.trainer_id, thread.class_id, thread.subject.length])).toEqual([
        [lea, teacher, klass, 200],
        [lea, other, klass, 0],
        [bob, teacher, klass, 3],
      ]);
      expect(threads[0]?.created_at.toISOString()).toBe('2026-01-01T09:00:00.000Z');
      expect(threads[0]?.last_message_at.toISOString()).toBe('2026-01-02T09:00:00.000Z');
      const messages = await database.query<{ id: string; thread_id: string; author_id: string; subject: string | null; body: string; read_at: Date | null }>(
        'SELECT id, thread_id, author_id, subject, body, read_at FROM thread_messages ORDER BY created_at',
      );
      expect(messages.map((message) => [message.id, message.thread_id, message.author_id, message.subject?.length ?? null, message.body])).toEqual([
        [first, threads[0]?.id, lea, 8, 'Première question'],
        [second, threads[0]?.id, lea, 200, 'Deuxième question'],
        [toOther, threads[1]?.id, lea, null, 'À un autre'],
        [fromBob, threads[2]?.id, bob, 3, 'De Bob'],
      ]);
      expect(messages.every((message) => message.read_at !== null)).toBe(true);
      expect(await database.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'contact_messages'")).toEqual([]);
    } finally {
      await dispose();
    }
  });
});
