import { describe, expect, it } from 'vitest';
import { videoEmbedUrl, videoIdFromLink } from './video-links';

describe('videoIdFromLink (docs/product/lessons.md#links)', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['http://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=10', 'dQw4w9WgXcQ'],
    ['  https://YOUTU.BE/a_b-C1d2E3f  ', 'a_b-C1d2E3f'],
  ])('plays %s', (link, id) => {
    expect(videoIdFromLink(link)).toBe(id);
  });

  it.each([
    ['an embed URL', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['a playlist', 'https://www.youtube.com/playlist?list=PL123'],
    ['a watch URL without id', 'https://www.youtube.com/watch'],
    ['an id of the wrong length', 'https://youtu.be/abc'],
    ['an id with a path after it', 'https://youtu.be/dQw4w9WgXcQ/extra'],
    ['an id with forbidden characters', 'https://www.youtube.com/watch?v=dQw4w9WgX%22'],
    ['a look-alike host', 'https://youtube.com.evil.test/watch?v=dQw4w9WgXcQ'],
    ['another site', 'https://vimeo.com/123456'],
    ['credentials in the URL', 'https://user:pw@www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['a javascript: URL', 'javascript:alert(1)//youtu.be/dQw4w9WgXcQ'],
    ['not a URL', 'youtu.be/dQw4w9WgXcQ'],
    ['an empty string', ''],
  ])('refuses %s', (_what, link) => {
    expect(videoIdFromLink(link)).toBeNull();
  });

  it('embeds through the privacy-enhanced host', () => {
    expect(videoEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(videoEmbedUrl('https://vimeo.com/1')).toBeNull();
  });
});
