import { describe, expect, it } from 'vitest';
import { checkMedia } from './media-types';

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const text = (value: string) => new TextEncoder().encode(value);

describe('checkMedia', () => {
  it.each([
    ['a.png', png, false, { ok: true, type: 'image/png', fileType: 'image' }],
    ['A.PNG', png, false, { ok: true, type: 'image/png', fileType: 'image' }],
    ['a.pdf', text('%PDF-1.4'), false, { ok: true, type: 'application/pdf', fileType: 'pdf' }],
    ['a.mp3', Uint8Array.from([0x49, 0x44, 0x33, 4]), false, { ok: true, type: 'audio/mpeg', fileType: 'audio' }],
    ['a.mp3', Uint8Array.from([0xff, 0xf3, 0x44]), false, { ok: true, type: 'audio/mpeg', fileType: 'audio' }],
    ['a.svg', text('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"></svg>'), false, { ok: true, type: 'image/svg+xml', fileType: 'image' }],
    ['index.html', text('<!doctype html><html lang="fr"></html>'), true, { ok: true, type: 'text/html', fileType: 'activity' }],
    ['activity.js', text('"use strict";'), true, { ok: true, type: 'text/javascript', fileType: 'activity' }],
  ])('stores %s', (path, bytes, inActivity, expected) => {
    expect(checkMedia(path, bytes.length, bytes, inActivity)).toEqual(expected);
  });

  it.each([
    ['notes.txt', text('hello'), false, 'type not allowed: ".txt"'],
    ['index.html', text('<html></html>'), false, 'type not allowed: ".html"'],
    ['run.js', text('1'), false, 'type not allowed: ".js"'],
    ['a.exe', text('MZ'), true, 'type not allowed: ".exe"'],
    ['fake.png', text('not a png'), false, 'the content is not image/png'],
    ['fake.pdf', png, false, 'the content is not application/pdf'],
    ['empty.png', new Uint8Array(0), false, 'the file is empty'],
    ['huge.svg', new Uint8Array(2 * 1024 * 1024), false, 'over the 1 MB limit'],
  ])('refuses %s', (path, bytes, inActivity, message) => {
    const check = checkMedia(path, bytes.length, bytes, inActivity);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.message).toContain(message);
  });

  it('judges the size by the size given, not by the bytes read of the start', () => {
    const head = text('<svg xmlns="http://www.w3.org/2000/svg">');
    expect(checkMedia('big.svg', 2 * 1024 * 1024, head, false)).toMatchObject({ ok: false, message: expect.stringContaining('over the 1 MB limit') });
    expect(checkMedia('clip.mp4', 49 * 1024 * 1024, head, false)).toEqual({ ok: true, type: 'video/mp4', fileType: 'video' });
  });
});
