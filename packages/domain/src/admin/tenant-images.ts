/**
 * A tenant's images (docs/administration.md#images): one source image a kind, uploaded by its
 * admin, from which the server makes every size the app, the web app manifest, iOS and the PDF
 * certificates ask for.
 */

/**
 * `logo`: the header and sign-in logo; `icon`: favicon, small logo and touch icons; `splash`: iPhone
 * launch screens; `signature`: the handwritten signature or stamp printed on the tenant's PDF certificates.
 */
export const tenantImageKinds = ['logo', 'icon', 'splash', 'signature'] as const;
export type TenantImageKind = (typeof tenantImageKinds)[number];

/** What is accepted, read from the bytes: raster formats only (an SVG could carry script, and is not resized). */
export const tenantImageTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const tenantImageLimits = {
  /** The largest source file. */
  maxBytes: 5 * 1024 * 1024,
  /** The most pixels a source may decode to: a small file claiming a huge picture is refused before it is decoded. */
  maxPixels: 40_000_000,
  /** The smallest source of each kind, in pixels on its shorter side: an icon is never blown up from a thumbnail. */
  minSide: { logo: 32, icon: 192, splash: 320, signature: 40 } satisfies Record<TenantImageKind, number>,
} as const;

/** Touch icons of 192x192 and 512x512 (docs/product/constants.md#display: the sizes the web app manifest asks for). */
export const touchIconSizes = [192, 512] as const;

/**
 * iPhone launch screens in portrait, in device pixels: SE (1st gen), 8, 8 Plus, X.
 * Other iPhones fall back to the background colour of the manifest.
 */
export const splashScreenSizes = [
  { width: 640, height: 1136 },
  { width: 750, height: 1334 },
  { width: 1242, height: 2208 },
  { width: 1125, height: 2436 },
] as const;

/** The logo is drawn at most 60 px high in the app: 4x that, and at most 4 to 1 wide. */
export const logoBox = { width: 960, height: 240 } as const;
/** The favicon (browsers' tabs) and the small logo. */
export const faviconSize = 48;
export const smallLogoSize = 96;
/** How much of a launch screen's width the splash image may take, centred on the tenant's background. */
export const splashShare = 0.6;

/** The signature or stamp within 900x300, wide rather than tall as a signature is: 7.5 cm wide printed at 300 dpi. */
export const signatureBox = { width: 900, height: 300 } as const;

/** Whether a source is large enough for its kind. */
export const largeEnough = (kind: TenantImageKind, width: number, height: number): boolean => Math.min(width, height) >= tenantImageLimits.minSide[kind];
