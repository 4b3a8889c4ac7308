import {
  faviconSize,
  logoBox,
  signatureBox,
  smallLogoSize,
  splashScreenSizes,
  splashShare,
  type TenantImageKind,
  tenantImageLimits,
  touchIconSizes,
} from '@espace/domain/admin/tenant-images';
import type { Sharp, SharpOptions } from 'sharp';
import { onFirstUse } from '../on-first-use';

/**
 * sharp, loaded the first time an image is resized: its native library (libvips) costs every API
 * process tens of MB of memory from the moment it loads, and images are uploaded rarely.
 */
const sharpModule = onFirstUse(() => import('sharp'));
async function sharpOf(input: Buffer | SharpOptions, options?: SharpOptions): Promise<Sharp> {
  const { default: sharp } = await sharpModule();
  return Buffer.isBuffer(input) ? sharp(input, options) : sharp(input);
}

/** One file made from a source image, named by what it is and a digest of the source (a new upload is a new address: no cache serves the old one). */
export interface Rendition {
  /** Where it goes in the tenant's assets. */
  role: { logo: 'main' } | { logo: 'small' } | { favicon: true } | { touchIcon: number } | { splash: { width: number; height: number } } | { signature: true };
  name: string;
  contentType: 'image/png' | 'image/jpeg';
  content: Buffer;
}

/** What sharp reads of a source before decoding it: its size, and whether it can be read at all. */
export async function imageSize(source: Buffer): Promise<{ width: number; height: number } | null> {
  try {
    const { width, height } = await (await sharpOf(source, { limitInputPixels: tenantImageLimits.maxPixels })).metadata();
    return width > 0 && height > 0 ? { width, height } : null;
  } catch {
    return null;
  }
}

const open = async (source: Buffer) =>
  // The first frame of an animation; turned upright as the camera held it; the metadata (location…) is not copied.
  (await sharpOf(source, { limitInputPixels: tenantImageLimits.maxPixels, animated: false })).rotate();

const transparent = { r: 0, g: 0, b: 0, alpha: 0 };

/**
 * Every size a kind needs (docs/administration.md#images): the logo within 960x240 (never enlarged),
 * kept transparent, in at most 256 colours (a logo's flat colours lose nothing, and every first
 * visit downloads it: a third of the bytes of a full-colour PNG); the icon as a 48 px favicon and a 96 px small logo (transparent) and 192 and
 * 512 px touch icons on the tenant's background (home screens draw transparency black); the splash
 * image 60 % wide on the background of each iPhone launch screen, as JPEG (a photograph would weigh
 * megabytes in PNG); the signature within 900x300 (never enlarged), kept transparent so it lies on
 * the certificate's paper, in full colour (a pen's strokes fade into their edges).
 */
export async function renditionsOf(kind: TenantImageKind, source: Buffer, { background, tag }: { background: string; tag: string }): Promise<Rendition[]> {
  if (kind === 'logo') {
    const content = await (
      await open(source)
    )
      .resize({ ...logoBox, fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9, palette: true, quality: 90, effort: 10 })
      .toBuffer();
    return [{ role: { logo: 'main' }, name: `logo-${tag}.png`, contentType: 'image/png', content }];
  }
  if (kind === 'signature') {
    const content = await (
      await open(source)
    )
      .resize({ ...signatureBox, fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
    return [{ role: { signature: true }, name: `signature-${tag}.png`, contentType: 'image/png', content }];
  }
  if (kind === 'icon') {
    const square = async (size: number, fill: typeof transparent | string) =>
      (await open(source)).resize({ width: size, height: size, fit: 'contain', background: fill });
    return [
      {
        role: { favicon: true },
        name: `favicon-${tag}.png`,
        contentType: 'image/png',
        content: await (await square(faviconSize, transparent)).png().toBuffer(),
      },
      {
        role: { logo: 'small' },
        name: `logo-small-${tag}.png`,
        contentType: 'image/png',
        content: await (await square(smallLogoSize, transparent)).png().toBuffer(),
      },
      ...(await Promise.all(
        touchIconSizes.map(async (size): Promise<Rendition> => ({
          role: { touchIcon: size },
          name: `touch-icon-${size}-${tag}.png`,
          contentType: 'image/png',
          content: await (await square(size, background)).flatten({ background }).png({ compressionLevel: 9 }).toBuffer(),
        })),
      )),
    ];
  }
  return Promise.all(
    splashScreenSizes.map(async ({ width, height }): Promise<Rendition> => {
      const side = Math.round(width * splashShare);
      const picture = await (await open(source)).resize({ width: side, height: side, fit: 'inside' }).flatten({ background }).toBuffer();
      const content = await (
        await sharpOf({ create: { width, height, channels: 3, background } })
      )
        .composite([{ input: picture, gravity: 'centre' }])
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer();
      return { role: { splash: { width, height } }, name: `splash-${width}x${height}-${tag}.jpg`, contentType: 'image/jpeg', content };
    }),
  );
}
