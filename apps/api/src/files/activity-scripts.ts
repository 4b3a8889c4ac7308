import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { apiRoot } from '../paths';
import type { StoredFileMeta } from './files-repository';
import { etagOf } from './get-file';

/** Where the portal serves the scripts it puts into activity pages: a path of the activities route, on every tenant's host. */
const ACTIVITY_SCRIPTS_PATH = '/api/activities/sandbox/';

export interface ActivityScript {
  name: string;
  content: Buffer;
  etag: string;
}

const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

const scriptOf = (name: string, content: Buffer): ActivityScript => ({ name, content, etag: `"${sha256(content)}"` });
const ownScript = (name: string) => readFileSync(join(apiRoot, 'src', 'files', 'activity-scripts', name));
const script = (name: string) => scriptOf(name, ownScript(name));

/**
 * A SCO's runtime (docs/scorm.md#runtime): scorm-again's API of the edition (its browser build,
 * which defines `Scorm12API` or `Scorm2004API` on the window), then the portal's bridge. Its source
 * map stays out: the browser would ask for it at this script's address.
 */
function scormRuntime(version: '1.2' | '2004'): ActivityScript {
  const build = createRequire(import.meta.url).resolve(`scorm-again/${version === '1.2' ? 'scorm12' : 'scorm2004'}/min`);
  const library = readFileSync(build, 'utf8').replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');
  return scriptOf(`scorm-${version}.js`, Buffer.concat([Buffer.from(`${library};\n`), ownScript('scorm-runtime.js')]));
}

/**
 * The scripts every HTML document of an activity runs first, in this order
 * (docs/content-packages.md#the-activity-sandbox): one entry each, its file in
 * `files/activity-scripts/`. They run in the activity's opaque origin with its privileges and
 * nothing more, and give its document what the sandbox takes away.
 */
const injected: readonly ActivityScript[] = [script('storage.js'), script('scorm.js')];

/** Scripts an activity's page loads when it needs them: a SCO's runtime, which scorm.js writes into its page. */
const onDemand: readonly ActivityScript[] = [scormRuntime('1.2'), scormRuntime('2004')];

export const activityScript = (name: string): ActivityScript | undefined => [...injected, ...onDemand].find((candidate) => candidate.name === name);

/** What goes at the start of the head of every HTML document of an activity (html-injection.ts). */
export const injectedMarkup: Buffer = Buffer.from(injected.map(({ name }) => `<script src="${ACTIVITY_SCRIPTS_PATH}${name}"></script>`).join(''));

/** The markup, in a few characters: it is part of every page's bytes. */
const markupVersion = sha256(injectedMarkup).slice(0, 16);

export const servesInjected = (file: StoredFileMeta): boolean => file.type === 'text/html';

/** A page's ETag names its stored bytes and the markup put into them; any other file's, its bytes. */
export const activityFileEtag = (file: StoredFileMeta): string => (servesInjected(file) ? `"${file.sha256}-${markupVersion}"` : etagOf(file));
