/**
 * `npm run lint` step: every relative link of README.md and docs/**.md, and every
 * `docs/….md#anchor` a source comment cites, names a file and a heading that exist. Headings are
 * link targets (docs/product/README.md): renaming one breaks the comments that cite it, and this
 * says where. Anchors are GitHub's heading slugs.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

function filesUnder(folder: string, keep: (name: string) => boolean): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) return [];
    const path = join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(path, keep) : keep(entry.name) ? [path] : [];
  });
}

const withoutCode = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, '');

/** GitHub's slug of a heading: lower case, code marks and link targets dropped, letters, digits, spaces as dashes, - and _ kept. */
export function slugOf(heading: string): string {
  const text = heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
  return [...text]
    .filter((character) => /[\p{L}\p{N} _-]/u.test(character))
    .map((character) => (character === ' ' ? '-' : character))
    .join('');
}

const anchorCache = new Map<string, Set<string>>();
function anchorsOf(path: string): Set<string> {
  let anchors = anchorCache.get(path);
  if (anchors === undefined) {
    anchors = new Set();
    const seen = new Map<string, number>();
    for (const line of withoutCode(readFileSync(path, 'utf8')).split('\n')) {
      const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
      if (!heading) continue;
      const slug = slugOf(heading[1] ?? '');
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      anchors.add(count === 0 ? slug : `${slug}-${count}`);
    }
    anchorCache.set(path, anchors);
  }
  return anchors;
}

/** What is wrong with a link from `from` (a file) to `target` (`path#anchor`), or null. */
function brokenLink(from: string, target: string): string | null {
  const [path = '', anchor] = target.split('#', 2);
  let destination = path === '' ? from : normalize(join(dirname(from), path));
  if (!existsSync(destination)) return `missing file ${target}`;
  if (statSync(destination).isDirectory()) destination = join(destination, 'README.md');
  if (anchor && destination.endsWith('.md') && !anchorsOf(destination).has(anchor)) return `missing anchor ${target}`;
  return null;
}

const problems: string[] = [];
let checked = 0;

const markdownFiles = [join(root, 'README.md'), ...filesUnder(join(root, 'docs'), (name) => name.endsWith('.md'))];
for (const file of markdownFiles) {
  const text = withoutCode(readFileSync(file, 'utf8')).replace(/`[^`\n]*`/g, '');
  for (const match of text.matchAll(/\[[^\]]*\]\(([^)\s]+)\)/g)) {
    const target = match[1] ?? '';
    if (/^[a-z]+:/.test(target)) continue;
    checked += 1;
    const problem = brokenLink(file, target);
    if (problem) problems.push(`${relative(root, file)}: ${problem}`);
  }
}

// Source comments cite docs by their path from the repository's root.
const sources = ['apps', 'packages', 'e2e', 'tools', 'bench'].flatMap((folder) =>
  existsSync(join(root, folder)) ? filesUnder(join(root, folder), (name) => /\.(ts|tsx|css|mjs|js)$/.test(name)) : [],
);
for (const file of sources) {
  for (const match of readFileSync(file, 'utf8').matchAll(/\bdocs\/[\w/.-]+\.md(?:#[\w-]+)?/g)) {
    checked += 1;
    const problem = brokenLink(join(root, 'README.md'), match[0]);
    if (problem) problems.push(`${relative(root, file)}: ${problem}`);
  }
}

for (const problem of problems) console.error(problem);
console.log(`docs links: ${checked} checked, ${problems.length} broken`);
process.exitCode = problems.length > 0 ? 1 : 0;
