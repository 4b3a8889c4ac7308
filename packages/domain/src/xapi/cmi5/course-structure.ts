import { type Cmi5Au, cmi5LaunchMethods, cmi5MoveOns } from './cmi5-au';

/** An element of the parsed course structure: attributes under `@name`, children by tag, text under `#text`. */
export type XmlElement = { [name: string]: unknown };

interface StructureAu {
  title: string;
  /** The AU's URL as the course structure gives it: relative to the package, or absolute. */
  url: string;
  cmi5: Cmi5Au;
}

/** A section of the imported course: a cmi5 block (its nested blocks flattened), or the course's own AUs. */
interface StructureSection {
  title: string;
  aus: StructureAu[];
}

export interface CourseStructure {
  courseId: string;
  title: string;
  sections: StructureSection[];
}

const list = (value: unknown): XmlElement[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter((item): item is XmlElement => typeof item === 'object' && item !== null);
const text = (value: unknown): string =>
  (typeof value === 'string' || typeof value === 'number'
    ? String(value)
    : typeof value === 'object' && value !== null && '#text' in value
      ? String((value as XmlElement)['#text'])
      : ''
  ).trim();
const attribute = (element: XmlElement, name: string): string | undefined => {
  const value = element[`@${name}`];
  return value === undefined ? undefined : String(value).trim();
};

/** A langstring list's text in the first preferred language present, else the first one. */
function langText(element: unknown, languages: readonly string[]): string {
  const strings = list((element as XmlElement | undefined)?.langstring);
  const chosen = languages.map((language) => strings.find((item) => attribute(item, 'lang')?.toLowerCase().startsWith(language))).find(Boolean) ?? strings[0];
  return chosen === undefined ? text(element) : text(chosen);
}

/**
 * Reads a cmi5 course structure (cmi5.xml, cmi5 13.1) once parsed from XML: the course, its blocks
 * and their assignable units with what their launch keeps (launchMethod, moveOn, masteryScore,
 * launchParameters, entitlementKey). Leading and trailing whitespace is dropped, as 13.1 says.
 * Every problem comes back with its place in the structure.
 */
export function readCourseStructure(
  root: XmlElement,
  languages: readonly string[] = ['fr', 'en'],
): { ok: true; structure: CourseStructure } | { ok: false; issues: { path: string; message: string }[] } {
  const issues: { path: string; message: string }[] = [];
  const structure = list(root.courseStructure)[0];
  const course = structure && list(structure.course)[0];
  if (!structure || !course) return { ok: false, issues: [{ path: 'courseStructure.course', message: 'a cmi5 course structure needs a course' }] };
  const courseId = attribute(course, 'id') ?? '';
  if (courseId === '') issues.push({ path: 'courseStructure.course.@id', message: 'the course needs an id (an IRI)' });
  const title = langText(course.title, languages) || courseId;

  const readAu = (au: XmlElement, path: string, blockIds: string[]): StructureAu | null => {
    const id = attribute(au, 'id') ?? '';
    const url = text(au.url);
    const moveOn = attribute(au, 'moveOn') ?? 'NotApplicable';
    const launchMethod = attribute(au, 'launchMethod') ?? 'AnyWindow';
    const mastery = attribute(au, 'masteryScore');
    const masteryScore = mastery === undefined ? null : Number(mastery);
    const problems = [
      id === '' && 'needs an id (an IRI)',
      url === '' && 'needs a url',
      !(cmi5MoveOns as readonly string[]).includes(moveOn) && `moveOn must be one of ${cmi5MoveOns.join(', ')}`,
      !(cmi5LaunchMethods as readonly string[]).includes(launchMethod) && 'launchMethod must be AnyWindow or OwnWindow',
      masteryScore !== null && !(masteryScore >= 0 && masteryScore <= 1) && 'masteryScore must be a decimal between 0 and 1',
    ].filter((problem): problem is string => typeof problem === 'string');
    for (const message of problems) issues.push({ path, message });
    if (problems.length > 0) return null;
    const launchParameters = text(au.launchParameters);
    const entitlementKey = text(au.entitlementKey);
    return {
      title: langText(au.title, languages) || id,
      url,
      cmi5: {
        auId: id,
        courseId,
        blockIds,
        launchMethod: launchMethod as Cmi5Au['launchMethod'],
        moveOn: moveOn as Cmi5Au['moveOn'],
        masteryScore,
        launchParameters: launchParameters === '' ? null : launchParameters,
        entitlementKey: entitlementKey === '' ? null : entitlementKey,
      },
    };
  };
  const readBlock = (block: XmlElement, path: string, outer: string[]): StructureAu[] => {
    const blockIds = [...outer, attribute(block, 'id') ?? ''];
    if (blockIds[blockIds.length - 1] === '') issues.push({ path, message: 'a block needs an id (an IRI)' });
    return [
      ...list(block.au).flatMap((au, index) => readAu(au, `${path}.au[${index}]`, blockIds) ?? []),
      ...list(block.block).flatMap((inner, index) => readBlock(inner, `${path}.block[${index}]`, blockIds)),
    ];
  };

  const sections: StructureSection[] = [];
  const own = list(structure.au).flatMap((au, index) => readAu(au, `courseStructure.au[${index}]`, []) ?? []);
  if (own.length > 0) sections.push({ title, aus: own });
  list(structure.block).forEach((block, index) => {
    const aus = readBlock(block, `courseStructure.block[${index}]`, []);
    if (aus.length > 0) sections.push({ title: langText(block.title, languages) || `${title} ${index + 1}`, aus });
  });
  if (sections.length === 0) issues.push({ path: 'courseStructure', message: 'the course structure holds no assignable unit' });
  return issues.length > 0 ? { ok: false, issues } : { ok: true, structure: { courseId, title, sections } };
}
