import { tenantImageKinds } from '@espace/domain/admin/tenant-images';
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
    signature: '/signature.png',
  };
  const none = { logos: { main: null, small: null }, favicon: null, touchIcons: [], splashScreens: [], signature: null };
  it('shows the logo, the largest touch icon (else the favicon), the first splash screen and the signature', () => {
    expect(tenantImageKinds.map((kind) => imagePreview(assets, kind))).toEqual(['/logo.png', '/512.png', '/splash.jpg', '/signature.png']);
    expect(imagePreview({ ...assets, touchIcons: [] }, 'icon')).toBe('/favicon.png');
  });
  it('shows none of a kind the tenant has not uploaded', () => {
    expect(tenantImageKinds.map((kind) => imagePreview(none, kind))).toEqual([null, null, null, null]);
  });
});
