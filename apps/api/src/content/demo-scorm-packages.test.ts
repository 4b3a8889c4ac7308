import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, describe, expect, it } from 'vitest';
import { repositoryRoot } from '../paths';

const BUILD = join(repositoryRoot, 'content/tools/build-scorm-demos.mjs');
const KEPT = join(repositoryRoot, 'content/demo-scorm-program/activities');
const scratch = mkdtempSync(join(tmpdir(), 'espace-scorm-demos-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Every file of the package folders under `root`, by path, with its bytes. */
function tree(root: string): Map<string, string> {
  const files = readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return new Map(files.map((entry) => [join(entry.parentPath, entry.name).slice(root.length), readFileSync(join(entry.parentPath, entry.name), 'base64')]));
}

function build(): Map<string, string> {
  const out = mkdtempSync(join(scratch, 'run-'));
  execFileSync(process.execPath, [BUILD, '--out', out]);
  return tree(out);
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (name) => ['item', 'resource', 'file', 'dependency'].includes(name),
});
type Resource = { '@identifier': string; '@href'?: string; file: { '@href': string }[]; dependency?: { '@identifierref': string }[] } & Record<string, string>;

function readManifest(key: string) {
  const text = readFileSync(join(KEPT, key, 'imsmanifest.xml'), 'utf8');
  expect(XMLValidator.validate(text)).toBe(true);
  const { manifest } = parser.parse(text);
  const resources: Resource[] = manifest.resources.resource;
  return { manifest, resources, sco: resources.find((resource) => resource['@identifier'] === manifest.organizations.organization.item[0]['@identifierref']) };
}

describe('the demo SCORM packages (content/tools/build-scorm-demos.mjs)', () => {
  it('are built the same bytes on every run, and the kept folders are that build', () => {
    const first = build();
    expect([...first.keys()].sort()).toEqual([...tree(KEPT).keys()].sort());
    expect(build()).toEqual(first);
    expect(tree(KEPT)).toEqual(first);
  });

  it.each([
    ['accueil-telephone-scorm12', 'adlcp:scormtype'],
    ['attente-client-scorm2004', 'adlcp:scormType'],
  ])('%s lists every file of its folder, its SCO depending on the shared asset', (key, scormType) => {
    const { resources, sco } = readManifest(key);
    const listed = resources.flatMap((resource) => resource.file.map((file) => file['@href']));
    expect(listed.sort()).toEqual(readdirSync(join(KEPT, key)).filter((name) => name !== 'imsmanifest.xml'));
    expect(sco?.[`@${scormType}`]).toBe('sco');
    expect(sco?.file.map((file) => file['@href'])).toContain(sco?.['@href']);
    const asset = resources.find((resource) => resource['@identifier'] === sco?.dependency?.[0]?.['@identifierref']);
    expect(asset?.[`@${scormType}`]).toBe('asset');
    expect(asset?.file.map((file) => file['@href'])).toEqual(['parcours.js']);
  });

  it('writes the SCORM 1.2 manifest with its mastery score and launch data', () => {
    const { manifest } = readManifest('accueil-telephone-scorm12');
    expect(manifest['@xmlns:adlcp']).toBe('http://www.adlnet.org/xsd/adlcp_rootv1p2');
    expect(manifest.metadata.schemaversion).toBe('1.2');
    const [item] = manifest.organizations.organization.item;
    expect(item['adlcp:masteryscore']).toBe('80');
    expect(item['adlcp:datafromlms']).toBe('entreprise=Boutique Démo');
  });

  it('writes the SCORM 2004 4th Edition manifest with a primary objective satisfied by measure', () => {
    const { manifest } = readManifest('attente-client-scorm2004');
    expect(manifest['@xmlns']).toBe('http://www.imsglobal.org/xsd/imscp_v1p1');
    expect(manifest.metadata.schemaversion).toBe('2004 4th Edition');
    const objective = manifest.organizations.organization.item[0]['imsss:sequencing']['imsss:objectives']['imsss:primaryObjective'];
    expect(objective).toMatchObject({ '@satisfiedByMeasure': 'true', 'imsss:minNormalizedMeasure': '0.8' });
  });
});
