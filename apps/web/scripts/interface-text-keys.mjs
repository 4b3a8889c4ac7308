#!/usr/bin/env node
/**
 * Writes packages/contracts/src/interface-text-keys.json: every text key of the web app's bundles
 * (src/locales, and each feature's and shared component's locales/), dotted as tenant labels name
 * them ("home.subtitle"), sorted. The API accepts a tenant label only under one of these keys
 * (docs/administration.md#interface-texts); src/features/admin/tenant-settings/interface-text-keys.test.ts
 * fails when the list and the bundles differ. `npm run interface-texts:keys` after changing a bundle.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const src = fileURLToPath(new URL('../src', import.meta.url));
const target = fileURLToPath(new URL('../../../packages/contracts/src/interface-text-keys.json', import.meta.url));

const jsonFiles = (folder) =>
  readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .map((name) => join(folder, name));
const localeFolders = (parent) =>
  readdirSync(join(src, parent), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(src, parent, entry.name, 'locales'));

/** A bundle's texts by dotted key, as the admin's interface texts screen flattens them. */
const keysOf = (bundle, prefix = '') =>
  Object.entries(bundle).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [],
  );

const folders = [join(src, 'locales'), ...localeFolders('features'), ...localeFolders('components')].filter((folder) => existsSync(folder));
const keys = new Set(folders.flatMap(jsonFiles).flatMap((file) => keysOf(JSON.parse(readFileSync(file, 'utf8')))));
writeFileSync(target, `${JSON.stringify([...keys].sort(), null, 2)}\n`);
console.log(`${keys.size} interface text keys written to ${target}`);
