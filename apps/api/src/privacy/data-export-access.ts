import type { DataExportLink } from '@espace/contracts/privacy';
import { reachAdminOf } from '../admin/admin-access';
import { type SignedLinks, signedPath } from '../files/signed-links';
import { NotFoundError } from '../http/app-error';
import type { AdminUserRecord, AdminUsersRepository } from '../user-management/admin-users-repository';
import { userOf } from '../user-management/users';
import type { UsersRepository } from '../users/users-repository';

/** Whose archive is asked for, by whom, in which tenant. */
export interface ExportRequest {
  tenantId: string;
  requesterId: string;
  subjectId: string;
}

export interface ExportAccessSources {
  profiles: Pick<UsersRepository, 'findProfile'>;
  adminUsers: AdminUsersRepository;
}

/** The requester's own account, while it is active: 404 otherwise. */
async function ownAccount({ tenantId, requesterId }: ExportRequest, sources: ExportAccessSources): Promise<AdminUserRecord> {
  const own = await sources.adminUsers.find(tenantId, requesterId, null);
  if (own === undefined || own.deactivatedAt !== null) throw new NotFoundError();
  return own;
}

/**
 * An account within the requester's reach as an admin of the tenant, as for every administration
 * of its users (its system admin: every account; a company admin: their companies' members).
 * Someone who administers no one is refused (403) before anything is read; another tenant's
 * account, an unknown one or one out of reach is 404.
 */
async function administeredAccount(request: ExportRequest, sources: ExportAccessSources): Promise<AdminUserRecord> {
  const admin = await reachAdminOf(sources.profiles, request.tenantId, request.requesterId);
  return userOf(admin, sources.adminUsers, request.subjectId);
}

/** The account whose archive the requester may take now: their own, or one they administer. */
export const exportSubject = (request: ExportRequest, sources: ExportAccessSources): Promise<AdminUserRecord> =>
  request.requesterId === request.subjectId ? ownAccount(request, sources) : administeredAccount(request, sources);

/** The archive's address; its signed link's query follows it. */
const dataExportPath = (subjectId: string) => `/api/data-exports/${subjectId}`;

interface LinkInput {
  tenantId: string;
  requesterId: string;
  sources: ExportAccessSources;
  links: SignedLinks;
}

/**
 * A signed link to the archive of the subject's data, for a plain download link (docs/security.md
 * "Signed links"): bound to this tenant, the requester and the subject, valid 10 to 15 minutes.
 */
function linkTo(input: LinkInput, subject: AdminUserRecord): DataExportLink {
  const signed = input.links.sign({ kind: 'data-export', tenantId: input.tenantId, userId: input.requesterId, targetId: subject.id });
  return { url: signedPath(dataExportPath(subject.id), signed), expiresAt: signed.expiresAt.toISOString() };
}

/** A link to the archive of my own data. */
export async function myDataExportLink(input: LinkInput): Promise<DataExportLink> {
  return linkTo(input, await ownAccount({ ...input, subjectId: input.requesterId }, input.sources));
}

/** A link to the archive of the data of an account the requester administers. */
export async function adminDataExportLink(input: LinkInput & { subjectId: string }): Promise<DataExportLink> {
  return linkTo(input, await administeredAccount(input, input.sources));
}
