import { describe, expect, it } from 'vitest';
import { checkMediaAlternatives, MAX_CAPTIONS_BYTES, readCaptions } from './media-alternatives';

const file = (extra: object = {}) => ({ path: 'media/x', ...extra });
const text = (value: string) => new TextEncoder().encode(value);

describe('media alternatives of a package file', () => {
  it.each([
    ['an image with alt', file({ alt: 'Un sourire' }), 'image', [], []],
    ['a decorative image (alt "")', file({ alt: '' }), 'image', [], []],
    ['an image without alt', file(), 'image', [], ['files[0].alt']],
    ['audio without transcript', file(), 'audio', [], ['files[0].transcript']],
    ['audio with its transcript', file({ transcript: 'Bonjour' }), 'audio', [], []],
    ['a video with captions', file({ captions: 'media/x.vtt' }), 'video', [], []],
    ['a video with a transcript only', file({ transcript: 'Bonjour' }), 'video', [], []],
    ['a bare video', file(), 'video', [], ['files[0].captions']],
    ['alt on a PDF', file({ alt: 'x' }), 'pdf', ['files[0].alt'], []],
    ['captions on audio', file({ captions: 'a.vtt', transcript: 't' }), 'audio', ['files[0].captions'], []],
    ['a transcript on an image', file({ alt: 'x', transcript: 't' }), 'image', ['files[0].transcript'], []],
  ] as const)('%s', (_case, entry, fileType, issues, warnings) => {
    const result = checkMediaAlternatives(entry, fileType, 0);
    expect(result.issues.map((issue) => issue.path)).toEqual(issues);
    expect(result.warnings.map((warning) => warning.path)).toEqual(warnings);
  });

  it('never suggests the file name as a text alternative', () => {
    const { warnings } = checkMediaAlternatives(file({ path: 'media/sourire.png' }), 'image', 0);
    expect(warnings[0]?.message).toContain('no text alternative');
  });
});

describe('captions files', () => {
  it('reads WebVTT, with or without a byte order mark', () => {
    expect(readCaptions(text('WEBVTT\n\n00:00.000 --> 00:02.000\nBonjour'))).toEqual({ ok: true, text: 'WEBVTT\n\n00:00.000 --> 00:02.000\nBonjour' });
    expect(readCaptions(text('\uFEFFWEBVTT - titre\n'))).toMatchObject({ ok: true, text: 'WEBVTT - titre\n' });
  });

  it('refuses anything else, and files over the limit', () => {
    expect(readCaptions(text('1\n00:00:00,000 --> 00:00:02,000\nSRT'))).toMatchObject({ ok: false });
    expect(readCaptions(text('WEBVTTX'))).toMatchObject({ ok: false });
    expect(readCaptions(new Uint8Array(MAX_CAPTIONS_BYTES + 1))).toMatchObject({ ok: false });
  });
});
