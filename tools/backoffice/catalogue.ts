import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { blockBody } from '../../apps/api/src/content/content-package-checks';
import type { PackageBlock, PackageNode } from '../../apps/api/src/content/content-package-schema';
import { type LoadedPackage, readContentPackage } from '../../apps/api/src/content/read-content-package';

/** A block the stand-in offers, as a back-office would hold it, with its package's references still in. */
export interface DemoBlock {
  id: string;
  label: string;
  folder: string;
  body: Record<string, unknown>;
  courseType: { hints: boolean; feedbacks: boolean } | undefined;
  terms: { id: string; title: string; words: string[]; definition: string }[];
}

export interface Catalogue {
  blocks: DemoBlock[];
  /** Every package's activity folders and media files, by package folder. */
  packages: Map<string, LoadedPackage>;
}

const rowTypes = (block: PackageBlock): string[] => {
  const sections = (block.content as { sections?: { rows?: { type?: string }[] }[] } | undefined)?.sections ?? [];
  return [...new Set(sections.flatMap((section) => (section.rows ?? []).map((row) => row.type ?? '?')))];
};

/** Reads every content package under `contentRoot` and lists their blocks, labelled by course, node and row types. */
export async function readCatalogue(contentRoot: string): Promise<Catalogue> {
  const blocks: DemoBlock[] = [];
  const packages = new Map<string, LoadedPackage>();
  for (const name of readdirSync(contentRoot).sort()) {
    const folder = join(contentRoot, name);
    if (!['manifest.yaml', 'manifest.yml', 'manifest.json'].some((file) => existsSync(join(folder, file)))) continue;
    const reading = await readContentPackage(folder);
    if (!reading.ok) continue;
    const { manifest } = reading.loaded;
    packages.set(folder, reading.loaded);
    const keyed = new Map(manifest.blocks.map((block) => [block.key, block]));
    for (const course of manifest.courses) {
      const courseType = manifest.courseTypes.find((type) => type.key === course.type)?.settings;
      const visit = (node: PackageNode, trail: string[]) => {
        const title = node.title ?? '';
        const block = typeof node.block === 'string' ? keyed.get(node.block) : node.block;
        if (block) {
          const terms = manifest.terms
            .filter((term) => (block.terms ?? []).includes(term.key))
            .map((term) => ({ id: term.key, title: term.title, words: term.words, definition: term.definition }));
          const types = rowTypes(block);
          // Labelled by the block's own title, the heading the preview shows.
          const label = [manifest.program.name, course.title, ...trail, typeof block.title === 'string' ? block.title : title].filter(Boolean).join(' › ');
          blocks.push({
            id: String(blocks.length + 1),
            label: `${label} (${String(block.type)}${types.length > 0 ? `: ${types.join(', ')}` : ''})`,
            folder,
            body: blockBody(block),
            courseType,
            terms,
          });
        }
        for (const child of node.children ?? []) visit(child, title ? [...trail, title] : trail);
      };
      for (const node of course.nodes) visit(node, []);
    }
  }
  return { blocks, packages };
}
