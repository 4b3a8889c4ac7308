import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { readCourseStructure } from '@espace/domain/xapi/cmi5/course-structure';
import { MAX_STRUCTURE_BYTES, readBounded } from './bounded-reads';
import { type PackageIssue, packageIssue } from './content-package-checks';
import type { ContentPackage, PackageNode } from './content-package-schema';
import { manifestXmlParser } from './manifest-xml';
import { formatPath } from './references';

/** The course structure a cmi5 course package holds (cmi5 14.0), at the root of its activity folder. */
export const CMI5_STRUCTURE = 'cmi5.xml';

const parser = manifestXmlParser(['au', 'block', 'langstring']);

/** An AU's URL as a page of the package: an activity reference for a file of the folder, or the absolute URL as it is. */
function auReference(folder: string, activity: { key: string; folder: string }, url: string): string | null {
  if (/^https?:\/\//i.test(url)) return url;
  const file = url.split(/[?#]/, 1)[0] ?? '';
  if (file === '' || file.includes('/') || file.includes('\\') || file === CMI5_STRUCTURE) return null;
  const location = join(folder, activity.folder, file);
  return existsSync(location) && statSync(location).isFile() ? `activity:${activity.key}/${url}` : null;
}

/**
 * Turns each course that names a cmi5 course structure (`cmi5: <activity key>`) into sections and
 * tincan pages, after its own nodes: a container per cmi5 block (the course's own AUs in one named
 * after the course), a tincan block per AU that keeps its launch facts (docs/xapi.md, cmi5). The
 * checks that follow then see ordinary nodes. Problems are added to `issues` by path.
 */
export function expandCmi5Courses(folder: string, manifest: ContentPackage, issues: PackageIssue[]): void {
  manifest.courses.forEach((course, index) => {
    const activity = manifest.activities.find((candidate) => candidate.key === course.cmi5);
    if (course.cmi5 === undefined || !activity) return;
    const at = (path: string) => `${formatPath(['courses', index, 'cmi5'])}${path === '' ? '' : ` (${path})`}`;
    const location = join(folder, activity.folder, CMI5_STRUCTURE);
    if (!existsSync(location))
      return void issues.push(
        packageIssue(at(''), 'CMI5_STRUCTURE_MISSING', { file: CMI5_STRUCTURE, folder: activity.folder }, `no ${CMI5_STRUCTURE} in "${activity.folder}"`),
      );
    const text = readBounded(location, MAX_STRUCTURE_BYTES, 'a course structure');
    if (!text.ok) return void issues.push(packageIssue(at(CMI5_STRUCTURE), 'MANIFEST_TOO_LARGE', { size: text.size, limit: text.limit }, text.message));
    let parsed: unknown;
    try {
      parsed = parser.parse(text.bytes.toString('utf8'), true);
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      return void issues.push(packageIssue(at(CMI5_STRUCTURE), 'MANIFEST_UNPARSABLE', { detail }, `is not well-formed XML: ${detail}`));
    }
    const read = readCourseStructure(parsed as Record<string, unknown>);
    if (!read.ok)
      return void issues.push(
        ...read.issues.map((problem) => packageIssue(at(problem.path), 'CMI5_STRUCTURE_INVALID', { detail: problem.message }, problem.message)),
      );
    const sections: PackageNode[] = read.structure.sections.map((section, sectionIndex) => ({
      type: 'container',
      title: section.title,
      children: section.aus.flatMap((au, auIndex) => {
        const url = auReference(folder, activity, au.url);
        if (url === null) {
          issues.push(
            packageIssue(
              at(`section ${sectionIndex + 1}, AU ${auIndex + 1}`),
              'CMI5_AU_URL',
              { url: au.url, folder: activity.folder },
              `the AU url "${au.url}" is neither a file of "${activity.folder}" nor an http(s) URL`,
            ),
          );
          return [];
        }
        return [
          { type: 'block' as const, title: au.title, block: { title: au.title, type: 'tincan', content: { sections: [], tincan: { url, cmi5: au.cmi5 } } } },
        ];
      }),
    }));
    course.nodes.push(...sections);
  });
}
