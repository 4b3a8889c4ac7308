import { auditLogSchema } from '@espace/contracts/admin';
import { contextAssetsSchema, contextSchema, type Context } from '@espace/contracts/context';
import { tenantImageLimits } from '@espace/domain/admin/tenant-images';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hosts, signIn, type TestApp } from '../test/test-app';

/** The tenant's images, uploaded once a kind and made into every size (docs/administration.md#images). */
let testApp: TestApp;
let admin: string;
const boundary = '----espace-images';

beforeAll(async () => {
  testApp = await createTestApp({ CACHE_MS: '60000' });
  admin = await signIn(testApp.app, hosts.demo, { email: 'admin@demo.test', password: 'Admin#2026' });
});
afterAll(async () => {
  await testApp.close();
});

const multipartBody = (content: Buffer, name = 'image.png', type = 'image/png') =>
  Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
const upload = async (kind: string, content: Buffer, { token = admin, name, type }: { token?: string | null; name?: string; type?: string } = {}) => {
  const response = await testApp.app.inject({
    method: 'PUT',
    url: `/api/admin/settings/images/${kind}`,
    headers: { host: hosts.demo, 'content-type': `multipart/form-data; boundary=${boundary}`, ...(token === null ? {} : { authorization: `Bearer ${token}` }) },
    payload: multipartBody(content, name, type),
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> & { code?: string; issues?: { path: string; message: string }[] } };
};
const reset = async (kind: string) =>
  (await testApp.app.inject({ method: 'DELETE', url: `/api/admin/settings/images/${kind}`, headers: { host: hosts.demo, authorization: `Bearer ${admin}` } }))
    .statusCode;
const current = async (): Promise<Context> =>
  contextSchema.parse((await testApp.app.inject({ method: 'GET', url: '/api/contexts/current', headers: { host: hosts.demo } })).json());
const fetchAsset = async (url: string) => {
  const response = await testApp.app.inject({ method: 'GET', url, headers: { host: hosts.demo } });
  return { status: response.statusCode, type: response.headers['content-type'], bytes: response.rawPayload };
};
const sizeOf = async (bytes: Buffer) => {
  const { width, height, format } = await sharp(bytes).metadata();
  return { width, height, format };
};
const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png') => {
  const image = sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 60, alpha: 1 } } });
  return image[format]().toBuffer();
};
const storedNames = async () =>
  (
    await testApp.testDatabase.database.query<{ name: string }>(
      "SELECT a.name FROM context_assets a JOIN contexts c ON c.id = a.context_id WHERE c.alias = 'demo' ORDER BY a.name",
    )
  ).map((row) => row.name);

describe('who uploads', () => {
  it('is the system admin only, settled before the file is read', async () => {
    const teacher = await signIn(testApp.app, hosts.demo, { email: 'teacher@demo.test', password: 'Teacher#2026' });
    const png = await picture(400, 100);
    expect((await upload('logo', png, { token: null })).status).toBe(401);
    expect((await upload('logo', png, { token: teacher })).status).toBe(403);
    expect(
      (
        await testApp.app.inject({
          method: 'DELETE',
          url: '/api/admin/settings/images/logo',
          headers: { host: hosts.demo, authorization: `Bearer ${teacher}` },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/admin/settings/images', headers: { host: hosts.demo, authorization: `Bearer ${teacher}` } }))
        .statusCode,
    ).toBe(403);
    expect((await current()).assets.logos.main).toMatch(/\/logo\.svg$/);
  });
});

describe('the logo', () => {
  it('is kept within 960x240 as a PNG, shown at once, recorded, and the file it replaces is deleted', async () => {
    const before = await current();
    const answer = await upload('logo', await picture(2400, 800, 'jpeg'), { name: 'logo.jpg', type: 'image/jpeg' });
    expect(answer.status).toBe(200);
    const assets = contextAssetsSchema.parse(answer.body);
    expect(assets.logos.main).toMatch(new RegExp(`^/api/contexts/${before.id}/assets/logo-[0-9a-f]{12}\\.png$`));
    // The rest of the assets stays as it was.
    expect({ ...assets, logos: { ...assets.logos, main: null } }).toEqual({ ...before.assets, logos: { ...before.assets.logos, main: null } });
    expect((await current()).assets).toEqual(assets);
    const served = await fetchAsset(assets.logos.main!);
    expect(served).toMatchObject({ status: 200, type: 'image/png' });
    expect(await sizeOf(served.bytes)).toEqual({ width: 720, height: 240, format: 'png' });
    expect(await storedNames()).not.toContain('logo.svg');
    expect((await fetchAsset(before.assets.logos.main!)).status).toBe(404);
    const log = auditLogSchema.parse(
      (await testApp.app.inject({ method: 'GET', url: '/api/admin/audit-log', headers: { host: hosts.demo, authorization: `Bearer ${admin}` } })).json(),
    );
    expect(log.items[0]).toMatchObject({
      action: 'settings.images-updated',
      before: { 'images.logo': before.assets.logos.main },
      after: { 'images.logo': assets.logos.main },
    });
  });

  it("weighs what a logo should: the seed's drawing, uploaded as a large PNG, comes out in at most 256 colours", async () => {
    const drawing = await sharp(readFileSync(join(import.meta.dirname, '../seed/assets/demo/logo.svg')), { density: 300 })
      .png()
      .toBuffer();
    const answer = await upload('logo', drawing);
    expect(answer.status).toBe(200);
    const served = await fetchAsset(contextAssetsSchema.parse(answer.body).logos.main!);
    expect(await sizeOf(served.bytes)).toEqual({ width: 899, height: 240, format: 'png' });
    // In full colour, 39 KB; every first visit downloads it (docs/performance.md#bytes).
    expect(served.bytes.length).toBeLessThan(16 * 1024);
  });

  it('is never enlarged', async () => {
    const answer = await upload('logo', await picture(300, 60, 'webp'), { type: 'image/webp' });
    expect(answer.status).toBe(200);
    expect(await sizeOf((await fetchAsset(contextAssetsSchema.parse(answer.body).logos.main!)).bytes)).toEqual({ width: 300, height: 60, format: 'png' });
  });
});

describe('the icon', () => {
  it('makes the favicon, the small logo and the manifest’s touch icons, all square', async () => {
    const answer = await upload('icon', await picture(600, 400));
    expect(answer.status).toBe(200);
    const assets = contextAssetsSchema.parse(answer.body);
    expect(await sizeOf((await fetchAsset(assets.favicon!)).bytes)).toEqual({ width: 48, height: 48, format: 'png' });
    expect(await sizeOf((await fetchAsset(assets.logos.small!)).bytes)).toEqual({ width: 96, height: 96, format: 'png' });
    expect(assets.touchIcons.map((icon) => icon.size)).toEqual([192, 512]);
    for (const icon of assets.touchIcons) {
      const { bytes } = await fetchAsset(icon.url);
      expect(await sizeOf(bytes)).toEqual({ width: icon.size, height: icon.size, format: 'png' });
      // Home screens draw transparency black: the touch icons are flattened on the tenant's background.
      expect((await sharp(bytes).metadata()).hasAlpha).toBe(false);
    }
    const manifest = (await testApp.app.inject({ method: 'GET', url: '/api/contexts/current/manifest.webmanifest', headers: { host: hosts.demo } })).json() as {
      icons: { src: string; sizes: string }[];
    };
    expect(manifest.icons).toEqual(
      assets.touchIcons.map((icon) => expect.objectContaining({ src: icon.url, sizes: `${icon.size}x${icon.size}`, type: 'image/png' })),
    );
  });

  it('refuses a source smaller than the largest need’s starting point (192 px)', async () => {
    const answer = await upload('icon', await picture(120, 120));
    expect(answer).toMatchObject({ status: 400, body: { code: 'TYPE_ERROR', issues: [{ path: 'file' }] } });
  });
});

describe('the splash screens', () => {
  it('makes each iPhone launch screen, the image centred on the tenant’s background', async () => {
    const answer = await upload('splash', await picture(800, 800));
    expect(answer.status).toBe(200);
    const assets = contextAssetsSchema.parse(answer.body);
    expect(assets.splashScreens.map(({ width, height }) => `${width}x${height}`)).toEqual(['640x1136', '750x1334', '1242x2208', '1125x2436']);
    for (const splash of assets.splashScreens)
      expect(await sizeOf((await fetchAsset(splash.url)).bytes)).toEqual({ width: splash.width, height: splash.height, format: 'jpeg' });
  });
});

describe('the certificate signature', () => {
  const auditLog = async () =>
    auditLogSchema.parse(
      (await testApp.app.inject({ method: 'GET', url: '/api/admin/audit-log', headers: { host: hosts.demo, authorization: `Bearer ${admin}` } })).json(),
    );
  /** A dark stroke across a transparent background, as a scanned signature is once cut out. */
  const signature = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([
        {
          input: { create: { width: Math.round(width / 2), height: Math.max(1, Math.round(height / 10)), channels: 4, background: '#0f172a' } },
          gravity: 'centre',
        },
      ])
      .png()
      .toBuffer();

  it('is kept within 900x300 as a transparent PNG, recorded, and taken away with its file; the other kinds stay', async () => {
    const before = await current();
    expect(before.assets.signature).toBeNull();
    const answer = await upload('signature', await signature(1800, 450));
    expect(answer.status).toBe(200);
    const assets = contextAssetsSchema.parse(answer.body);
    expect(assets.signature).toMatch(new RegExp(`^/api/contexts/${before.id}/assets/signature-[0-9a-f]{12}\\.png$`));
    expect({ ...assets, signature: null }).toEqual(before.assets);
    expect((await current()).assets).toEqual(assets);
    const served = await fetchAsset(assets.signature!);
    expect(served).toMatchObject({ status: 200, type: 'image/png' });
    expect(await sizeOf(served.bytes)).toEqual({ width: 900, height: 225, format: 'png' });
    // Its background stays transparent: the certificate's paper shows through.
    const { data } = await sharp(served.bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(data[3]).toBe(0);
    expect((await auditLog()).items[0]).toMatchObject({
      action: 'settings.images-updated',
      before: { 'images.signature': null },
      after: { 'images.signature': assets.signature },
    });

    expect(await reset('signature')).toBe(200);
    expect((await current()).assets).toEqual(before.assets);
    expect((await fetchAsset(assets.signature!)).status).toBe(404);
    expect((await storedNames()).some((name) => name.startsWith('signature'))).toBe(false);
    expect((await auditLog()).items[0]).toMatchObject({ before: { 'images.signature': assets.signature }, after: { 'images.signature': null } });
  });

  it('is never enlarged, and a source under 40 px on its shorter side is refused', async () => {
    const small = await upload('signature', await signature(200, 60));
    expect(small.status).toBe(200);
    expect(await sizeOf((await fetchAsset(contextAssetsSchema.parse(small.body).signature!)).bytes)).toEqual({ width: 200, height: 60, format: 'png' });
    expect(await upload('signature', await signature(400, 30))).toMatchObject({ status: 400, body: { code: 'TYPE_ERROR', issues: [{ path: 'file' }] } });
    expect(await reset('signature')).toBe(200);
  });

  it('keeps its file when another kind is uploaded or taken away', async () => {
    const { signature: url } = contextAssetsSchema.parse((await upload('signature', await signature(600, 200))).body);
    await upload('splash', await picture(800, 800));
    expect(await reset('splash')).toBe(200);
    expect((await current()).assets.signature).toBe(url);
    expect((await fetchAsset(url!)).status).toBe(200);
    expect(await reset('signature')).toBe(200);
  });
});

describe('what is refused', () => {
  it.each([
    ['a text file named .png', Buffer.from('just some text, not an image at all'), 'image/png'],
    [
      'an SVG (it could carry script)',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="100"><script>alert(1)</script></svg>'),
      'image/svg+xml',
    ],
    ['a PDF declared as an image', Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5000, 32)]), 'image/png'],
    ['a GIF', Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64'), 'image/gif'],
  ])('%s: TYPE_ERROR from its bytes, whatever its name and declared type', async (_case, content, type) => {
    const before = await current();
    const answer = await upload('logo', content, { type });
    expect(answer).toMatchObject({ status: 400, body: { code: 'TYPE_ERROR' } });
    expect((await current()).assets).toEqual(before.assets);
  });

  it('a file over 5 MiB: FILE_TOO_LARGE, whatever it holds', async () => {
    const png = await picture(400, 100);
    const answer = await upload('logo', Buffer.concat([png, Buffer.alloc(tenantImageLimits.maxBytes + 1 - png.length)]));
    expect(answer).toMatchObject({ status: 413, body: { code: 'FILE_TOO_LARGE' } });
  });

  it('a picture claiming more pixels than may be decoded', async () => {
    // A PNG header of 10,000 x 10,000 (100 million pixels) and nothing behind it.
    const header = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const answer = await upload('logo', header);
    expect(answer).toMatchObject({ status: 400, body: { code: 'TYPE_ERROR' } });
  });

  it('an unknown kind, and a body that is not multipart', async () => {
    expect((await upload('banner', await picture(400, 100))).status).toBe(400);
    const plain = await testApp.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/images/logo',
      headers: { host: hosts.demo, authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(plain.statusCode).toBe(400);
  });
});

describe('taking images away', () => {
  it('returns the kind to the app’s own and deletes its files; the other kinds stay', async () => {
    await upload('icon', await picture(512, 512));
    const before = await current();
    expect(await reset('icon')).toBe(200);
    const after = await current();
    expect(after.assets).toEqual({ ...before.assets, favicon: null, logos: { ...before.assets.logos, small: null }, touchIcons: [] });
    expect((await storedNames()).some((name) => name.startsWith('touch-icon') || name.startsWith('favicon'))).toBe(false);
    expect(await reset('logo')).toBe(200);
    expect((await current()).assets.logos.main).toBeNull();
  });
});
