import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { importContentPackage } from './import-content-package';
import { readContentPackage } from './read-content-package';
import { storePackageMedia } from './store-package-media';
import { CHUNK_BYTES } from '../files/file-chunks';
import { createTestApp, hosts, signIn, type TestApp } from '../test/test-app';
import { writeZip, type ZipEntryInput } from '../test/zip-writer';

/**
 * How an import stores a package's media (docs/content-packages.md#how-an-import-is-written): each
 * file streamed from the disk as an upload, a chunk per statement, outside the transaction that
 * then writes the content rows and claims the uploads. Byte for byte, all or nothing, and the
 * embedded database answers other tenants between the chunks.
 */
let testApp: TestApp;
let admin: string;
let acmeLearner: string;
let demoId: string;
const scratch = mkdtempSync(join(tmpdir(), 'package-media-'));

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signIn(testApp.app, hosts.demo, { email: 'admin@demo.test', password: 'Admin#2026' });
  acmeLearner = await signIn(testApp.app, hosts.acme, { email: 'learner@acme.test', password: 'Learner#2026' });
  [{ id: demoId }] = (await query<{ id: string }>(`SELECT id FROM contexts WHERE alias = 'demo'`)) as [{ id: string }];
});
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(async () => {
  await testApp.close();
  rmSync(scratch, { recursive: true, force: true });
});

const query = <T extends object>(sql: string, params: unknown[] = []) => testApp.testDatabase.database.query<T>(sql, params);
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A PNG signature and header followed by random bytes; an MP4 `ftyp` box followed by random bytes: media as incompressible as real ones. */
const pngChunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  return Buffer.concat([length, Buffer.from(type), data, Buffer.alloc(4)]);
};
/** A PNG of `size` bytes (its header chunk, then random data), read as a PNG from its bytes as an upload is. */
const png = (size: number) =>
  Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    pngChunk('IHDR', Buffer.from('00000001000000010806000000', 'hex')),
    pngChunk('IDAT', randomBytes(size - 45)),
  ]);
const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 0x1c]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2mp41')]);
const mp4 = (size: number) => Buffer.concat([ftyp, randomBytes(size - ftyp.length)]);

interface Media {
  path: string;
  bytes: Buffer;
}

/** A package of one course, a page per medium and an activity; its media all differ, by name and bytes. */
function packageOf(name: string, media: Media[]): ZipEntryInput[] {
  const files = media.map(({ path }) => `  - { path: ${path}, ${path.endsWith('.png') ? 'alt: Une image' : 'transcript: Un clip'} }`).join('\n');
  const blocks = media
    .map(
      ({ path }, index) =>
        `  - { key: m${index}, title: Média ${index}, type: slide, content: { sections: [{ id: s, rows: [{ id: r, type: media-internal, appFileId: "file:${path}" }] }] } }`,
    )
    .join('\n');
  const nodes = media.map((_, index) => `{ type: block, block: m${index} }`).join(', ');
  const manifest = `format: 1
program: { name: ${name}, state: DRAFT }
categories: [{ key: cat, title: Médias }]
files:
${files}
activities: [{ key: quiz, folder: activities/quiz, entry: index.html }]
blocks:
${blocks}
  - { key: quiz, title: Quiz, type: tincan, content: { sections: [], tincan: { url: "activity:quiz" } } }
courses:
  - key: first
    title: Cours médias
    state: DRAFT
    category: cat
    nodes:
      - { type: container, children: [${nodes}, { type: block, block: quiz }] }
`;
  return [
    { name: 'manifest.yaml', data: manifest },
    ...media.map(({ path, bytes }) => ({ name: path, data: bytes })),
    { name: 'activities/quiz/index.html', data: '<!doctype html><html lang="fr"><script src="quiz.js" defer></script></html>' },
    { name: 'activities/quiz/quiz.js', data: `"use strict"; // ${name}` },
  ];
}

/** The same package as a folder, for the importer itself (the CLI's path). */
function folderOf(name: string, media: Media[]): string {
  const folder = join(scratch, name.replaceAll(' ', '-'));
  for (const entry of packageOf(name, media)) {
    mkdirSync(join(folder, entry.name, '..'), { recursive: true });
    writeFileSync(join(folder, entry.name), entry.data ?? '');
  }
  return folder;
}

const upload = async (zip: Buffer) => {
  const boundary = 'media-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="package.zip"\r\nContent-Type: application/zip\r\n\r\n`),
    zip,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/admin/content-packages',
    headers: { host: hosts.demo, authorization: `Bearer ${admin}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
};

/** Everything an import writes or leaves behind, across tenants. */
async function everything() {
  const [row] = await query<{
    files: number;
    chunks: number;
    uploads: number;
    libraries: number;
    programs: number;
    courses: number;
    blocks: number;
    nodes: number;
    audit: number;
  }>(
    `SELECT (SELECT count(*)::int FROM files) AS files, (SELECT count(*)::int FROM file_chunks) AS chunks, (SELECT count(*)::int FROM file_uploads) AS uploads,
            (SELECT count(*)::int FROM libraries) AS libraries, (SELECT count(*)::int FROM programs) AS programs, (SELECT count(*)::int FROM courses) AS courses,
            (SELECT count(*)::int FROM course_blocks) AS blocks, (SELECT count(*)::int FROM course_nodes) AS nodes, (SELECT count(*)::int FROM audit_events) AS audit`,
  );
  return row;
}

/** Chunks that belong to no file and no upload in progress: none may ever be left. */
const orphanChunks = async () =>
  (
    await query<{ n: number }>(
      'SELECT count(*)::int AS n FROM file_chunks c WHERE NOT EXISTS (SELECT 1 FROM files f WHERE f.id = c.file_id) AND NOT EXISTS (SELECT 1 FROM file_uploads u WHERE u.id = c.file_id)',
    )
  )[0]!.n;

const download = (path: string) => testApp.app.inject({ method: 'GET', url: path, headers: { host: hosts.demo, authorization: `Bearer ${admin}` } });

describe('a package’s media', () => {
  it('are stored in chunks of at most 256 KiB and served byte for byte, with the sizes and sha256 of the files', async () => {
    const media = [
      { path: 'media/photo-octets.png', bytes: png(2 * CHUNK_BYTES + 1234) },
      { path: 'media/clip-octets.mp4', bytes: mp4(4 * CHUNK_BYTES + 99) },
    ];
    const response = await upload(writeZip(packageOf('Médias octet pour octet', media)));
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body).toMatchObject({ files: 4 });

    for (const { path, bytes } of media) {
      const [file] = await query<{ id: string; size: number; sha256: string }>('SELECT id, size, sha256 FROM files WHERE context_id = $1 AND name = $2', [
        demoId,
        path.split('/')[1],
      ]);
      expect(file).toMatchObject({ size: bytes.length, sha256: sha256(bytes) });
      const chunks = await query<{ length: number }>('SELECT octet_length(bytes) AS length FROM file_chunks WHERE file_id = $1 ORDER BY seq', [file!.id]);
      expect(chunks.length).toBe(Math.ceil(bytes.length / CHUNK_BYTES));
      expect(chunks.every((chunk) => chunk.length <= CHUNK_BYTES)).toBe(true);
      const served = await download(`/api/files/${file!.id}/download`);
      expect(served.statusCode).toBe(200);
      expect(sha256(served.rawPayload)).toBe(sha256(bytes));
      expect(served.rawPayload.equals(bytes)).toBe(true);
    }
    const [{ url }] = (await query<{ url: string }>(
      `SELECT content -> 'tincan' ->> 'url' AS url FROM course_blocks WHERE context_id = $1 AND title = 'Quiz' ORDER BY created_at DESC LIMIT 1`,
      [demoId],
    )) as [{ url: string }];
    expect((await download(url.replace('index.html', 'quiz.js'))).body).toBe('"use strict"; // Médias octet pour octet');
    expect(await query('SELECT id FROM file_uploads')).toEqual([]);
    expect(await orphanChunks()).toBe(0);
  });

  it('leave nothing when the database fails after some of them are stored (500): no file, no content, no chunk', async () => {
    const before = await everything();
    const writeChunk = testApp.app.uploadsRepository.writeChunk;
    let written = 0;
    vi.spyOn(testApp.app.uploadsRepository, 'writeChunk').mockImplementation(async (...args) => {
      // The first medium (3 chunks) is whole, the second half-way.
      if (++written === 5) throw new Error('could not extend file: No space left on device');
      return writeChunk(...args);
    });
    const response = await upload(
      writeZip(
        packageOf('Médias disque plein', [
          { path: 'media/a.png', bytes: png(2 * CHUNK_BYTES + 1) },
          { path: 'media/b.mp4', bytes: mp4(3 * CHUNK_BYTES) },
        ]),
      ),
    );
    expect(response.status).toBe(500);
    expect(written).toBe(5);
    expect(await everything()).toEqual(before);
    expect(await orphanChunks()).toBe(0);
  });

  it('leave nothing when the content transaction fails once they are all stored: an upload purged meanwhile is never a file without bytes', async () => {
    const before = await everything();
    const uploads = testApp.app.uploadsRepository;
    const { beginUpload, writeChunk } = uploads;
    const begun: string[] = [];
    vi.spyOn(uploads, 'beginUpload').mockImplementation(async (...args) => {
      const id = await beginUpload(...args);
      begun.push(id);
      return id;
    });
    let written = 0;
    vi.spyOn(uploads, 'writeChunk').mockImplementation(async (...args) => {
      await writeChunk(...args);
      // Once the last chunk is in, before the transaction: the first medium's upload goes, as the stale purge would take it.
      if (++written === 6) await uploads.abandonUpload(demoId, begun[0]!);
    });
    const claiming = vi.spyOn(uploads, 'claimUploads');
    const response = await upload(
      writeZip(
        packageOf('Médias purgés', [
          { path: 'media/c.png', bytes: png(CHUNK_BYTES + 7) },
          { path: 'media/d.mp4', bytes: mp4(2 * CHUNK_BYTES) },
        ]),
      ),
    );
    expect(response.status).toBe(500);
    expect(claiming).toHaveBeenCalledOnce();
    await expect(claiming.mock.results[0]!.value).rejects.toThrow('1 of 4 uploads are gone');
    expect(await everything()).toEqual(before);
    expect(await orphanChunks()).toBe(0);
  });

  it('are stored only once the whole package is checked: a refused package stores nothing, nor does the loser of two imports of one program', async () => {
    const before = await everything();
    const writing = vi.spyOn(testApp.app.uploadsRepository, 'writeChunk');
    const broken = packageOf('Médias refusés', [{ path: 'media/e.png', bytes: png(CHUNK_BYTES) }]).map((entry) =>
      entry.name === 'manifest.yaml' ? { ...entry, data: String(entry.data).replace('block: m0', 'block: absent') } : entry,
    );
    expect(await upload(writeZip(broken))).toMatchObject({ status: 422, body: { code: 'INVALID_CONTENT_PACKAGE' } });
    expect(writing).not.toHaveBeenCalled();
    expect(await everything()).toEqual(before);

    // Both store their media; the second to reach the transaction finds the name taken and drops its own.
    const twice = writeZip(packageOf('Médias en double', [{ path: 'media/f.png', bytes: png(CHUNK_BYTES + 5) }]));
    const answers = await Promise.all([upload(twice), upload(twice)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    expect((await everything())!.files).toBe(before!.files + 3);
    expect(await query('SELECT id FROM file_uploads')).toEqual([]);
    expect(await orphanChunks()).toBe(0);
  });

  it('stored by an import that stops before its transaction are never visible, and go with the stale uploads', async () => {
    const folder = folderOf('Médias abandonnés', [{ path: 'media/g.png', bytes: png(CHUNK_BYTES + 3) }]);
    const reading = await readContentPackage(folder);
    if (!reading.ok) throw new Error(JSON.stringify(reading.issues));
    // What a process that stopped right after storing leaves: uploads, no file.
    const stored = await storePackageMedia({ uploads: testApp.app.uploadsRepository, tenantId: demoId, loaded: reading.loaded });
    const ids = [...stored.files, ...stored.activities.flatMap((activity) => activity.files)].map((file) => file.uploadId);
    expect(ids).toHaveLength(3);
    expect((await download(`/api/files/${ids[0]}`)).statusCode).toBe(404);
    const chunksOf = async () => (await query<{ n: number }>('SELECT count(*)::int AS n FROM file_chunks WHERE file_id = ANY($1::uuid[])', [ids]))[0]!.n;
    expect(await chunksOf()).toBe(4);

    await query(`UPDATE file_uploads SET started_at = now() - interval '25 hours' WHERE id = ANY($1::uuid[])`, [ids]);
    const next = await importContentPackage({
      database: testApp.app.database,
      uploads: testApp.app.uploadsRepository,
      tenantId: demoId,
      folder: folderOf('Médias suivants', [{ path: 'media/h.png', bytes: png(1000) }]),
    });
    expect(next.files).toBe(3);
    expect(await chunksOf()).toBe(0);
    expect(await query('SELECT id FROM file_uploads')).toEqual([]);
  });

  it('leave the database to other tenants between their chunks: a learner of another tenant is answered while the import is still storing them', async () => {
    const media = Array.from({ length: 4 }, (_, index) => ({ path: `media/long-${index}.mp4`, bytes: mp4(10 * CHUNK_BYTES) }));
    const total = media.length * 10 + 2;
    const writeChunk = testApp.app.uploadsRepository.writeChunk;
    let written = 0;
    let firstChunkWritten!: () => void;
    const storing = new Promise<void>((resolve) => (firstChunkWritten = resolve));
    vi.spyOn(testApp.app.uploadsRepository, 'writeChunk').mockImplementation(async (...args) => {
      await writeChunk(...args);
      if (++written === 1) firstChunkWritten();
    });
    const finished: string[] = [];
    const importing = upload(writeZip(packageOf('Médias longs', media))).then((answer) => {
      finished.push('import');
      return answer;
    });
    await storing;
    let writtenWhenAnswered = 0;
    const classes = testApp.app
      .inject({ method: 'GET', url: '/api/users/me/classes', headers: { host: hosts.acme, authorization: `Bearer ${acmeLearner}` } })
      .then((answer) => {
        finished.push('acme');
        writtenWhenAnswered = written;
        return answer;
      });
    const [imported, answered] = await Promise.all([importing, classes]);
    expect(imported.status).toBe(201);
    expect(answered.statusCode).toBe(200);
    expect(finished).toEqual(['acme', 'import']);
    expect(written).toBe(total);
    expect(writtenWhenAnswered).toBeLessThan(total);
  });
});
