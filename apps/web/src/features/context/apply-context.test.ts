import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHexColour } from '@espace/domain/contrast';
import { graphicPairs, pairsBelow, resolvedPalette, textPairs } from '../../test/palette';
import { applyColours, applyFavicon, applyHomeScreenImages, colourProperties, splashScreenMedia } from './apply-context';

describe('applyColours', () => {
  it('sets --tenant-<name> on :root with a readable text colour for each', () => {
    const root = document.createElement('div');
    applyColours({ primary: '#c2410c', textMuted: '#4b5563' }, root);
    expect(root.style.getPropertyValue('--tenant-primary')).toBe('#c2410c');
    expect(root.style.getPropertyValue('--tenant-on-primary')).toBe('#ffffff');
    expect(root.style.getPropertyValue('--tenant-text-muted')).toBe('#4b5563');
  });

  it("gives each accent a dark palette's shade, lighter, with the text its buttons carry; the dark grounds and texts stay the app's", () => {
    const root = document.createElement('div');
    applyColours({ primary: '#c2410c', secondary: '#1e293b', background: '#fffbeb', text: '#1c1917' }, root);
    expect(root.style.getPropertyValue('--tenant-dark-primary')).toBe('#d47a55');
    expect(root.style.getPropertyValue('--tenant-dark-on-primary')).toBe('#111827');
    expect(root.style.getPropertyValue('--tenant-dark-secondary')).toBe('#8f949d');
    expect(root.style.getPropertyValue('--tenant-dark-background')).toBe('');
    expect(root.style.getPropertyValue('--tenant-dark-text')).toBe('');
  });

  it('keeps a text colour the tenant chose itself', () => {
    const root = document.createElement('div');
    applyColours({ primary: '#fde047', onPrimary: '#000000' }, root);
    expect(root.style.getPropertyValue('--tenant-on-primary')).toBe('#000000');
  });

  it('draws an accent too light to read in a darker shade of it, reaching 4.5:1 on white and on the background', () => {
    const properties = new Map(colourProperties({ primary: '#facc15', secondary: '#0f766e', background: '#fffbeb', warning: '#facc15' }, () => true));
    const primary = properties.get('--tenant-primary') ?? '';
    expect(primary).not.toBe('#facc15');
    for (const ground of ['#ffffff', '#fffbeb']) expect(contrastRatio(parseHexColour(primary)!, parseHexColour(ground)!)).toBeGreaterThanOrEqual(4.5);
    expect(properties.get('--tenant-on-primary')).toBe('#ffffff');
    // A legible accent, and colours that are not accents, stay as the tenant chose them.
    expect(properties.get('--tenant-secondary')).toBe('#0f766e');
    expect(properties.get('--tenant-warning')).toBe('#facc15');
  });
});

describe("the tenants' colours in both palettes", () => {
  // The seeded tenants' metas.colours (apps/api/src/seed).
  const tenants = {
    demo: { primary: '#1d4ed8', secondary: '#0f766e', background: '#f8fafc', text: '#0f172a' },
    acme: { primary: '#c2410c', secondary: '#1e293b', background: '#fffbeb', text: '#1c1917' },
  };
  it.each(Object.entries(tenants).flatMap(([tenant, colours]) => (['light', 'chosenDark'] as const).map((block) => [tenant, block, colours] as const)))(
    '%s, %s palette: every text reaches 4.5:1 on its grounds, every edge 3:1',
    (_tenant, block, colours) => {
      const palette = resolvedPalette(block, new Map(colourProperties(colours, () => true)));
      expect(pairsBelow(palette, textPairs, 4.5)).toEqual([]);
      expect(pairsBelow(palette, graphicPairs, 3)).toEqual([]);
    },
  );
});

describe('applyFavicon', () => {
  it('points the icon link at the tenant favicon', () => {
    const head = document.createElement('head');
    applyFavicon('/api/contexts/demo/assets/favicon.svg', head);
    const link = head.querySelector('link[rel="icon"]');
    expect(link?.getAttribute('href')).toBe('/api/contexts/demo/assets/favicon.svg');
    expect(link?.getAttribute('type')).toBe('image/svg+xml');
    applyFavicon(null, head);
    expect(head.querySelectorAll('link[rel="icon"]')).toHaveLength(1);
  });

  it('drops the SVG type for an uploaded PNG favicon, which a browser would otherwise not read', () => {
    const head = document.createElement('head');
    applyFavicon('/api/contexts/demo/assets/favicon.svg', head);
    applyFavicon('/api/contexts/demo/assets/favicon-0123456789ab.png', head);
    const link = head.querySelector('link[rel="icon"]');
    expect(link?.getAttribute('href')).toBe('/api/contexts/demo/assets/favicon-0123456789ab.png');
    expect(link?.hasAttribute('type')).toBe(false);
  });
});

describe('applyHomeScreenImages', () => {
  const assets = {
    logos: { main: null, small: null },
    favicon: null,
    touchIcons: [
      { url: '/icons/512.png', size: 512 },
      { url: '/icons/192.png', size: 192 },
    ],
    splashScreens: [
      { url: '/splash/750.png', width: 750, height: 1334 },
      { url: '/splash/1125.png', width: 1125, height: 2436 },
      { url: '/splash/odd.png', width: 999, height: 999 },
    ],
    signature: null,
  };

  it('gives iOS the smallest icon of at least 180 px and one launch image per known iPhone screen', () => {
    const head = document.createElement('head');
    applyHomeScreenImages(assets, head);
    applyHomeScreenImages(assets, head);
    expect([...head.querySelectorAll('link[rel="apple-touch-icon"]')].map((link) => link.getAttribute('href'))).toEqual(['/icons/192.png']);
    const splashes = [...head.querySelectorAll('link[rel="apple-touch-startup-image"]')];
    expect(splashes.map((link) => link.getAttribute('href'))).toEqual(['/splash/750.png', '/splash/1125.png']);
    expect(splashes[1]?.getAttribute('media')).toBe(splashScreenMedia({ width: 1125, height: 2436 }));
  });

  it('matches the X launch image to its 375×812 CSS pixels at ratio 3', () => {
    expect(splashScreenMedia({ width: 1125, height: 2436 })).toBe(
      '(device-width: 375px) and (device-height: 812px) and (-webkit-device-pixel-ratio: 3) and (orientation: portrait)',
    );
    expect(splashScreenMedia({ width: 999, height: 999 })).toBeNull();
  });
});
