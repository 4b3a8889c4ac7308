/**
 * A content package heavy with media, zipped to a file: videos and images of random bytes (as
 * incompressible as real media) behind the signatures their types need (content/media-types.ts),
 * stored in the zip as a packager stores media, one page per file in one course.
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { writeZip, type ZipEntryInput } from '../../apps/api/src/test/zip-writer';

const MB = 1024 * 1024;
const PNG_HEAD = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const MP4_HEAD = Buffer.concat([Buffer.from([0, 0, 0, 0x1c]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2mp41')]);
const withHead = (head: Buffer, size: number) => Buffer.concat([head, randomBytes(size - head.length)]);

export interface MediaPackage {
  files: number;
  bytes: number;
}

/**
 * Writes the zip of a program named `name` holding about `totalMb` of media: videos of 40 MB (under
 * the 50 MB of a video) and, for the rest, images of 2 MB (under the 5 MB of an image).
 */
export function writeMediaPackage(zipPath: string, name: string, totalMb: number): MediaPackage {
  const videos = Math.floor((totalMb * 0.8) / 40);
  const images = Math.max(1, Math.round((totalMb - videos * 40) / 2));
  const media = [
    ...Array.from({ length: videos }, (_, index) => ({
      path: `media/video-${index}.mp4`,
      bytes: withHead(MP4_HEAD, 40 * MB),
      alternative: 'transcript: Une vidéo',
    })),
    ...Array.from({ length: images }, (_, index) => ({ path: `media/image-${index}.png`, bytes: withHead(PNG_HEAD, 2 * MB), alternative: 'alt: Une image' })),
  ];
  const manifest = `format: 1
program: { name: ${name}, state: DRAFT }
categories: [{ key: media, title: Médias }]
files:
${media.map(({ path, alternative }) => `  - { path: ${path}, ${alternative} }`).join('\n')}
blocks:
${media.map(({ path }, index) => `  - { key: m${index}, title: Média ${index}, type: slide, content: { sections: [{ id: s, rows: [{ id: r, type: media-internal, appFileId: "file:${path}" }] }] } }`).join('\n')}
courses:
  - key: media
    title: Les médias
    state: DRAFT
    category: media
    nodes:
      - { type: container, children: [${media.map((_, index) => `{ type: block, block: m${index} }`).join(', ')}] }
`;
  const entries: ZipEntryInput[] = [{ name: 'manifest.yaml', data: manifest, deflate: true }, ...media.map(({ path, bytes }) => ({ name: path, data: bytes }))];
  writeFileSync(zipPath, writeZip(entries));
  return { files: media.length, bytes: media.reduce((sum, { bytes }) => sum + bytes.length, 0) };
}
