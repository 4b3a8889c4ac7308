import { splashScreenSizes, touchIconSizes } from '@espace/domain/admin/tenant-images';

/** The sizes of the seed's touch icons and splash screens: the ones an admin's upload is made into (packages/domain/src/admin/tenant-images.ts). */
export { splashScreenSizes, touchIconSizes };

export const touchIconFile = (size: number) => `touch-icon-${size}.png`;
export const splashScreenFile = (width: number, height: number) => `splash-${width}x${height}.png`;

/** Every generated file of a tenant, as the seed stores them. */
export const brandingImageFiles = (): string[] => [
  ...touchIconSizes.map(touchIconFile),
  ...splashScreenSizes.map(({ width, height }) => splashScreenFile(width, height)),
];
