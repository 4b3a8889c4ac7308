import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHexColour } from '../contrast';
import { darkThemeGrounds } from '../display/theme-colours';
import { contrastFindings, isCalendarDate, keepsASignIn, needsNewVersion, proposedShade } from './tenant-settings';

const demo = { primary: '#1d4ed8', secondary: '#0f766e', background: '#f8fafc', text: '#0f172a' };
const ratio = (first: string, second: string) => contrastRatio(parseHexColour(first)!, parseHexColour(second)!);

describe('contrastFindings', () => {
  it('finds nothing wrong with readable colours', () => {
    expect(contrastFindings(demo)).toEqual([]);
  });

  it('refuses a pale primary with its lowest ratio (rounded down) and a darker shade that passes', () => {
    const [finding, ...others] = contrastFindings({ ...demo, primary: '#facc15' });
    expect(others).toEqual([]);
    // The background, a little darker than white, is where it reads worst.
    expect(finding).toMatchObject({ theme: 'light', colour: 'primary', against: '#f8fafc', ratio: 1.46, minimum: 4.5, proposed: '#8a700c' });
    expect(finding!.proposed).toMatch(/^#[0-9a-f]{6}$/);
    expect(ratio(finding!.proposed!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(ratio(finding!.proposed!, demo.background)).toBeGreaterThanOrEqual(4.5);
  });

  it('never shows a failing ratio as passing: 4.478 reads 4.47, not 4.48', () => {
    expect(contrastFindings({ ...demo, background: '#ffffff', primary: '#777777' })[0]).toMatchObject({ colour: 'primary', against: '#ffffff', ratio: 4.47 });
  });

  it('judges the text on the background, and the secondary colour as an accent', () => {
    const findings = contrastFindings({ ...demo, text: '#9ca3af', secondary: '#5eead4' });
    expect(findings.map((finding) => [finding.colour, finding.against])).toEqual([
      ['text', '#f8fafc'],
      ['secondary', '#f8fafc'],
    ]);
  });

  it('measures an accent against white when the background is darker (white text on its buttons)', () => {
    const [finding] = contrastFindings({ ...demo, background: '#1f2937', text: '#f9fafb', primary: '#60a5fa' });
    expect(finding).toMatchObject({ colour: 'primary', against: '#ffffff' });
  });

  it('judges both themes and says which one fails: the dark one on the shades it derives from the accents', () => {
    // 7:1 (AAA) is more than the demo's blue reaches on white, and more than its dark shade reaches on the dark surfaces.
    const findings = contrastFindings(demo, 7);
    expect(findings.map((finding) => [finding.theme, finding.colour])).toEqual([
      ['light', 'primary'],
      ['light', 'secondary'],
      ['dark', 'primary'],
      ['dark', 'secondary'],
    ]);
    const darkPrimary = findings.find((finding) => finding.theme === 'dark' && finding.colour === 'primary');
    // The dark shade of #1d4ed8 is #6c8ce6, weakest on the cards' surface; nothing to propose, the admin does not pick it.
    expect(darkPrimary).toMatchObject({ against: darkThemeGrounds.surface, ratio: 4.54, minimum: 7, proposed: null });
  });

  it("passes both seeded tenants' colours in both themes", () => {
    expect(contrastFindings(demo)).toEqual([]);
    expect(contrastFindings({ primary: '#c2410c', secondary: '#1e293b', background: '#fffbeb', text: '#1c1917' })).toEqual([]);
  });

  it("never refuses a colour for the dark theme at 4.5:1: a tenant's accent always has a dark shade that reads", () => {
    const hex = fc
      .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
      .map((rgb) => `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`);
    fc.assert(
      fc.property(hex, hex, (primary, secondary) => {
        expect(contrastFindings({ ...demo, primary, secondary }).filter((finding) => finding.theme === 'dark')).toEqual([]);
      }),
    );
  });

  it('proposes a shade that passes for any colour it refuses on a light background', () => {
    const hex = fc
      .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
      .map((rgb) => `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`);
    fc.assert(
      fc.property(hex, (primary) => {
        for (const finding of contrastFindings({ ...demo, primary })) {
          expect(finding.proposed).not.toBeNull();
          expect(ratio(finding.proposed!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
          expect(ratio(finding.proposed!, demo.background)).toBeGreaterThanOrEqual(4.5);
        }
      }),
    );
  });
});

describe('proposedShade', () => {
  it('gives a colour that already passes back as it is', () => {
    expect(proposedShade('#1d4ed8', ['#ffffff'])).toBe('#1d4ed8');
  });
  it('lightens when darkening cannot help (light text on a dark background)', () => {
    const shade = proposedShade('#4b5563', ['#111827']);
    expect(shade).not.toBeNull();
    expect(ratio(shade!, '#111827')).toBeGreaterThanOrEqual(4.5);
  });
  it('gives null when no shade passes against both grounds, or a colour cannot be judged', () => {
    expect(proposedShade('#777777', ['#ffffff', '#000000'], 7)).toBeNull();
    expect(proposedShade('red', ['#ffffff'])).toBeNull();
  });
});

describe('keepsASignIn', () => {
  it.each([
    [{ internal: true, sso: false }, true],
    [{ internal: false, sso: true }, true],
    [{ internal: false, sso: false }, false],
  ])('%o → %s', (authentication, expected) => {
    expect(keepsASignIn(authentication)).toBe(expected);
  });
});

describe('needsNewVersion', () => {
  const v1 = { version: '1.0', content: '<p>A</p>' };
  it.each([
    ['the same text', v1, v1, false],
    ['a new text under a new version', v1, { version: '1.1', content: '<p>B</p>' }, false],
    ['a new text under the same version', v1, { ...v1, content: '<p>B</p>' }, true],
    ['a first text', null, v1, false],
    ['a text withdrawn', v1, null, false],
  ])('%s', (_case, before, after, expected) => {
    expect(needsNewVersion(before, after)).toBe(expected);
  });
});

describe('isCalendarDate', () => {
  it.each([
    ['2026-11-23', true],
    ['2026-02-30', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-11-32', false],
    ['23/11/2026', false],
    ['2026-11-23T10:00:00Z', false],
  ])('%s → %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });
});
