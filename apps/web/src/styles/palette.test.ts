import { darkThemeAccent, darkThemeGrounds } from '@espace/domain/display/theme-colours';
import { describe, expect, it } from 'vitest';
import { declarationsOf, graphicPairs, pairsBelow, resolvedPalette, textPairs } from '../test/palette';

describe('the palettes (palette.css)', () => {
  it.each(['light', 'chosenDark'] as const)('%s: every text reaches 4.5:1 on its grounds, every edge and chart colour 3:1', (block) => {
    const palette = resolvedPalette(block);
    expect(pairsBelow(palette, textPairs, 4.5)).toEqual([]);
    expect(pairsBelow(palette, graphicPairs, 3)).toEqual([]);
  });

  it('draws the dark palette the same whether the learner chose it or the device says dark', () => {
    expect(declarationsOf('systemDark')).toEqual(declarationsOf('chosenDark'));
  });

  it('sets the colour scheme of each palette, so form controls and scrollbars follow', () => {
    expect(declarationsOf('light').get('color-scheme')).toBe('light');
    expect(declarationsOf('chosenDark').get('color-scheme')).toBe('dark');
  });

  it("has the dark grounds a tenant's accents are shaded for (domain/display/theme-colours)", () => {
    const dark = resolvedPalette('chosenDark');
    expect([dark.get('--color-background'), dark.get('--color-surface'), dark.get('--color-info-surface')]).toEqual([
      darkThemeGrounds.background,
      darkThemeGrounds.surface,
      darkThemeGrounds.infoSurface,
    ]);
  });

  it('gives the built-in accents, without a tenant, the dark shades a tenant with the same colours gets', () => {
    const light = resolvedPalette('light');
    const dark = resolvedPalette('chosenDark');
    for (const accent of ['primary', 'secondary']) {
      const shade = darkThemeAccent(light.get(`--color-${accent}`)!)!;
      expect([dark.get(`--color-${accent}`), dark.get(`--color-on-${accent}`)]).toEqual([shade.colour, shade.onColour]);
    }
  });

  it('lets a tenant colour only what the dark palette derives from its accents', () => {
    const tenantReferences = [...declarationsOf('chosenDark').values()].flatMap((value) => /var\((--tenant-[\w-]+)/.exec(value)?.[1] ?? []);
    expect(tenantReferences.sort()).toEqual(['--tenant-dark-on-primary', '--tenant-dark-on-secondary', '--tenant-dark-primary', '--tenant-dark-secondary']);
  });
});
