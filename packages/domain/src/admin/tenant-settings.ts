import { contrastRatio, MINIMUM_TEXT_CONTRAST, parseHexColour } from '../contrast';

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
  /** The accessibility contact: an e-mail address (at most 254 characters) or a web address. */
  supportContact: 500,
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

/** A colour that reads too faintly on another one, and the shade of it to use instead. */
export interface ContrastFinding {
  colour: EditableColour;
  /** What it was measured against: the background, or white (the text on a button of this colour). */
  against: string;
  /** The ratio reached, rounded down to two decimals so a failing one never shows as 4.5. */
  ratio: number;
  minimum: number;
  /** The first darker (else lighter) shade that passes against everything this colour is drawn with; null when none does. */
  proposed: string | null;
}

const floor2 = (ratio: number) => Math.floor(ratio * 100) / 100;

/** The first shade of `colour` that reaches `minimum` against every ground: darker (the brand stays recognisable), else lighter. */
export function proposedShade(colour: string, grounds: readonly string[], minimum = MINIMUM_TEXT_CONTRAST): string | null {
  const rgb = parseHexColour(colour);
  const parsed = grounds.map(parseHexColour);
  if (rgb === null || parsed.some((ground) => ground === null)) return null;
  const passes = (shade: string) => {
    const value = parseHexColour(shade);
    return value !== null && parsed.every((ground) => contrastRatio(value, ground as [number, number, number]) >= minimum);
  };
  const toHex = (toward: number, share: number) =>
    `#${rgb
      .map((channel) =>
        Math.round(channel + (toward - channel) * share)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')}`;
  if (passes(toHex(0, 0))) return toHex(0, 0);
  // 5 % steps toward black, then toward white, as the app's own legibleShade does.
  for (const toward of [0, 255]) {
    for (let step = 1; step <= 20; step += 1) {
      const shade = toHex(toward, step / 20);
      if (passes(shade)) return shade;
    }
  }
  return null;
}

/**
 * WCAG 1.4.3 for a tenant's colours: the text colour on the background, and each accent (primary,
 * secondary: links, focus rings, selected states on the background, and buttons under white text)
 * against white and the background, each at least 4.5:1. Returns every colour that fails, with the
 * lowest ratio it reaches and a shade that passes.
 */
export function contrastFindings(colours: EditableColours, minimum = MINIMUM_TEXT_CONTRAST): ContrastFinding[] {
  const findings: ContrastFinding[] = [];
  const judge = (colour: EditableColour, grounds: string[]) => {
    const rgb = parseHexColour(colours[colour]);
    if (rgb === null) return;
    const measured = grounds
      .map((ground) => ({ ground, rgb: parseHexColour(ground) }))
      .filter((ground): ground is { ground: string; rgb: [number, number, number] } => ground.rgb !== null)
      .map((ground) => ({ against: ground.ground, ratio: contrastRatio(rgb, ground.rgb) }))
      .sort((first, second) => first.ratio - second.ratio);
    const worst = measured[0];
    if (worst === undefined || worst.ratio >= minimum) return;
    findings.push({
      colour,
      against: worst.against.toLowerCase(),
      ratio: floor2(worst.ratio),
      minimum,
      proposed: proposedShade(colours[colour], grounds, minimum),
    });
  };
  judge('text', [colours.background]);
  judge('primary', [white, colours.background]);
  judge('secondary', [white, colours.background]);
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

/** Where learners report an accessibility barrier: a mail address, or a web page (a form, a help desk). */
export type SupportContact = { kind: 'email'; address: string } | { kind: 'url'; href: string };

const emailPattern = /^[^\s@:/]+@[^\s@:/]+\.[^\s@:/]+$/;

/** The WHATWG URL parser of every runtime the domain runs in; the domain compiles without DOM or Node types. */
declare const URL: new (input: string) => { readonly href: string; readonly protocol: string };

/** A tenant's accessibility contact as typed, read as an address or an http(s) page; null when it is neither. */
export function parseSupportContact(value: string): SupportContact | null {
  const typed = value.trim();
  if (typed.length === 0 || typed.length > tenantSettingsLimits.supportContact) return null;
  if (emailPattern.test(typed)) return typed.length <= 254 ? { kind: 'email', address: typed } : null;
  try {
    const url = new URL(typed);
    return url.protocol === 'https:' || url.protocol === 'http:' ? { kind: 'url', href: url.href } : null;
  } catch {
    return null;
  }
}
