import type { PageResource } from './get-page-resources';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The rows of a public block (sections of rows under `content`). */
function rowsOf(block: Record<string, unknown>): Record<string, unknown>[] {
  const content = isRecord(block.content) ? block.content : block;
  const sections = Array.isArray(content.sections) ? content.sections : [];
  return sections.flatMap((section: unknown) => (isRecord(section) && Array.isArray(section.rows) ? section.rows.filter(isRecord) : []));
}

/** A resource made of one library file and nothing else opens in a narrower window (docs/product/screens-and-routes.md#windows). */
export function isLoneMedia(block: Record<string, unknown>): boolean {
  const rows = rowsOf(block);
  return rows.length === 1 && rows[0]?.type === 'media-internal';
}

/** The node's title, else the block's; null when neither has one. */
export function resourceTitle(resource: PageResource): string | null {
  const title = resource.node.title ?? (typeof resource.block.title === 'string' ? resource.block.title : null);
  return title !== null && title.trim() !== '' ? title : null;
}
