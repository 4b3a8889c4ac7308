/**
 * An element of imsmanifest.xml as fast-xml-parser gives it with namespace prefixes removed: attributes
 * under `@name`, children by tag (one or a list), text under `#text` or as the value itself.
 */
export type XmlElement = { [name: string]: unknown };

const isElement = (value: unknown): value is XmlElement => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The children of `element` named `name`, in order, whatever their case: authoring tools write
 * `adlcp:masteryscore` and `adlcp:masteryScore`, `adlcp:scormtype` and `adlcp:scormType` alike. A
 * child holding only text comes as `{ '#text': … }`.
 */
export function children(element: XmlElement | undefined, name: string): XmlElement[] {
  if (element === undefined) return [];
  const wanted = name.toLowerCase();
  return Object.entries(element)
    .filter(([key]) => !key.startsWith('@') && key.toLowerCase() === wanted)
    .flatMap(([, value]) => (Array.isArray(value) ? (value as unknown[]) : [value]))
    .map((value) => (isElement(value) ? value : { '#text': value }));
}

export const child = (element: XmlElement | undefined, name: string): XmlElement | undefined => children(element, name)[0];

/** An attribute's value, trimmed, whatever the case of its name; undefined when absent. */
export function attribute(element: XmlElement | undefined, name: string): string | undefined {
  if (element === undefined) return undefined;
  const wanted = `@${name.toLowerCase()}`;
  const found = Object.entries(element).find(([key]) => key.toLowerCase() === wanted);
  return found === undefined ? undefined : String(found[1]).trim();
}

/** An element's text as written, trimmed ('' when it has none): launch data keeps its inner line breaks. */
export function rawText(element: XmlElement | undefined): string {
  const value = element?.['#text'];
  return value === undefined || value === null || typeof value === 'object' ? '' : String(value).trim();
}

/** An element's text with each run of whitespace made one space: a `<title>` written over several lines. */
export const text = (element: XmlElement | undefined): string => rawText(element).replace(/\s+/g, ' ');
