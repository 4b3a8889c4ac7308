import { XMLParser } from 'fast-xml-parser';

/**
 * The parser of the XML manifests a package may hold (cmi5's course structure, SCORM's
 * imsmanifest.xml): attributes as `@name`, namespace prefixes dropped (authors write `adlcp:` or
 * `scorm:` as they like), text and attributes kept as strings, and `arrays` always arrays, however
 * many the manifest has.
 */
export function manifestXmlParser(arrays: readonly string[]): XMLParser {
  return new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    removeNSPrefix: true,
    parseTagValue: false,
    parseAttributeValue: false,
    isArray: (name, _path, _leaf, isAttribute) => !isAttribute && arrays.includes(name),
  });
}
