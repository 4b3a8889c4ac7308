import { appFileSchema } from '@espace/contracts/files';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDir } from '../seed/write-catalogue';
import { createTestApp, hosts, signIn, type TestApp } from '../test/test-app';
import { importContentFolder } from './import-content-package';

/**
 * A package's media alternatives (an image's alt, a sound's transcript, a
 * video's WebVTT captions) and its course's language are stored, served with the file, and what
 * is missing is told as a warning without stopping the import.
 */
let testApp: TestApp;
let scratch: string;
let admin: string;

const VTT = 'WEBVTT\n\n00:00.000 --> 00:02.000\nBonjour et bienvenue !\n';

function writePackage(): string {
  const folder = join(scratch, 'alternatives');
  mkdirSync(join(folder, 'media'), { recursive: true });
  copyFileSync(join(contentDir, 'demo-program/media/sourire.png'), join(folder, 'media/sourire.png'));
  copyFileSync(join(contentDir, 'demo-program/media/comptoir.svg'), join(folder, 'media/comptoir.svg'));
  copyFileSync(join(contentDir, 'demo-program/media/message-accueil.mp3'), join(folder, 'media/accueil.mp3'));
  // The importer reads no signature for videos: any bytes stand for one here.
  // The start of a WebM file (its EBML header, DocType webm): what the type is checked on.
  writeFileSync(join(folder, 'media/clip.webm'), Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d42878104428581021853806701', 'hex'));
  writeFileSync(join(folder, 'media/clip.vtt'), VTT);
  writeFileSync(
    join(folder, 'manifest.yaml'),
    `format: 1
program: { name: Alternatives, state: PUBLISHED }
categories: [{ key: cat, title: Alternatives }]
files:
  - { path: media/sourire.png, alt: Un visage souriant. }
  - { path: media/comptoir.svg }
  - { path: media/accueil.mp3, transcript: Bonjour et bienvenue ! }
  - { path: media/clip.webm, captions: media/clip.vtt }
courses:
  - key: english
    title: In English
    state: PUBLISHED
    category: cat
    language: en
    nodes:
      - type: container
        children:
          - type: block
            block:
              title: Media
              type: slide
              content:
                sections:
                  - id: s
                    rows:
                      - { id: img, type: media-internal, appFileId: file:media/sourire.png }
                      - { id: svg, type: media-internal, appFileId: file:media/comptoir.svg }
                      - { id: mp3, type: media-internal, appFileId: file:media/accueil.mp3 }
                      - { id: clip, type: media-internal, appFileId: file:media/clip.webm }
`,
  );
  return folder;
}

beforeAll(async () => {
  testApp = await createTestApp();
  scratch = mkdtempSync(join(tmpdir(), 'media-alternatives-'));
  admin = await signIn(testApp.app, hosts.demo, { email: 'admin@demo.test', password: 'Admin#2026' });
});
afterAll(async () => {
  await testApp.close();
  rmSync(scratch, { recursive: true, force: true });
});

const get = (url: string) => testApp.app.inject({ method: 'GET', url, headers: { host: hosts.demo, authorization: `Bearer ${admin}` } });

describe('media alternatives and course language through the importer', () => {
  it('imports with a warning for the image without alt, and serves each alternative with its file', async () => {
    const summary = await importContentFolder(testApp.testDatabase.database, { folder: writePackage(), contextAlias: 'demo' });
    expect(summary.warnings).toEqual([
      {
        path: 'files[1].alt',
        code: 'ALT_MISSING',
        values: { file: 'media/comptoir.svg' },
        message: expect.stringContaining('"media/comptoir.svg" has no text alternative'),
      },
    ]);

    const files = await testApp.testDatabase.database.query<{ id: string; name: string }>(
      `SELECT f.id, f.name FROM files f JOIN contexts c ON c.id = f.context_id WHERE c.alias = 'demo' AND f.name IN ('sourire.png', 'comptoir.svg', 'accueil.mp3', 'clip.webm')
        ORDER BY f.created_at DESC`,
    );
    const idOf = (name: string) => files.find((file) => file.name === name)?.id ?? '';
    const meta = async (name: string) => appFileSchema.parse((await get(`/api/files/${idOf(name)}`)).json());
    expect(await meta('sourire.png')).toMatchObject({ alt: 'Un visage souriant.', transcript: null, hasCaptions: false });
    expect(await meta('comptoir.svg')).toMatchObject({ alt: null });
    expect(await meta('accueil.mp3')).toMatchObject({ transcript: 'Bonjour et bienvenue !' });
    expect(await meta('clip.webm')).toMatchObject({ hasCaptions: true });

    const captions = await get(`/api/files/${idOf('clip.webm')}/captions`);
    expect(captions.statusCode).toBe(200);
    expect(captions.headers['content-type']).toContain('text/vtt');
    expect(captions.body).toBe(VTT);
    expect((await get(`/api/files/${idOf('accueil.mp3')}/captions`)).statusCode).toBe(404);

    const [course] = await testApp.testDatabase.database.query<{ language: string | null }>(`SELECT language FROM courses WHERE title = 'In English'`);
    expect(course?.language).toBe('en');
  });

  it('refuses captions that are not WebVTT, naming the field', async () => {
    const folder = writePackage();
    writeFileSync(join(folder, 'media/clip.vtt'), '1\n00:00:00,000 --> 00:00:02,000\nSRT\n');
    writeFileSync(join(folder, 'manifest.yaml'), readFileSync(join(folder, 'manifest.yaml'), 'utf8').replace('name: Alternatives', 'name: Alternatives 2'));
    await expect(importContentFolder(testApp.testDatabase.database, { folder, contextAlias: 'demo' })).rejects.toMatchObject({
      issues: [{ path: 'files[3].captions', message: expect.stringContaining('not a WebVTT file') }],
    });
  });
});
