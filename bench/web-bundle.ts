/**
 * Script sizes of the web build for `npm run bench:web`: each file gzipped
 * (level 9, as the server would serve it compressed), and the chunks of the
 * lesson route, pdf.js and the calculator read from the Vite manifest.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export const readManifest = (dist: string): Manifest => JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;

const gzipCache = new Map<string, number>();
export function gzippedSize(dist: string, file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** A chunk's file and the files it imports statically, each once. */
export function staticClosure(manifest: Manifest, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, files);
  return files;
}

/** The file of a source module's chunk (e.g. 'src/components/viewers/pdf-document.tsx'), or null if it has none. */
export function chunkFileOf(manifest: Manifest, source: string): string | null {
  return manifest[source]?.file ?? null;
}

/** Files that must not be on the lesson route until used: pdf.js (and its worker) and the calculator. */
export function lazyOnlyFiles(manifest: Manifest): { pdf: string[]; calculator: string[] } {
  const pdf = ['src/components/viewers/pdf-document.tsx', 'src/components/viewers/pdf-loader.ts']
    .flatMap((source) => [...staticClosure(manifest, source)])
    .filter((file) => /pdf/i.test(file));
  const calculator = [chunkFileOf(manifest, 'src/components/calculator/calculator-widget.tsx')].filter((file): file is string => file !== null);
  return { pdf: [...new Set(pdf)], calculator };
}

export const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
