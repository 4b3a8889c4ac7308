import type { Context } from '@espace/contracts/context';
import type { Queryable } from '../db/database';
import { assetPath } from '../contexts/context-assets';

export interface TenantImageFile {
  name: string;
  contentType: string;
  content: Buffer;
}

/** A tenant's image files (context_assets) and the assets document that points at them. */
export function createTenantImagesRepository(db: Queryable) {
  return {
    /**
     * Adds the new files, writes the assets document (the caller parsed it with the schema it is
     * read with) and deletes the files it no longer names: no file of the tenant is left unused.
     */
    async replace(tenantId: string, assets: Context['assets'], files: readonly TenantImageFile[], tx: Queryable = db): Promise<void> {
      if (files.length > 0) {
        await tx.query(
          `INSERT INTO context_assets (context_id, name, content_type, content) SELECT $1::uuid, v.* FROM unnest($2::text[], $3::text[], $4::bytea[]) AS v(name, content_type, content)
           ON CONFLICT (context_id, name) DO UPDATE SET content_type = excluded.content_type, content = excluded.content, updated_at = now()`,
          [tenantId, files.map((file) => file.name), files.map((file) => file.contentType), files.map((file) => file.content)],
        );
      }
      await tx.query('UPDATE contexts SET assets = $2::jsonb, updated_at = now() WHERE id = $1', [tenantId, JSON.stringify(assets)]);
      const prefix = assetPath(tenantId, '');
      const named = [
        assets.logos.main,
        assets.logos.small,
        assets.favicon,
        ...assets.touchIcons.map((icon) => icon.url),
        ...assets.splashScreens.map((splash) => splash.url),
        assets.signature,
      ]
        .filter((url): url is string => url !== null && url.startsWith(prefix))
        .map((url) => url.slice(prefix.length));
      await tx.query('DELETE FROM context_assets WHERE context_id = $1 AND NOT (name = ANY($2::text[]))', [tenantId, named]);
    },
  };
}
export type TenantImagesRepository = ReturnType<typeof createTenantImagesRepository>;
