// Builds the demo SCORM packages (content/demo-scorm-program) from their sources in
// content/tools/scorm-demo: each package's activity folder gets its SCO's files, the script both
// SCOs share (an asset resource the SCO depends on), and an imsmanifest.xml written here that lists
// every file. The shared stylesheet goes into each page's <style>: an activity folder serves pages,
// scripts and media, not stylesheets (apps/api/src/content/media-types.ts). Run after changing a source:
//   node content/tools/build-scorm-demos.mjs
// `--out <folder>` writes the package folders elsewhere than the package's activities/ (the test
// that the kept output is up to date). Nothing dated, files in name order: every run writes the same bytes.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const SOURCES = here('./scorm-demo/');
const SHARED = 'commun';
const STYLESHEET = 'parcours.css';

/** Each package: its activity key (the folder's name), the folder of its SCO's sources, and what its manifest says. */
const packages = [
  {
    key: 'accueil-telephone-scorm12',
    edition: '1.2',
    source: 'scorm12',
    title: 'Accueillir au téléphone',
    masteryScore: 80,
    // The SCO shows it in its model greeting (cmi.launch_data).
    dataFromLms: 'entreprise=Boutique Démo',
  },
  {
    key: 'attente-client-scorm2004',
    edition: '2004',
    source: 'scorm2004',
    title: "Gérer l'attente du client",
    minNormalizedMeasure: '0.8',
  },
];

const xml = (text) => String(text).replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
const filesOf = (folder) =>
  readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .sort();
const fileList = (names) => names.map((name) => `      <file href="${xml(name)}"/>`).join('\n');

/** The page as the package serves it: the shared stylesheet inline, the shared script beside it. */
function packagedPage(html, css, name) {
  const link = `<link rel="stylesheet" href="../${SHARED}/${STYLESHEET}">`;
  if (!html.includes(link)) throw new Error(`${name} does not link ${link}`);
  const style = [
    '<style>',
    ...css
      .trimEnd()
      .split('\n')
      .map((line) => (line === '' ? line : `      ${line}`)),
    '    </style>',
  ].join('\n');
  return html.replace(link, style).replaceAll(`src="../${SHARED}/`, 'src="');
}

const header = `<?xml version="1.0" encoding="UTF-8"?>
<!-- Written by content/tools/build-scorm-demos.mjs from content/tools/scorm-demo: change the sources and run it again. -->`;

function resources(attribute, scoFiles, sharedFiles, launch) {
  return `  <resources>
    <resource identifier="ressource-sco" type="webcontent" ${attribute}="sco" href="${xml(launch)}">
${fileList(scoFiles)}
      <dependency identifierref="ressource-commun"/>
    </resource>
    <resource identifier="ressource-commun" type="webcontent" ${attribute}="asset">
${fileList(sharedFiles)}
    </resource>
  </resources>`;
}

function manifest12(pkg, scoFiles, sharedFiles, launch) {
  return `${header}
<manifest identifier="espace-apprenant-${pkg.key}" version="1.0"
          xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
          xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"
          xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
          xsi:schemaLocation="http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd http://www.imsglobal.org/xsd/imsmd_rootv1p2p1 imsmd_rootv1p2p1.xsd http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>1.2</schemaversion>
  </metadata>
  <organizations default="organisation">
    <organization identifier="organisation">
      <title>${xml(pkg.title)}</title>
      <item identifier="item-sco" identifierref="ressource-sco" isvisible="true">
        <title>${xml(pkg.title)}</title>
        <adlcp:datafromlms>${xml(pkg.dataFromLms)}</adlcp:datafromlms>
        <adlcp:masteryscore>${pkg.masteryScore}</adlcp:masteryscore>
      </item>
    </organization>
  </organizations>
${resources('adlcp:scormtype', scoFiles, sharedFiles, launch)}
</manifest>
`;
}

function manifest2004(pkg, scoFiles, sharedFiles, launch) {
  return `${header}
<manifest identifier="espace-apprenant-${pkg.key}" version="1.0"
          xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
          xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"
          xmlns:adlseq="http://www.adlnet.org/xsd/adlseq_v1p3"
          xmlns:adlnav="http://www.adlnet.org/xsd/adlnav_v1p3"
          xmlns:imsss="http://www.imsglobal.org/xsd/imsss"
          xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
          xsi:schemaLocation="http://www.imsglobal.org/xsd/imscp_v1p1 imscp_v1p1.xsd http://www.adlnet.org/xsd/adlcp_v1p3 adlcp_v1p3.xsd http://www.adlnet.org/xsd/adlseq_v1p3 adlseq_v1p3.xsd http://www.adlnet.org/xsd/adlnav_v1p3 adlnav_v1p3.xsd http://www.imsglobal.org/xsd/imsss imsss_v1p0.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>2004 4th Edition</schemaversion>
  </metadata>
  <organizations default="organisation">
    <organization identifier="organisation">
      <title>${xml(pkg.title)}</title>
      <item identifier="item-sco" identifierref="ressource-sco">
        <title>${xml(pkg.title)}</title>
        <imsss:sequencing>
          <imsss:objectives>
            <!-- Passed when the SCO's cmi.score.scaled reaches the measure. -->
            <imsss:primaryObjective objectiveID="maitrise" satisfiedByMeasure="true">
              <imsss:minNormalizedMeasure>${pkg.minNormalizedMeasure}</imsss:minNormalizedMeasure>
            </imsss:primaryObjective>
          </imsss:objectives>
        </imsss:sequencing>
      </item>
    </organization>
  </organizations>
${resources('adlcp:scormType', scoFiles, sharedFiles, launch)}
</manifest>
`;
}

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const out = values.out === undefined ? here('../demo-scorm-program/activities/') : resolve(values.out);
const css = readFileSync(join(SOURCES, SHARED, STYLESHEET), 'utf8');
const sharedFiles = filesOf(join(SOURCES, SHARED)).filter((name) => name !== STYLESHEET);

for (const pkg of packages) {
  const source = join(SOURCES, pkg.source);
  const scoFiles = filesOf(source);
  const pages = scoFiles.filter((name) => name.endsWith('.html'));
  if (pages.length !== 1) throw new Error(`${pkg.source} holds ${pages.length} pages: a SCO has one launch page`);
  const folder = join(out, pkg.key);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  for (const name of scoFiles) {
    const bytes = readFileSync(join(source, name));
    writeFileSync(join(folder, name), name.endsWith('.html') ? packagedPage(bytes.toString('utf8'), css, name) : bytes);
  }
  for (const name of sharedFiles) writeFileSync(join(folder, name), readFileSync(join(SOURCES, SHARED, name)));
  const write = pkg.edition === '1.2' ? manifest12 : manifest2004;
  writeFileSync(join(folder, 'imsmanifest.xml'), write(pkg, scoFiles, sharedFiles, pages[0]));
}
