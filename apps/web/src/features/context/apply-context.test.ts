import { describe, expect, it } from 'vitest';
import { applyColours, applyFavicon } from './apply-context';

describe('applyColours', () => {
  it('sets --color-<name> on :root with a readable text colour for each', () => {
    const root = document.createElement('div');
    applyColours({ primary: '#c2410c', textMuted: '#4b5563' }, root);
    expect(root.style.getPropertyValue('--color-primary')).toBe('#c2410c');
    expect(root.style.getPropertyValue('--color-on-primary')).toBe('#ffffff');
    expect(root.style.getPropertyValue('--color-text-muted')).toBe('#4b5563');
  });

  it('keeps a text colour the tenant chose itself', () => {
    const root = document.createElement('div');
    applyColours({ primary: '#fde047', onPrimary: '#000000' }, root);
    expect(root.style.getPropertyValue('--color-on-primary')).toBe('#000000');
  });
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
});
