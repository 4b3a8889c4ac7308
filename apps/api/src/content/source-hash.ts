import { createHash } from 'node:crypto';
import type { PackageBlock } from './content-package-schema';

/** A block's entry in the manifest, hashed: a correction counts the page as changed when this differs. */
export const sourceHashOf = (block: PackageBlock) => createHash('sha256').update(JSON.stringify(block)).digest('hex');
