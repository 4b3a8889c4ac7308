import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** A package's files by path: what a test writes into a folder or a zip. */
export type PackageFiles = Record<string, string | Buffer>;

const page = (title: string) =>
  `<!doctype html>\n<html lang="fr"><head><title>${title}</title><script src="api.js"></script></head><body><h1>${title}</h1></body></html>\n`;
/** A 1×1 PNG. */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
/** What a manifest's xsi:schemaLocation names: in every package, read by no page. */
const schema = '<?xml version="1.0"?>\n<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema"/>\n';

/**
 * A SCORM 1.2 package as authoring tools write it, with the shapes real ones have: the adlcp
 * namespace under another prefix, a title over several lines, a SCO in a folder of its own by
 * xml:base, shared files in an assets-only resource, a launchable asset, a hidden item.
 */
export const scorm12Package = (): PackageFiles => ({
  'imsmanifest.xml': `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="com.example.accueil" version="1.0"
    xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
    xmlns:scorm="http://www.adlnet.org/xsd/adlcp_rootv1p2"
    xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
    xsi:schemaLocation="http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>1.2</schemaversion>
  </metadata>
  <organizations default="ORG-1">
    <organization identifier="ORG-1">
      <title>
        Accueil client
        (SCORM 1.2)
      </title>
      <item identifier="I-intro" identifierref="R-intro" parameters="?chapter=1">
        <title>Introduction</title>
        <scorm:masteryscore>80</scorm:masteryscore>
        <scorm:maxtimeallowed>0000:30:00</scorm:maxtimeallowed>
        <scorm:timelimitaction>exit,message</scorm:timelimitaction>
        <scorm:datafromlms>mode=complet</scorm:datafromlms>
      </item>
      <item identifier="I-module">
        <title>Module 1</title>
        <item identifier="I-lesson" identifierref="R-lesson"><title>Leçon 1</title></item>
        <item identifier="I-guide" identifierref="R-guide"><title>Le guide</title></item>
        <item identifier="I-hidden" identifierref="R-lesson" isvisible="false"><title>Caché</title></item>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="R-intro" type="webcontent" scorm:scormtype="sco" href="intro.html">
      <file href="intro.html"/>
      <dependency identifierref="R-shared"/>
    </resource>
    <resource identifier="R-lesson" type="webcontent" scorm:scormtype="sco" xml:base="lesson1/" href="index.html">
      <file href="index.html"/>
      <dependency identifierref="R-shared"/>
    </resource>
    <resource identifier="R-guide" type="webcontent" scorm:scormtype="asset" href="guide.html">
      <file href="guide.html"/>
    </resource>
    <resource identifier="R-shared" type="webcontent" scorm:scormtype="asset">
      <file href="shared/api.js"/>
      <file href="shared/logo.png"/>
    </resource>
  </resources>
</manifest>
`,
  'intro.html': page('Introduction'),
  'lesson1/index.html': page('Leçon 1'),
  'guide.html': page('Le guide'),
  'shared/api.js': 'window.scormReady = true;\n',
  'shared/logo.png': png,
  'imscp_rootv1p1p2.xsd': schema,
  'adlcp_rootv1p2.xsd': schema,
});

/**
 * A SCORM 2004 4th edition package: a default organization that is not the first, a SCO whose
 * primary objective is satisfied by measure, a completion threshold by measure, a time limit.
 */
export const scorm2004Package = (): PackageFiles => ({
  'imsmanifest.xml': `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="com.example.securite" version="1"
    xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
    xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"
    xmlns:adlseq="http://www.adlnet.org/xsd/adlseq_v1p3"
    xmlns:imsss="http://www.imsglobal.org/xsd/imsss">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>2004 4th Edition</schemaversion>
  </metadata>
  <organizations default="ORG-B">
    <organization identifier="ORG-A">
      <title>Brouillon</title>
      <item identifier="X" identifierref="R-risques"><title>X</title></item>
    </organization>
    <organization identifier="ORG-B" adlseq:objectivesGlobalToSystem="false">
      <title>Sécurité au travail (SCORM 2004)</title>
      <item identifier="I-risques" identifierref="R-risques">
        <title>Les risques</title>
        <adlcp:timeLimitAction>continue,no message</adlcp:timeLimitAction>
        <adlcp:dataFromLMS>{"niveau":2}</adlcp:dataFromLMS>
        <adlcp:completionThreshold completedByMeasure="true" minProgressMeasure="0.75"/>
        <imsss:sequencing>
          <imsss:limitConditions attemptAbsoluteDurationLimit="PT1H"/>
          <imsss:objectives>
            <imsss:primaryObjective objectiveID="PRIMARY" satisfiedByMeasure="true">
              <imsss:minNormalizedMeasure>0.6</imsss:minNormalizedMeasure>
            </imsss:primaryObjective>
          </imsss:objectives>
        </imsss:sequencing>
      </item>
      <item identifier="I-quiz" identifierref="R-quiz"><title>Quiz</title></item>
      <imsss:sequencing><imsss:controlMode choice="true" flow="true"/></imsss:sequencing>
    </organization>
  </organizations>
  <resources>
    <resource identifier="R-risques" type="webcontent" adlcp:scormType="sco" href="risques.html">
      <file href="risques.html"/>
      <dependency identifierref="R-common"/>
    </resource>
    <resource identifier="R-quiz" type="webcontent" adlcp:scormType="sco" href="quiz/quiz.html">
      <file href="quiz/quiz.html"/>
      <file href="quiz/quiz.js"/>
      <dependency identifierref="R-common"/>
    </resource>
    <resource identifier="R-common" type="webcontent" adlcp:scormType="asset">
      <file href="common/api.js"/>
    </resource>
  </resources>
</manifest>
`,
  'risques.html': page('Les risques'),
  'quiz/quiz.html': page('Quiz'),
  'quiz/quiz.js': 'window.quiz = true;\n',
  'common/api.js': 'window.scormReady = true;\n',
});

/** The package with its manifest changed: a broken variant of a good one. */
export function withManifest(files: PackageFiles, change: (manifest: string) => string): PackageFiles {
  return { ...files, 'imsmanifest.xml': change(String(files['imsmanifest.xml'])) };
}

/** Writes the files under `folder` (made with its subfolders); `folder` is returned. */
export function writeFiles(folder: string, files: PackageFiles): string {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), content);
  }
  return folder;
}
