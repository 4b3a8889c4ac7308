import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inputsHash } from './build-inputs.mjs';
import { type Build, isUpToDate, runBuild, unreproducibleTraces } from './builds.mjs';

let root: string;
const write = (path: string, content: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
};
const app: Build = { workspace: '@espace/app', dist: 'app/dist', inputs: ['app/src', 'app/config.json', 'shared/src'], output: 'main.js' };
/** What the workspace's build does here: its output from its sources. */
const fakeBuild = () => write('app/dist/main.js', readFileSync(join(root, 'app/src/main.ts'), 'utf8'));
const build = () => runBuild(app, { root, run: fakeBuild });

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'espace-builds-'));
  write('app/src/main.ts', 'export const a = 1;');
  write('app/src/lib/b.ts', 'export const b = 2;');
  write('app/config.json', '{}');
  write('shared/src/rule.ts', 'export const rule = 3;');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the hash of a build’s inputs (its build id, and what npm start compares)', () => {
  it('is the same for the same files wherever they are checked out, and changes with any byte, name or file', () => {
    const hash = inputsHash(app.inputs, root);
    const elsewhere = mkdtempSync(join(tmpdir(), 'espace-builds-other-'));
    try {
      for (const path of ['app/src/main.ts', 'app/src/lib/b.ts', 'app/config.json', 'shared/src/rule.ts']) {
        mkdirSync(dirname(join(elsewhere, path)), { recursive: true });
        writeFileSync(join(elsewhere, path), readFileSync(join(root, path)));
      }
      expect(inputsHash(app.inputs, elsewhere)).toBe(hash);
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
    expect(hash).toMatch(/^[0-9a-f]{64}$/);

    write('app/src/lib/b.ts', 'export const b = 3;');
    const changedByte = inputsHash(app.inputs, root);
    expect(changedByte).not.toBe(hash);
    rmSync(join(root, 'app/src/lib/b.ts'));
    write('app/src/lib/c.ts', 'export const b = 3;');
    const renamed = inputsHash(app.inputs, root);
    expect(renamed).not.toBe(changedByte);
    write('shared/src/new.ts', '');
    expect(inputsHash(app.inputs, root)).not.toBe(renamed);
  });

  it('leaves out what no build reads: tests, what editors and systems leave, installed packages, outputs', () => {
    const hash = inputsHash(app.inputs, root);
    write('app/src/main.test.ts', 'it()');
    write('app/src/lib/b.integration.test.ts', 'it()');
    write('app/src/view.test.tsx', 'it()');
    write('app/src/.DS_Store', 'x');
    write('app/src/lib/Thumbs.db', 'x');
    write('app/src/main.ts~', 'x');
    write('app/src/.main.ts.swp', 'x');
    write('app/src/node_modules/x/index.js', 'x');
    write('app/src/dist/main.js', 'x');
    expect(inputsHash(app.inputs, root)).toBe(hash);
    // A file a build copies, dotted or not, counts.
    write('app/src/.well-known/security.txt', 'Contact: mailto:security@example.com');
    expect(inputsHash(app.inputs, root)).not.toBe(hash);
  });
});

describe('npm start’s decision to build (isUpToDate)', () => {
  it('builds a fresh clone, not again while the sources are unchanged, and again after any change to them', () => {
    expect(isUpToDate(app, root)).toBe(false);
    build();
    expect(isUpToDate(app, root)).toBe(true);

    write('app/src/main.test.ts', 'it()');
    expect(isUpToDate(app, root)).toBe(true);

    write('shared/src/rule.ts', 'export const rule = 4;');
    expect(isUpToDate(app, root)).toBe(false);
    build();
    expect(isUpToDate(app, root)).toBe(true);
  });

  it('builds when the output is gone, or its stamp is not this build’s', () => {
    build();
    rmSync(join(root, 'app/dist/main.js'));
    expect(isUpToDate(app, root)).toBe(false);

    build();
    write('app/dist/.build-inputs', 'another build');
    expect(isUpToDate(app, root)).toBe(false);
  });

  it('builds again after a failed build, even once the sources are back as they were', () => {
    build();
    write('app/src/main.ts', 'export const a = ;');
    expect(() =>
      runBuild(app, {
        root,
        run: () => {
          throw new Error('syntax error');
        },
      }),
    ).toThrow('syntax error');
    write('app/src/main.ts', 'export const a = 1;');
    expect(isUpToDate(app, root)).toBe(false);
  });
});

describe('what a build’s output must not hold (unreproducibleTraces)', () => {
  const from = new Date('2026-11-27T13:58:10Z');
  const to = new Date('2026-11-27T14:00:40Z');
  const traces = () => unreproducibleTraces([join(root, 'app/dist')], { from, to, root });

  it('finds the build’s time in any usual form, and the folder it was built in', () => {
    write('app/dist/assets/a.js', `const built = "${new Date('2026-11-27T13:59:00.000Z').toISOString()}";`);
    write('app/dist/assets/b.js', `const built = "${new Date('2026-11-27T14:00:05Z').toUTCString()}";`);
    write('app/dist/assets/c.js', `const built = "${new Date('2026-11-27T13:59:00Z').toString()}";`);
    write('app/dist/assets/d.js', `const built = ${new Date('2026-11-27T13:59:30Z').getTime()};`);
    write('app/dist/assets/e.css', `/* ${Math.floor(new Date('2026-11-27T14:00:30Z').getTime() / 1000)} */`);
    write('app/dist/server/f.js', `import x from "${root}/app/src/x.ts";`);
    const found = traces();
    for (const file of ['a.js', 'b.js', 'c.js', 'd.js', 'e.css', 'f.js'])
      expect(
        found.some((trace) => trace.includes(`/${file}: `)),
        file,
      ).toBe(true);
  });

  it('finds none in a build without them, numbers and dates of other times included', () => {
    write('app/dist/assets/a.js', 'const limits = [1795000000, 1234567890123, 120000]; const since = "2026-11-26T13:00:00Z";');
    write('app/dist/index.html', '<!doctype html><title>Espace</title>');
    // The compressed copies hold the same bytes as their file; images and fonts hold no time.
    write('app/dist/assets/a.js.br', new Date('2026-11-27T13:59:00Z').toISOString());
    expect(traces()).toEqual([]);
  });
});
