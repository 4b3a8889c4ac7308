import { resolve } from 'node:path';
import { loadConfig } from '../config';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { ContentPackageError, importContentFolder } from '../content/import-content-package';
import { contentImportUsage, parseContentImportArgs } from './content-import-args';
import { runCli } from './run-cli';

/**
 * `npm run content:import -- <folder or .zip> --context <alias>`: checks a
 * content package (or a SCORM package, imported as a program of one course)
 * and imports it into the tenant, on the database the server uses
 * (DATABASE_URL, else PGlite in DATA_DIR: stop the server first, PGlite
 * allows one process). Prints a summary, or every problem by path and
 * exits 1 with nothing written.
 */
async function main(): Promise<number> {
  const args = parseContentImportArgs(process.argv.slice(2));
  if (args === null) {
    process.stderr.write(`${contentImportUsage}\n`);
    return 2;
  }
  const database = await openDatabase(loadConfig(process.env));
  try {
    await migrate(database);
    const summary = await importContentFolder(database, { folder: resolve(args.folder), contextAlias: args.contextAlias });
    process.stdout.write(
      `Imported "${summary.programName}" into ${args.contextAlias}: ${summary.courses} courses, ${summary.nodes} nodes, ` +
        `${summary.blocks} blocks, ${summary.terms} terms, ${summary.files} files (program ${summary.programId}).\n`,
    );
    if (summary.warnings.length > 0) process.stdout.write(`${summary.warnings.length} warning(s): learners would miss these (docs/accessibility.md)\n`);
    for (const warning of summary.warnings) process.stdout.write(`  ${warning.path}: ${warning.message}\n`);
    return 0;
  } catch (error) {
    if (!(error instanceof ContentPackageError)) throw error;
    process.stderr.write(`Nothing was imported: ${error.issues.length} problem(s) in ${args.folder}\n`);
    for (const issue of error.issues) process.stderr.write(`  ${issue.path}: ${issue.message}\n`);
    return 1;
  } finally {
    await database.close();
  }
}

runCli(main);
