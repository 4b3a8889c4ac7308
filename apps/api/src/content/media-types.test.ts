import { describe, expect, it } from 'vitest';
import { checkMedia, sniffType } from './media-types';

// A PNG's signature and the start of its header chunk: what file-type reads it by.
const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
// An ID3 tag longer than the head read (album art): file-type reads it as MP3 all the same.
const id3 = Uint8Array.from({ length: 4096 }, (_, index) => [0x49, 0x44, 0x33, 4, 0, 0, 0, 0x06, 0, 0][index] ?? 0);
const text = (value: string) => new TextEncoder().encode(value);

describe('checkMedia', () => {
  it.each([
    ['a.png', png, false, { ok: true, type: 'image/png', fileType: 'image' }],
    ['A.PNG', png, false, { ok: true, type: 'image/png', fileType: 'image' }],
    ['a.pdf', text('%PDF-1.4'), false, { ok: true, type: 'application/pdf', fileType: 'pdf' }],
    ['a.mp3', id3, false, { ok: true, type: 'audio/mpeg', fileType: 'audio' }],
    ['a.mp3', Uint8Array.from([0xff, 0xf3, 0x44, 0xc4, 0, 0, 0, 0]), false, { ok: true, type: 'audio/mpeg', fileType: 'audio' }],
    ['a.svg', text('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"></svg>'), false, { ok: true, type: 'image/svg+xml', fileType: 'image' }],
    ['index.html', text('<!doctype html><html lang="fr"></html>'), true, { ok: true, type: 'text/html', fileType: 'activity' }],
    ['activity.js', text('"use strict";'), true, { ok: true, type: 'text/javascript', fileType: 'activity' }],
  ])('stores %s', async (path, bytes, inActivity, expected) => {
    expect(checkMedia(path, bytes.length, bytes, inActivity, await sniffType(bytes))).toEqual(expected);
  });

  it.each([
    ['notes.txt', text('hello'), false, 'type not allowed: ".txt"'],
    ['index.html', text('<html></html>'), false, 'type not allowed: ".html"'],
    ['run.js', text('1'), false, 'type not allowed: ".js"'],
    ['a.exe', text('MZ'), true, 'type not allowed: ".exe"'],
    ['fake.png', text('not a png'), false, 'the content is not image/png'],
    ['fake.pdf', png, false, 'the content is not application/pdf'],
    ['random.mp4', Uint8Array.from({ length: 4096 }, (_, index) => (index * 7919) % 251), false, 'the content is not video/mp4'],
    ['sound.mp4', Uint8Array.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0]), false, 'the content is not video/mp4'],
    ['film.webm', png, false, 'the content is not video/webm'],
    ['empty.png', new Uint8Array(0), false, 'the file is empty'],
    ['huge.svg', new Uint8Array(2 * 1024 * 1024), false, 'over the 1 MB limit'],
  ])('refuses %s', async (path, bytes, inActivity, message) => {
    const check = checkMedia(path, bytes.length, bytes, inActivity, await sniffType(bytes));
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.message).toContain(message);
  });

  it('judges the size by the size given, not by the bytes read of the start', () => {
    const head = text('<svg xmlns="http://www.w3.org/2000/svg">');
    expect(checkMedia('big.svg', 2 * 1024 * 1024, head, false, undefined)).toMatchObject({
      ok: false,
      message: expect.stringContaining('over the 1 MB limit'),
    });
    const mp4 = Uint8Array.from([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypmp42'), 0, 0, 0, 0, ...new TextEncoder().encode('isommp42')]);
    expect(checkMedia('clip.mp4', 49 * 1024 * 1024, mp4, false, 'video/mp4')).toEqual({ ok: true, type: 'video/mp4', fileType: 'video' });
  });
});
