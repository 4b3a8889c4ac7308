import { describe, expect, it } from 'vitest';
import { imageFileProblem, imagePreview } from './settings-images-rules';

describe('imageFileProblem', () => {
  it.each([
    [{ type: 'image/png', size: 1000 }, null],
    [{ type: 'image/jpeg', size: 5 * 1024 * 1024 }, null],
    [{ type: 'image/webp', size: 5 * 1024 * 1024 + 1 }, 'size'],
    [{ type: 'image/svg+xml', size: 1000 }, 'type'],
    [{ type: '', size: 1000 }, 'type'],
  ])('%j → %s', (file, problem) => {
    expect(imageFileProblem(file)).toBe(problem);
  });
});

describe('imagePreview', () => {
  const assets = {
    logos: { main: '/logo.png', small: '/small.png' },
    favicon: '/favicon.png',
    touchIcons: [
      { url: '/192.png', size: 192 },
      { url: '/512.png', size: 512 },
    ],
    splashScreens: [{ url: '/splash.jpg', width: 640, height: 1136 }],
  };
  it('shows the logo, the largest touch icon (else the favicon) and the first splash screen', () => {
    expect([imagePreview(assets, 'logo'), imagePreview(assets, 'icon'), imagePreview(assets, 'splash')]).toEqual(['/logo.png', '/512.png', '/splash.jpg']);
    expect(imagePreview({ ...assets, touchIcons: [] }, 'icon')).toBe('/favicon.png');
    expect(imagePreview({ logos: { main: null, small: null }, favicon: null, touchIcons: [], splashScreens: [] }, 'splash')).toBeNull();
  });
});
