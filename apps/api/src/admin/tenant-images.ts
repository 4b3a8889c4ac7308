import { type Context, contextAssetsSchema } from '@espace/contracts/context';
import { hexColourPattern } from '@espace/domain/admin/tenant-settings';
import { largeEnough, type TenantImageKind, tenantImageLimits, tenantImageTypes } from '@espace/domain/admin/tenant-images';
import { createHash } from 'node:crypto';
import { assetPath } from '../contexts/context-assets';
import type { ContextRepository } from '../contexts/context-repository';
import type { Database } from '../db/database';
import { AppError, NotFoundError } from '../http/app-error';
import { onFirstUse } from '../on-first-use';
import type { TenantAdmin } from './admin-access';
import type { AuditLogRepository } from './audit-log-repository';
import { imageSize, type Rendition, renditionsOf } from './tenant-image-renditions';
import type { TenantImagesRepository } from './tenant-images-repository';

type Assets = Context['assets'];

interface TenantImagesInput {
  admin: TenantAdmin;
  database: Database;
  contexts: ContextRepository;
  images: TenantImagesRepository;
  audit: AuditLogRepository;
  forgetTenants: () => void;
  kind: TenantImageKind;
}

/** file-type serves the upload routes only: loaded with the first upload. */
const fileTypeModule = onFirstUse(() => import('file-type'));

/** What file-type reads to find a signature. */
const SNIFF_BYTES = 4100;

const refused = (code: 'TYPE_ERROR' | 'FILE_TOO_LARGE', message: string) => new AppError(code, [{ path: 'file', message }]);

/**
 * Reads an upload as it streams in, up to the size limit (FILE_TOO_LARGE past it: reading stops
 * there), its type taken from its first bytes, never from its name or declared type (TYPE_ERROR
 * unless PNG, JPEG or WebP).
 */
export async function readImageUpload(file: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const check = async (head: Buffer) => {
    if (!(tenantImageTypes as readonly string[]).includes((await (await fileTypeModule()).fileTypeFromBuffer(head))?.mime ?? ''))
      throw refused('TYPE_ERROR', 'Not a PNG, JPEG or WebP image');
  };
  const chunks: Uint8Array[] = [];
  let size = 0;
  let checked = false;
  for await (const chunk of file) {
    size += chunk.byteLength;
    if (size > tenantImageLimits.maxBytes) throw refused('FILE_TOO_LARGE', `Larger than ${tenantImageLimits.maxBytes} bytes`);
    chunks.push(chunk);
    // Signatures sit in the first bytes: a file that is no image is refused before the rest is read.
    if (!checked && size >= SNIFF_BYTES) {
      await check(Buffer.concat(chunks));
      checked = true;
    }
  }
  const bytes = Buffer.concat(chunks);
  if (!checked) await check(bytes);
  return bytes;
}

/** The assets with one kind's files set (urls) or taken away (null): the app's default then applies. */
function withKind(assets: Assets, kind: TenantImageKind, urls: Map<string, string> | null): Assets {
  const url = (key: string) => urls?.get(key) ?? null;
  const list = <T>(items: T[]) => (urls === null ? [] : items);
  if (kind === 'logo') return { ...assets, logos: { ...assets.logos, main: url('logo') } };
  if (kind === 'signature') return { ...assets, signature: url('signature') };
  if (kind === 'icon') {
    const touchIcons = list(
      [...(urls ?? new Map<string, string>())].filter(([key]) => key.startsWith('touch:')).map(([key, value]) => ({ url: value, size: Number(key.slice(6)) })),
    );
    return { ...assets, favicon: url('favicon'), logos: { ...assets.logos, small: url('small') }, touchIcons };
  }
  const splashScreens = list(
    [...(urls ?? new Map<string, string>())]
      .filter(([key]) => key.startsWith('splash:'))
      .map(([key, value]) => {
        const [width, height] = key.slice(7).split('x').map(Number);
        return { url: value, width: width ?? 0, height: height ?? 0 };
      }),
  );
  return { ...assets, splashScreens };
}

/** The key withKind finds a rendition's address under. */
function keyOf(role: Rendition['role']): string {
  if ('logo' in role) return role.logo === 'main' ? 'logo' : 'small';
  if ('favicon' in role) return 'favicon';
  if ('signature' in role) return 'signature';
  if ('touchIcon' in role) return `touch:${role.touchIcon}`;
  return `splash:${role.splash.width}x${role.splash.height}`;
}

/** What the audit log keeps of a kind: the address of its main file. */
function auditValue(assets: Assets, kind: TenantImageKind): string | null {
  const mainFile: Record<TenantImageKind, string | null> = {
    logo: assets.logos.main,
    icon: assets.favicon,
    splash: assets.splashScreens[0]?.url ?? null,
    signature: assets.signature,
  };
  return mainFile[kind];
}

async function write(
  input: TenantImagesInput,
  change: (before: Context) => Promise<{ assets: Assets; files: Parameters<TenantImagesRepository['replace']>[2] }>,
): Promise<Assets> {
  const { admin, database, contexts, images, audit, forgetTenants, kind } = input;
  const saved = await database.transaction(async (tx) => {
    const before = await contexts.findForUpdate(admin.tenantId, tx);
    if (before === undefined) return undefined;
    const { assets: next, files } = await change(before);
    const assets = contextAssetsSchema.parse(next);
    if (JSON.stringify(assets) === JSON.stringify(before.assets)) return assets;
    await images.replace(admin.tenantId, assets, files, tx);
    await audit.record(
      admin.tenantId,
      {
        actor: { id: admin.userId, name: admin.name },
        action: 'settings.images-updated',
        target: { id: admin.tenantId, label: before.name },
        before: { [`images.${kind}`]: auditValue(before.assets, kind) },
        after: { [`images.${kind}`]: auditValue(assets, kind) },
      },
      tx,
    );
    return assets;
  });
  if (saved === undefined) throw new NotFoundError();
  forgetTenants();
  return saved;
}

/**
 * Makes every size of one kind from its source image (docs/administration.md#images), stores them,
 * points the tenant's assets at them and drops the files they replace, with the audit entry, in one
 * transaction. A source too small for its kind, or that cannot be decoded, is refused (TYPE_ERROR).
 */
export async function updateTenantImage(input: TenantImagesInput & { source: Buffer }): Promise<Assets> {
  const { kind, source, admin } = input;
  const size = await imageSize(source);
  if (size === null) throw refused('TYPE_ERROR', `Not an image that can be read, or over ${tenantImageLimits.maxPixels} pixels`);
  if (!largeEnough(kind, size.width, size.height)) throw refused('TYPE_ERROR', `At least ${tenantImageLimits.minSide[kind]} pixels on its shorter side`);
  const tag = createHash('sha256').update(source).digest('hex').slice(0, 12);
  return write(input, async (before) => {
    const background = hexColourPattern.test(before.metas.colours.background ?? '') ? (before.metas.colours.background as string) : '#ffffff';
    const renditions = await renditionsOf(kind, source, { background, tag });
    const urls = new Map(renditions.map((rendition) => [keyOf(rendition.role), assetPath(admin.tenantId, rendition.name)]));
    return { assets: withKind(before.assets, kind, urls), files: renditions };
  });
}

/** Takes a kind's images away: the app's own show again (no logo, the app's favicon and icons; no signature on the certificates). */
export async function resetTenantImage(input: TenantImagesInput): Promise<Assets> {
  return write(input, async (before) => ({ assets: withKind(before.assets, input.kind, null), files: [] }));
}
