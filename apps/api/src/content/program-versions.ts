import type { ProgramVersions } from '@espace/contracts/admin-content';
import type { ProgramVersionsRepository } from './program-versions-repository';
import { NotFoundError } from '../http/app-error';
import type { TenantAdmin } from '../admin/admin-access';

/** A program's versions (docs/administration.md#content): another tenant's program, or none, is NOT_FOUND. */
export async function programVersions({
  admin,
  versions: repository,
  programId,
}: {
  admin: TenantAdmin;
  versions: ProgramVersionsRepository;
  programId: string;
}): Promise<ProgramVersions> {
  const versions = await repository.listVersions(admin.tenantId, programId);
  if (versions === undefined) throw new NotFoundError();
  return {
    items: versions.map((version) => ({
      version: version.version,
      publishedBy: version.publishedBy,
      publishedAt: version.publishedAt.toISOString(),
      changes: version.summary,
    })),
  };
}
