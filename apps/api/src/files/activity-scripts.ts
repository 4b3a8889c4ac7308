import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
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

function script(name: string): ActivityScript {
  const content = readFileSync(join(apiRoot, 'src', 'files', 'activity-scripts', name));
  return { name, content, etag: `"${sha256(content)}"` };
}

/**
 * The scripts every HTML document of an activity runs first, in this order
 * (docs/content-packages.md#the-activity-sandbox): one entry each, its file in
 * `files/activity-scripts/`. They run in the activity's opaque origin with its privileges and
 * nothing more, and give its document what the sandbox takes away.
 */
const injected: readonly ActivityScript[] = [script('storage.js')];

export const activityScript = (name: string): ActivityScript | undefined => injected.find((candidate) => candidate.name === name);

/** What goes at the start of the head of every HTML document of an activity (html-injection.ts). */
export const injectedMarkup: Buffer = Buffer.from(injected.map(({ name }) => `<script src="${ACTIVITY_SCRIPTS_PATH}${name}"></script>`).join(''));

/** The markup, in a few characters: it is part of every page's bytes. */
const markupVersion = sha256(injectedMarkup).slice(0, 16);

export const servesInjected = (file: StoredFileMeta): boolean => file.type === 'text/html';

/** A page's ETag names its stored bytes and the markup put into them; any other file's, its bytes. */
export const activityFileEtag = (file: StoredFileMeta): string => (servesInjected(file) ? `"${file.sha256}-${markupVersion}"` : etagOf(file));
