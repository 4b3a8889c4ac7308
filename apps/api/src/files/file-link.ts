import type { SignedLink } from '@espace/contracts/files';
import type { FileReader } from './file-access';
import type { FilesRepository } from './files-repository';
import { downloadUrl, getFile } from './get-file';
import { type SignedLinks, signedPath } from './signed-links';

interface FileLinkInput {
  tenantId: string;
  fileId: string;
  reader: FileReader;
  files: FilesRepository;
  links: SignedLinks;
}

/** A signed download link for a file the reader may read; any other file is 404 (the file access rule). */
export async function fileLink({ links, ...input }: FileLinkInput): Promise<SignedLink> {
  const file = await getFile(input);
  const signed = links.sign({ kind: 'file', tenantId: input.tenantId, userId: input.reader.userId, targetId: file.id });
  return { url: signedPath(downloadUrl(file.id), signed), expiresAt: signed.expiresAt.toISOString() };
}
