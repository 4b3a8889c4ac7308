import { validateBlock } from '@espace/domain/content/block';
import type { PackageProblem, PackageProblemCode, ProblemValues } from '@espace/domain/content/package-problems';
import type { ContentPackage, PackageBlock, PackageCompetency, PackageNode } from './content-package-schema';
import { activityUrl, formatPath, resolveReferences } from './references';

/** A problem (or a warning) of a package: where, which (its code and values, which the web translates), and the CLI's English text. */
export interface PackageIssue extends PackageProblem {
  path: string;
  message: string;
}

export const packageIssue = (path: string, code: PackageProblemCode, values: ProblemValues, message: string): PackageIssue => ({ path, code, values, message });

/** An issue whose message and values name the server's own folders differently (`hide`): a temporary folder is nobody's business. */
export function hideFolders(issue: PackageIssue, hide: (text: string) => string): PackageIssue {
  const values = Object.fromEntries(Object.entries(issue.values ?? {}).map(([name, value]) => [name, typeof value === 'string' ? hide(value) : value]));
  return { ...issue, message: hide(issue.message), values };
}

type Path = (string | number)[];

/** The nesting rule of course nodes (docs/product/data-model.md#course-nodes): what each kind of node may hold. */
const allowedChildren: Record<PackageNode['type'], readonly PackageNode['type'][]> = {
  container: ['block', 'multiblock'],
  multiblock: ['block'],
  block: ['resource'],
  resource: [],
};

/** Stand-ins used to validate blocks before anything is stored. */
const PLACEHOLDER_ID = '00000000-0000-4000-8000-000000000000';
const PLACEHOLDER_ACTIVITY_FOLDER = `/api/activities/${PLACEHOLDER_ID}/`;

/** Every competency of the tree, with its path in the manifest. */
function flattenCompetencies(tree: readonly PackageCompetency[], path: Path = ['competencies']): { competency: PackageCompetency; path: Path }[] {
  return tree.flatMap((competency, index) => [
    { competency, path: [...path, index] },
    ...flattenCompetencies(competency.children ?? [], [...path, index, 'children']),
  ]);
}

/** The block fields that are not keys of the package: what validateBlock checks. */
export function blockBody(block: PackageBlock): Record<string, unknown> {
  const { key: _key, category: _category, competency: _competency, terms: _terms, ...body } = block;
  return body;
}

/**
 * Everything the schema cannot see on its own: keys that name nothing,
 * duplicate keys, the node nesting rule and every block through
 * validateBlock. Each problem comes with its path in the manifest.
 */
export function checkContentPackage(pkg: ContentPackage): PackageIssue[] {
  const issues: PackageIssue[] = [];
  const issue = (path: Path, code: PackageProblemCode, values: ProblemValues, message: string) =>
    issues.push(packageIssue(formatPath(path), code, values, message));

  const keysOf = (name: string, entries: { key: string; path: Path }[]) => {
    const keys = new Set<string>();
    for (const entry of entries) {
      if (keys.has(entry.key)) issue([...entry.path, 'key'], 'DUPLICATE_KEY', { kind: name, key: entry.key }, `duplicate ${name} key "${entry.key}"`);
      keys.add(entry.key);
    }
    return keys;
  };
  const indexed = <T extends { key: string }>(list: readonly T[], name: string) => list.map((entry, index) => ({ key: entry.key, path: [name, index] }));
  const categories = keysOf('category', indexed(pkg.categories, 'categories'));
  const courseTypes = keysOf('course type', indexed(pkg.courseTypes, 'courseTypes'));
  const competencies = keysOf(
    'competency',
    flattenCompetencies(pkg.competencies).map(({ competency, path }) => ({ key: competency.key, path })),
  );
  const terms = keysOf('term', indexed(pkg.terms, 'terms'));
  const activities = new Map(pkg.activities.map((activity) => [activity.key, activity.entry]));
  keysOf('activity', indexed(pkg.activities, 'activities'));
  const blocks = keysOf('block', indexed(pkg.blocks, 'blocks'));
  const courses = keysOf('course', indexed(pkg.courses, 'courses'));
  const files = new Set<string>();
  pkg.files.forEach((file, index) => {
    if (files.has(file.path)) issue(['files', index, 'path'], 'DUPLICATE_FILE', { file: file.path }, `duplicate file "${file.path}"`);
    files.add(file.path);
  });

  const known = (set: Set<string>, what: string, value: string | undefined, path: Path) => {
    if (value !== undefined && !set.has(value)) issue(path, 'UNKNOWN_KEY', { kind: what, key: value }, `unknown ${what} key "${value}"`);
  };

  const checkBlock = (block: PackageBlock, path: Path) => {
    known(categories, 'category', block.category, [...path, 'category']);
    known(competencies, 'competency', block.competency, [...path, 'competency']);
    (block.terms ?? []).forEach((term, index) => known(terms, 'term', term, [...path, 'terms', index]));
    const { value, unresolved } = resolveReferences(blockBody(block), (kind, target) => {
      if (kind === 'file') return files.has(target) ? PLACEHOLDER_ID : undefined;
      if (kind === 'competency') return competencies.has(target) ? PLACEHOLDER_ID : undefined;
      return activityUrl(target, (key) => {
        const entry = activities.get(key);
        return entry === undefined ? undefined : { folderUrl: PLACEHOLDER_ACTIVITY_FOLDER, entry };
      });
    });
    for (const reference of unresolved)
      issue(
        [...path, ...reference.path],
        'UNKNOWN_REFERENCE',
        { kind: reference.kind, target: reference.target },
        `unknown ${reference.kind} "${reference.target}"`,
      );
    const validation = validateBlock(value);
    if (!validation.ok)
      for (const blockIssue of validation.issues)
        issue(
          [
            ...path,
            ...blockIssue.path
              .split('.')
              .filter((s) => s !== '')
              .map(segment),
          ],
          blockIssue.code,
          blockIssue.values ?? {},
          blockIssue.message,
        );
  };
  pkg.blocks.forEach((block, index) => checkBlock(block, ['blocks', index]));

  const checkNode = (node: PackageNode, parent: PackageNode['type'] | 'root', path: Path) => {
    const allowed = parent === 'root' ? ['container'] : allowedChildren[parent];
    if (!allowed.includes(node.type))
      issue(
        [...path, 'type'],
        'NODE_NOT_ALLOWED',
        { parent, type: node.type, allowed: allowed.join(', ') },
        `a ${parent} cannot hold a ${node.type} (it holds ${allowed.join(' or ') || 'nothing'})`,
      );
    const holdsBlock = node.type === 'block' || node.type === 'resource';
    if (holdsBlock && node.block === undefined)
      issue(path, 'NODE_NEEDS_BLOCK', { type: node.type }, `a ${node.type} node needs a block (a key or the block itself)`);
    if (!holdsBlock && node.block !== undefined) issue([...path, 'block'], 'NODE_HOLDS_NO_BLOCK', { type: node.type }, `a ${node.type} node holds no block`);
    if (node.type === 'multiblock' && (node.children ?? []).length === 0)
      issue([...path, 'children'], 'MULTIBLOCK_EMPTY', {}, 'a multiblock holds at least one block');
    if (typeof node.block === 'string') known(blocks, 'block', node.block, [...path, 'block']);
    else if (node.block !== undefined) checkBlock(node.block, [...path, 'block']);
    (node.children ?? []).forEach((child, index) => checkNode(child, node.type, [...path, 'children', index]));
  };

  pkg.courses.forEach((course, index) => {
    const path = ['courses', index];
    known(categories, 'category', course.category, [...path, 'category']);
    known(courseTypes, 'course type', course.type, [...path, 'type']);
    (course.programCourse?.unlocks ?? []).forEach((target, at) => known(courses, 'course', target, [...path, 'programCourse', 'unlocks', at]));
    (course.settings?.interactiveActions ?? []).forEach((action, actionIndex) =>
      action.choices.forEach((choice, choiceIndex) => {
        const target = choice.action.target;
        if (target !== 'home')
          known(courses, 'course', target, [...path, 'settings', 'interactiveActions', actionIndex, 'choices', choiceIndex, 'action', 'target']);
      }),
    );
    if (course.nodes.length === 0 && course.scorm === undefined)
      issue(
        [...path, 'nodes'],
        'COURSE_NEEDS_NODES',
        {},
        'a course needs nodes, a cmi5 course structure (cmi5: an activity key) or a SCORM package (scorm: an activity key)',
      );
    keysOf('node', nodesWithKeys(course.nodes, [...path, 'nodes']));
    for (const field of ['cmi5', 'scorm'] as const) {
      const named = course[field];
      if (named !== undefined && !activities.has(named))
        issue([...path, field], 'UNKNOWN_KEY', { kind: 'activity', key: named }, `unknown activity key "${named}"`);
    }
    course.nodes.forEach((node, nodeIndex) => checkNode(node, 'root', [...path, 'nodes', nodeIndex]));
  });
  return issues;
}

/** The nodes of a course that carry a key of their own, with their paths: their keys are unique in the course. */
function nodesWithKeys(nodes: readonly PackageNode[], path: Path): { key: string; path: Path }[] {
  return nodes.flatMap((node, index) => [
    ...(node.key === undefined ? [] : [{ key: node.key, path: [...path, index] }]),
    ...nodesWithKeys(node.children ?? [], [...path, index, 'children']),
  ]);
}

/** Every file the package's blocks name (`file:` references), listed or embedded in a node. */
export function fileReferences(pkg: ContentPackage): Set<string> {
  const named = new Set<string>();
  const visitBlock = (block: PackageBlock) =>
    resolveReferences(blockBody(block), (kind, target) => {
      if (kind === 'file') named.add(target);
      return PLACEHOLDER_ID;
    });
  const visitNode = (node: PackageNode): void => {
    if (node.block !== undefined && typeof node.block !== 'string') visitBlock(node.block);
    (node.children ?? []).forEach(visitNode);
  };
  pkg.blocks.forEach(visitBlock);
  pkg.courses.forEach((course) => course.nodes.forEach(visitNode));
  return named;
}

/** validateBlock's dotted paths hold array indexes as digits. */
const segment = (text: string): string | number => (/^\d+$/.test(text) ? Number(text) : text);
