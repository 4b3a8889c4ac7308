import type { Context } from '@espace/contracts/context';
import { legibleShade, readableTextOn } from '@espace/domain/contrast';
import { darkThemeAccent } from '@espace/domain/display/theme-colours';
import { adoptApiBase } from '../../lib/api-base';
import { setTenantLabels } from '../../lib/i18n/i18n';

const kebab = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^a-zA-Z0-9-]/g, '-')
    .toLowerCase();

/** The colours the app draws text, links, focus rings and selected states with, on its surfaces. */
const accentColours = new Set(['primary', 'secondary']);

/**
 * Tenant colours as the custom properties the palette reads (styles/palette.css). For the light
 * palette, `--tenant-<name>` and `--tenant-on-<name>` for text on it (the tenant's `on<Name>`, else
 * a readable one); an accent that would not reach 4.5:1 on the page's background and surfaces is
 * drawn in the first darker shade of it that does (legibleShade): the brand stays, the text stays
 * readable. For the dark palette, each accent's lighter shade and its text
 * (`--tenant-dark-<name>`, `--tenant-dark-on-<name>`: darkThemeAccent); its grounds and texts are
 * the app's own. Values `isColour` refuses are skipped.
 */
export function colourProperties(colours: Record<string, string>, isColour: (value: string) => boolean): [property: string, value: string][] {
  const properties: [string, string][] = [];
  // Only light grounds: darkening an accent is how it gains contrast on them.
  const grounds = [colours.surface, colours.background].filter(
    (ground): ground is string => ground !== undefined && isColour(ground) && readableTextOn(ground) === '#111827',
  );
  for (const [name, given] of Object.entries(colours)) {
    if (!isColour(given)) continue;
    const value = accentColours.has(name) ? legibleShade(given, ['#ffffff', ...grounds]) : given;
    properties.push([`--tenant-${kebab(name)}`, value]);
    const onColour = colours[`on${name[0]?.toUpperCase()}${name.slice(1)}`] ?? readableTextOn(value);
    if (onColour) properties.push([`--tenant-on-${kebab(name)}`, onColour]);
    const dark = accentColours.has(name) ? darkThemeAccent(given) : null;
    if (dark) properties.push([`--tenant-dark-${kebab(name)}`, dark.colour], [`--tenant-dark-on-${kebab(name)}`, dark.onColour]);
  }
  return properties;
}

const browserParsesColour = (value: string) => typeof CSS === 'undefined' || typeof CSS.supports !== 'function' || CSS.supports('color', value);

/** Tenant colours become `--tenant-<name>` (and the dark palette's `--tenant-dark-<name>`) on :root; values the browser cannot parse are skipped. */
export function applyColours(colours: Record<string, string>, root: HTMLElement = document.documentElement): void {
  for (const [property, value] of colourProperties(colours, browserParsesColour)) root.style.setProperty(property, value);
}

export function applyFavicon(href: string | null, head: HTMLElement = document.head): void {
  if (!href) return;
  let link = head.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    head.append(link);
  }
  link.href = href;
  // An uploaded favicon is a PNG (docs/administration.md#images): the type an SVG one set must not stay.
  if (href.endsWith('.svg')) link.type = 'image/svg+xml';
  else link.removeAttribute('type');
}

/** Device pixel ratio of iPhone screens by width in device pixels (the launch images' sizes, portrait). */
const iosPixelRatios: Record<number, number> = { 640: 2, 750: 2, 828: 2, 1080: 3, 1125: 3, 1170: 3, 1179: 3, 1242: 3, 1284: 3, 1290: 3 };

/** iOS picks a launch image by media query on CSS pixels and pixel ratio; sizes it does not know are left out. */
export function splashScreenMedia({ width, height }: { width: number; height: number }): string | null {
  const ratio = iosPixelRatios[width];
  if (ratio === undefined) return null;
  return `(device-width: ${width / ratio}px) and (device-height: ${height / ratio}px) and (-webkit-device-pixel-ratio: ${ratio}) and (orientation: portrait)`;
}

/**
 * Touch icons and splash screens (docs/offline.md#icons-and-splash-screens) for iOS, which ignores the web app
 * manifest's icons: an apple-touch-icon and one launch image per screen size.
 */
export function applyHomeScreenImages(assets: Context['assets'], head: HTMLElement = document.head): void {
  head.querySelectorAll('link[rel="apple-touch-icon"], link[rel="apple-touch-startup-image"]').forEach((link) => link.remove());
  // iOS scales down the nearest larger icon; 180 px is what it asks for.
  const icon = [...assets.touchIcons].sort((a, b) => a.size - b.size).find((candidate) => candidate.size >= 180);
  if (icon) head.append(Object.assign(document.createElement('link'), { rel: 'apple-touch-icon', href: icon.url }));
  for (const splash of assets.splashScreens) {
    const media = splashScreenMedia(splash);
    if (media) head.append(Object.assign(document.createElement('link'), { rel: 'apple-touch-startup-image', href: splash.url, media }));
  }
}

/** Everything the tenant decides before the first render (docs/product/api-calls.md#tenant), except the language which needs the labels first. */
export function applyContext(context: Context): void {
  adoptApiBase(context.hosts.api);
  applyColours(context.metas.colours);
  applyFavicon(context.assets.favicon);
  applyHomeScreenImages(context.assets);
  setTenantLabels(context.metas.labels);
}
