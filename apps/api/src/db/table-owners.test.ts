import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md "Who writes each table", kept true: every table of the migrations has one row,
 * and every SQL statement of the API that writes a table lives in an area that row names. A write
 * from another area is a second write path (docs/security.md#rules): move it into
 * the owner's use case, or, if the owner really changes, say so in the table.
 */
const src = join(dirname(fileURLToPath(import.meta.url)), '..');
const repository = join(src, '..', '..', '..');

/** The tables the migrations leave, in the order they run: created, and not dropped by a later one. */
function tablesOfMigrations(): Set<string> {
  const migrations = join(src, '..', 'migrations');
  const tables = new Set<string>();
  for (const file of readdirSync(migrations).sort()) {
    for (const match of readFileSync(join(migrations, file), 'utf8').matchAll(/(CREATE|DROP) TABLE (?:IF (?:NOT )?EXISTS )?([a-z_]+)/g)) {
      if (match[1] === 'CREATE') tables.add(match[2]!);
      else tables.delete(match[2]!);
    }
  }
  return tables;
}

/** table → the areas the doc says write it. */
function documentedWriters(): Map<string, Set<string>> {
  const doc = readFileSync(join(repository, 'docs', 'architecture.md'), 'utf8');
  const section = doc.slice(doc.indexOf('### Who writes each table'), doc.indexOf('### Per-process caches'));
  const rows = new Map<string, Set<string>>();
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    if (cells.length < 5 || !cells[1]?.startsWith('`')) continue;
    const writers = new Set([...cells[3]!.matchAll(/`([a-z-]+)`/g)].map((match) => match[1]!));
    for (const table of cells[1].matchAll(/`([a-z_]+)`/g)) {
      expect(rows.has(table[1]!), `${table[1]} has two rows`).toBe(false);
      rows.set(table[1]!, writers);
    }
  }
  return rows;
}

/** Every (table, area) of an INSERT, UPDATE or DELETE in the API's own code: not its tests, the seed, the test helpers or the migration runner. */
function writesInCode(): { table: string; area: string; file: string }[] {
  const writes: { table: string; area: string; file: string }[] = [];
  const skipped = new Set(['seed', 'test']);
  const walk = (directory: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
        const file = relative(src, path);
        const area = file.split(sep)[0]!;
        if (skipped.has(area) || file === join('db', 'migrate.ts')) continue;
        // Comments may say "UPDATE of…": only code counts.
        const code = readFileSync(path, 'utf8')
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/^\s*\/\/.*$/gm, '');
        for (const match of code.matchAll(/\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+([a-z_]+)\b(?!\s*\()/g)) writes.push({ table: match[1]!, area, file });
        for (const match of code.matchAll(/\b(?:insertInto|updateTable|deleteFrom)\(\s*'([a-z_]+)'/g)) writes.push({ table: match[1]!, area, file });
      }
    }
  };
  walk(src);
  return writes;
}

describe('who writes each table (docs/architecture.md)', () => {
  it('has one row for every table of the migrations, and none for a table that is gone', () => {
    const documented = documentedWriters();
    expect([...tablesOfMigrations()].filter((table) => !documented.has(table)).sort()).toEqual([]);
    expect([...documented.keys()].filter((table) => !tablesOfMigrations().has(table)).sort()).toEqual([]);
  });

  it('finds every statement that writes a table in an area its row names', () => {
    const documented = documentedWriters();
    const writes = writesInCode();
    // The scan sees the statements it should (a guard against a pattern that finds nothing).
    expect(writes.length).toBeGreaterThan(60);
    const strays = writes.filter(({ table, area }) => !(documented.get(table)?.has(area) ?? false)).map(({ table, file }) => `${table} written in ${file}`);
    expect([...new Set(strays)].sort()).toEqual([]);
  });
});
