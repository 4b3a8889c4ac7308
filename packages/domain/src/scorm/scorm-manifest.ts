import { resolveHref, type ScormHref, withParameters } from './scorm-href';
import { scoFacts, sequencingCollection } from './scorm-item-facts';
import type { ScormIssue } from './scorm-problems';
import type { ScormSco, ScormVersion } from './scorm-sco';
import { attribute, child, children, text, type XmlElement } from './scorm-xml';

/** A page of the imported course: a SCO (its facts in `sco`) or a launchable asset (`sco` null, it never talks to the API). */
interface ScormPage {
  title: string;
  /** The launch: a file of the package (its URL carries the item's parameters) or an http(s) URL. */
  launch: Exclude<ScormHref, { kind: 'outside' }>;
  sco: ScormSco | null;
}

/** A section of the imported course: an item holding items (theirs flattened into it), or a run of top-level pages named after the organization. */
interface ScormSection {
  title: string;
  pages: ScormPage[];
}

export interface ScormManifest {
  version: ScormVersion;
  /** The organization's title: the course's. */
  title: string;
  sections: ScormSection[];
  /** Every file the package must hold, with its place in the manifest: the pages launched, the files their resources and dependencies list. */
  files: { at: string; path: string }[];
}

const MAX_IDENTIFIER_LENGTH = 2048;

/**
 * The edition from metadata/schemaversion ("1.2"; "CAM 1.3", "2004 3rd Edition"… for 2004), else
 * from 2004's own shapes (adlcp:scormType, imsss:sequencing), else 1.2, whose metadata was optional.
 */
function versionOf(manifest: XmlElement, resources: readonly XmlElement[]): ScormVersion | null {
  const written = text(child(child(manifest, 'metadata'), 'schemaversion'));
  if (written === '1.2') return '1.2';
  if (/^(CAM )?1\.3\b|2004/i.test(written)) return '2004';
  if (written !== '') return null;
  const sequenced = (element: XmlElement): boolean => child(element, 'sequencing') !== undefined || children(element, 'item').some((item) => sequenced(item));
  const organizations = children(child(manifest, 'organizations'), 'organization');
  return organizations.some(sequenced) || resources.some((resource) => '@scormType' in resource) ? '2004' : '1.2';
}

/**
 * Reads a SCORM 1.2 or 2004 manifest (imsmanifest.xml) once parsed from XML, namespace prefixes
 * removed: the default organization (organizations@default, else the first) becomes sections of
 * pages, one per visible leaf item (a SCO, or a launchable asset); resources no item launches are
 * not pages, their files are checked only when a launched resource depends on them. Every problem
 * comes back with its place in the manifest (`manifest.organizations.organization[0].item[2]`).
 */
export function readScormManifest(root: XmlElement): { ok: true; manifest: ScormManifest } | { ok: false; issues: ScormIssue[] } {
  const issues: ScormIssue[] = [];
  const invalid = (path: string, detail: string) => issues.push({ path, code: 'SCORM_MANIFEST_INVALID', values: { detail }, message: detail });
  const manifest = child(root, 'manifest');
  if (manifest === undefined)
    return {
      ok: false,
      issues: [{ path: 'manifest', code: 'SCORM_MANIFEST_INVALID', values: { detail: 'no manifest element' }, message: 'no manifest element' }],
    };
  const resourcesElement = child(manifest, 'resources');
  const resources = children(resourcesElement, 'resource');
  const version = versionOf(manifest, resources);
  if (version === null) {
    const written = text(child(child(manifest, 'metadata'), 'schemaversion'));
    invalid('manifest.metadata.schemaversion', `schemaversion "${written}" is not SCORM 1.2 or 2004`);
    return { ok: false, issues };
  }
  const organizations = child(manifest, 'organizations');
  const all = children(organizations, 'organization');
  const chosen = Math.max(
    0,
    all.findIndex((organization) => attribute(organization, 'identifier') === attribute(organizations, 'default')),
  );
  const organization = all[chosen];
  if (organization === undefined) {
    invalid('manifest.organizations', 'the manifest holds no organization');
    return { ok: false, issues };
  }
  const organizationPath = `manifest.organizations.organization[${chosen}]`;
  const title = text(child(organization, 'title')) || attribute(organization, 'identifier') || '';
  if (title === '') invalid(`${organizationPath}.title`, 'the organization needs a title');

  const resourceAt = new Map(resources.map((resource, index) => [attribute(resource, 'identifier') ?? '', index] as const));
  const bases = (resource: XmlElement) =>
    [attribute(manifest, 'base'), attribute(resourcesElement, 'base'), attribute(resource, 'base')].flatMap((base) => base ?? []);
  const files = new Map<string, string>();
  const outside = (path: string, href: string) =>
    issues.push({ path, code: 'SCORM_PATH_OUTSIDE', values: { href }, message: `"${href}" leaves the package: an href is a path inside it or an http(s) URL` });
  const missingResource = (path: string, resource: string) =>
    issues.push({ path, code: 'SCORM_RESOURCE_MISSING', values: { resource }, message: `names the resource "${resource}", which the manifest does not hold` });

  const used = new Set<number>();
  /** A launched resource's files, and those of the resources it depends on, each once. */
  const useResource = (index: number) => {
    if (used.has(index)) return;
    used.add(index);
    const resource = resources[index] as XmlElement;
    const path = `manifest.resources.resource[${index}]`;
    children(resource, 'file').forEach((file, fileIndex) => {
      const href = attribute(file, 'href') ?? '';
      const at = `${path}.file[${fileIndex}]`;
      const target = resolveHref([...bases(resource), ...(attribute(file, 'base') ?? [])], href);
      if (href === '') invalid(at, 'a file needs an href');
      else if (target.kind === 'outside') outside(at, href);
      else if (target.kind === 'file' && !files.has(target.path)) files.set(target.path, at);
    });
    children(resource, 'dependency').forEach((dependency, dependencyIndex) => {
      const identifier = attribute(dependency, 'identifierref') ?? '';
      const found = resourceAt.get(identifier);
      if (found === undefined) missingResource(`${path}.dependency[${dependencyIndex}]`, identifier);
      else useResource(found);
    });
  };

  const collection = sequencingCollection(manifest);
  /** The page an item launches, or none when its launch cannot be: the problem is told. */
  const page = (item: XmlElement, path: string, identifierref: string): ScormPage | null => {
    const identifier = attribute(item, 'identifier') ?? '';
    if (identifier === '' || identifier.length > MAX_IDENTIFIER_LENGTH) {
      invalid(path, `an item needs an identifier of at most ${MAX_IDENTIFIER_LENGTH} characters`);
      return null;
    }
    const index = resourceAt.get(identifierref);
    const resource = index === undefined ? undefined : resources[index];
    if (index === undefined || resource === undefined) {
      missingResource(path, identifierref);
      return null;
    }
    const resourcePath = `manifest.resources.resource[${index}]`;
    const href = attribute(resource, 'href') ?? '';
    const launch = resolveHref(bases(resource), href);
    if (href === '') invalid(resourcePath, `the resource "${identifierref}" has no href to launch`);
    else if (launch.kind === 'outside') outside(`${resourcePath}.@href`, href);
    if (href === '' || launch.kind === 'outside') return null;
    useResource(index);
    if (launch.kind === 'file' && !files.has(launch.path)) files.set(launch.path, `${resourcePath}.@href`);
    const asset = attribute(resource, 'scormType')?.toLowerCase() === 'asset';
    const facts = asset ? null : scoFacts(version, identifier, item, collection);
    for (const problem of facts?.problems ?? []) invalid(path, problem);
    const url = withParameters(launch.url, attribute(item, 'parameters'));
    return { title: text(child(item, 'title')) || identifier, launch: { ...launch, url }, sco: facts?.sco ?? null };
  };
  /** The pages of an item: its own resource's (a 1.2 item may launch one and hold items), then its children's, depth first. */
  const pagesOf = (item: XmlElement, path: string): ScormPage[] => {
    if (attribute(item, 'isvisible')?.toLowerCase() === 'false') return [];
    const identifierref = attribute(item, 'identifierref');
    const items = children(item, 'item');
    if (identifierref === undefined && items.length === 0) invalid(path, 'an item needs an identifierref or items of its own');
    const own = identifierref === undefined ? null : page(item, path, identifierref);
    return [...(own === null ? [] : [own]), ...items.flatMap((inner, index) => pagesOf(inner, `${path}.item[${index}]`))];
  };

  const sections: ScormSection[] = [];
  let loose: ScormSection | null = null;
  for (const [index, item] of children(organization, 'item').entries()) {
    const pages = pagesOf(item, `${organizationPath}.item[${index}]`);
    if (pages.length === 0) continue;
    if (children(item, 'item').length > 0) {
      sections.push({ title: text(child(item, 'title')) || title, pages });
      loose = null;
    } else if (loose === null) {
      loose = { title, pages };
      sections.push(loose);
    } else loose.pages.push(...pages);
  }
  if (issues.length === 0 && sections.length === 0) invalid(organizationPath, 'the organization holds no page to launch');
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, manifest: { version, title, sections, files: [...files].map(([path, at]) => ({ at, path })) } };
}
