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

export const touchIconFile = (size: number) => `touch-icon-${size}.png`;
export const splashScreenFile = (width: number, height: number) => `splash-${width}x${height}.png`;

/** Every generated file of a tenant, as the seed stores them. */
export const brandingImageFiles = (): string[] => [
  ...touchIconSizes.map(touchIconFile),
  ...splashScreenSizes.map(({ width, height }) => splashScreenFile(width, height)),
];
