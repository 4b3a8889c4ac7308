import type { Context } from '@espace/contracts/context';

/** The subset of the Web App Manifest (W3C) we fill in. */
export interface WebManifest {
  name: string;
  short_name: string;
  description?: string;
  lang: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color?: string;
  background_color?: string;
  icons: { src: string; sizes: string; type: string; purpose: 'any' | 'maskable' }[];
}

/** Home screens cut longer labels with an ellipsis; 12 characters fit under an icon on most phones. */
const SHORT_NAME_LENGTH = 12;

function shortName(name: string): string {
  if (name.length <= SHORT_NAME_LENGTH) return name;
  // Prefer whole words ('Académie Démo' → 'Académie'); fall back to a hard cut.
  const words = name.split(/\s+/);
  let result = '';
  for (const word of words) {
    const next = result ? `${result} ${word}` : word;
    if (next.length > SHORT_NAME_LENGTH) break;
    result = next;
  }
  return result || name.slice(0, SHORT_NAME_LENGTH);
}

const imageType = (url: string) => (url.endsWith('.svg') ? 'image/svg+xml' : url.endsWith('.webp') ? 'image/webp' : 'image/png');

/**
 * docs/offline.md#per-tenant-web-manifest: the tenant's installable identity — its name, colours,
 * language and touch icons — so each tenant installs as its own app.
 */
export function webManifest(context: Context): WebManifest {
  const { colours } = context.metas;
  return {
    name: context.name,
    short_name: shortName(context.name),
    ...(context.description ? { description: context.description } : {}),
    lang: context.settings.locales[0] ?? 'fr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    ...(colours.primary ? { theme_color: colours.primary } : {}),
    ...(colours.background ? { background_color: colours.background } : {}),
    icons: [...context.assets.touchIcons]
      .sort((a, b) => a.size - b.size)
      .map((icon) => ({ src: icon.url, sizes: `${icon.size}x${icon.size}`, type: imageType(icon.url), purpose: 'any' as const })),
  };
}
