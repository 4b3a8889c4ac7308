import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createFilesRepository } from '../files/files-repository';
import { FROM_NOTHING_TIMEOUT, createTestDatabase } from '../test/test-database';
import { migrate, migrationsBefore } from './migrate';

describe('migration 0006_file_chunks', { timeout: FROM_NOTHING_TIMEOUT }, () => {
  it('moves the bytes of existing files into chunks that read back byte for byte, and the chunks go with their file', async () => {
    const { database, dispose } = await createTestDatabase();
    try {
      await migrate(database, migrationsBefore('0006_file_chunks'));
      const [context] = await database.query<{ id: string }>("INSERT INTO contexts (alias, name) VALUES ('old', 'Old') RETURNING id");
      const tenantId = context?.id ?? '';
      const contents = { big: randomBytes(262_144 * 2 + 1), exact: randomBytes(262_144), small: randomBytes(10), empty: Buffer.alloc(0) };
      const ids: Record<string, string> = {};
      for (const [name, content] of Object.entries(contents)) {
        const [row] = await database.query<{ id: string }>(
          "INSERT INTO files (context_id, name, type, file_type, size, sha256, content) VALUES ($1, $2, 'image/png', 'image', $3, $4, $5) RETURNING id",
          [tenantId, name, content.length, createHash('sha256').update(content).digest('hex'), content],
        );
        ids[name] = row?.id ?? '';
      }

      await migrate(database);

      const counts = await database.query<{ name: string; chunks: number }>(
        'SELECT f.name, count(c.seq)::int AS chunks FROM files f LEFT JOIN file_chunks c ON c.file_id = f.id GROUP BY f.name ORDER BY f.name',
      );
      expect(counts).toEqual([
        { name: 'big', chunks: 3 },
        { name: 'empty', chunks: 0 },
        { name: 'exact', chunks: 1 },
        { name: 'small', chunks: 1 },
      ]);
      const files = createFilesRepository(database);
      for (const [name, content] of Object.entries(contents)) {
        const parts: Buffer[] = [];
        for await (const part of files.content(tenantId, ids[name] ?? '')) parts.push(part as Buffer);
        expect(Buffer.concat(parts).equals(content), name).toBe(true);
      }

      await database.query('DELETE FROM files WHERE id = $1', [ids.big]);
      expect(await database.query('SELECT seq FROM file_chunks WHERE file_id = $1', [ids.big])).toEqual([]);
      await database.query('DELETE FROM contexts WHERE id = $1', [tenantId]);
      expect(await database.query('SELECT seq FROM file_chunks')).toEqual([]);
    } finally {
      await dispose();
    }
  });
});
