import { contrastRatio, MINIMUM_TEXT_CONTRAST, parseHexColour, shadeReaching } from '../contrast';
import { darkThemeAccent, darkThemeGrounds, type Theme } from '../display/theme-colours';
import { contactLimits } from './contact-address';

/**
 * A tenant's settings as its admin writes them (docs/administration.md#settings): the limits of what
 * may be typed, and the rules a whole set of settings must keep (readable colours, a way to sign in,
 * a changed text published as a new version).
 */

export const tenantSettingsLimits = {
  name: 120,
  legalVersion: 40,
  /** A legal text's HTML. */
  legalContent: 100_000,
  url: 2_000,
  supportContact: contactLimits.supportContact,
  helpContact: contactLimits.helpContact,
  labelKey: 200,
  labelText: 1_000,
  labelsPerLocale: 500,
} as const;

/** The colours the settings screen edits: the ones the app paints every screen with. */
export const editableColours = ['primary', 'secondary', 'background', 'text'] as const;
export type EditableColour = (typeof editableColours)[number];
export type EditableColours = Record<EditableColour, string>;

/** '#rgb' or '#rrggbb': the only colours whose contrast can be judged. */
export const hexColourPattern = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
/** YYYY-MM-DD, a real day. */
export const isCalendarDate = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  // A month or day out of range is an invalid Date (month 13) or another day (30 February → 2 March).
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

const white = '#ffffff';

/** A colour that reads too faintly on another one in one of the themes, and the shade of it to use instead. */
export interface ContrastFinding {
  /** The theme in which it fails: the light one draws the tenant's colours, the dark one shades derived from them. */
  theme: Theme;
  colour: EditableColour;
  /** What it was measured against: a ground (the background, a dark surface) or the text on a button of this colour. */
  against: string;
  /** The ratio reached, rounded down to two decimals so a failing one never shows as 4.5. */
  ratio: number;
  minimum: number;
  /**
   * The first darker (else lighter) shade that passes against everything this colour is drawn with
   * in the light theme; null when none does, and in the dark theme, whose shades are derived rather than chosen.
   */
  proposed: string | null;
}

const floor2 = (ratio: number) => Math.floor(ratio * 100) / 100;

/** The first shade of `colour` that reaches `minimum` against every ground: darker (the brand stays recognisable), else lighter. */
export const proposedShade = (colour: string, grounds: readonly string[], minimum = MINIMUM_TEXT_CONTRAST): string | null =>
  shadeReaching(colour, grounds, 'black', minimum) ?? shadeReaching(colour, grounds, 'white', minimum);

/** The ground among `grounds` on which `colour` reads worst, with the ratio it reaches there; null when nothing can be judged. */
function worstContrast(colour: string, grounds: readonly string[]): { against: string; ratio: number } | null {
  const rgb = parseHexColour(colour);
  if (rgb === null) return null;
  let worst: { against: string; ratio: number } | null = null;
  for (const ground of grounds) {
    const groundRgb = parseHexColour(ground);
    if (groundRgb === null) continue;
    const ratio = contrastRatio(rgb, groundRgb);
    if (worst === null || ratio < worst.ratio) worst = { against: ground.toLowerCase(), ratio };
  }
  return worst;
}

/**
 * WCAG 1.4.3 for a tenant's colours, in both themes. Light: the text colour on the background, and
 * each accent (primary, secondary: links, focus rings, selected states on the background, and
 * buttons under white text) against white and the background. Dark: each accent's dark shade
 * (darkThemeAccent) on every dark ground and under its buttons' text; the dark theme's own
 * text and grounds are the app's, not the tenant's. Each pair at least `minimum`. Returns every
 * colour that fails, light findings first, with the lowest ratio it reaches and a shade that passes.
 */
export function contrastFindings(colours: EditableColours, minimum = MINIMUM_TEXT_CONTRAST): ContrastFinding[] {
  const findings: ContrastFinding[] = [];
  const judge = (theme: Theme, colour: EditableColour, drawn: string, grounds: readonly string[], proposed: () => string | null) => {
    const worst = worstContrast(drawn, grounds);
    if (worst === null || worst.ratio >= minimum) return;
    findings.push({ theme, colour, against: worst.against, ratio: floor2(worst.ratio), minimum, proposed: proposed() });
  };
  const judgeLight = (colour: EditableColour, grounds: string[]) =>
    judge('light', colour, colours[colour], grounds, () => proposedShade(colours[colour], grounds, minimum));
  judgeLight('text', [colours.background]);
  judgeLight('primary', [white, colours.background]);
  judgeLight('secondary', [white, colours.background]);
  for (const accent of ['primary', 'secondary'] as const) {
    const dark = darkThemeAccent(colours[accent]);
    if (dark !== null) judge('dark', accent, dark.colour, [...Object.values(darkThemeGrounds), dark.onColour], () => null);
  }
  return findings;
}

/** Someone must still be able to sign in: password sign-in may be turned off only while single sign-on is on. */
export const keepsASignIn = (authentication: { internal: boolean; sso: boolean }): boolean => authentication.internal || authentication.sso;

/**
 * A published text that changes must change version too: the version is what learners accept
 * (docs/product/accounts.md#terms), so a text changed under the same version would bind them to
 * words they never saw.
 */
export function needsNewVersion(before: { version: string; content: string } | null, after: { version: string; content: string } | null): boolean {
  return before !== null && after !== null && before.version === after.version && before.content !== after.content;
}
