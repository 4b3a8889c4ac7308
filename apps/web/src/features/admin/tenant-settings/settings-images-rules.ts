import { type TenantImageKind, tenantImageLimits, tenantImageTypes } from '@espace/domain/admin/tenant-images';
import type { Context } from '@espace/contracts/context';

/** Why a chosen file would be refused, said before it is sent (the server reads its bytes again). */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): 'type' | 'size' | null {
  if (!(tenantImageTypes as readonly string[]).includes(file.type)) return 'type';
  if (file.size > tenantImageLimits.maxBytes) return 'size';
  return null;
}

/** What the screen previews of a kind: its main image, or none when the app's own shows. */
export function imagePreview(assets: Context['assets'], kind: TenantImageKind): string | null {
  if (kind === 'logo') return assets.logos.main;
  if (kind === 'icon') return [...assets.touchIcons].sort((a, b) => b.size - a.size)[0]?.url ?? assets.favicon;
  if (kind === 'signature') return assets.signature;
  return assets.splashScreens[0]?.url ?? null;
}
