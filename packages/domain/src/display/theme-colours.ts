import { MINIMUM_TEXT_CONTRAST, readableTextOn, shadeReaching } from '../contrast';

/** The app's two palettes (apps/web/src/styles/palette.css): the learner picks one, or lets the device's setting decide. */
export const themes = ['light', 'dark'] as const;
export type Theme = (typeof themes)[number];

/**
 * The grounds the dark theme draws text and links on: the page, cards and dialogs, highlighted
 * rows (the current page of the course tree, a picked word). They are the dark palette's own
 * (apps/web/src/styles/palette.css, whose test keeps the two equal): a tenant's colours are judged
 * against them, here and in the admin's contrast guard.
 */
export const darkThemeGrounds = { background: '#0f172a', surface: '#1e293b', infoSurface: '#172554' } as const;

/** An accent as a theme draws it: the colour of links, focus rings and buttons, and the text on those buttons. */
export interface ThemeAccent {
  colour: string;
  onColour: string;
}

/**
 * A tenant's accent colour (primary, secondary) in the dark theme: itself when it reaches 4.5:1 on
 * every dark ground, else the first lighter shade of it that does (mixed with white in 5 % steps),
 * so the brand stays recognisable; with the text its buttons carry, white or near-black, whichever
 * reads better on it. Null for a colour that is not hex (nothing to judge it with).
 */
export function darkThemeAccent(colour: string): ThemeAccent | null {
  const shade = shadeReaching(colour, Object.values(darkThemeGrounds), 'white', MINIMUM_TEXT_CONTRAST);
  const onColour = shade === null ? null : readableTextOn(shade);
  return shade === null || onColour === null ? null : { colour: shade, onColour };
}
