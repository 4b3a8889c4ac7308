export interface ContentImportArgs {
  /** A package's folder, or a .zip of one (a SCORM package as it comes). */
  folder: string;
  contextAlias: string;
}

export const contentImportUsage = 'Usage: npm run content:import -- <folder or .zip> --context <alias>';

/** `<folder> --context <alias>` (or `--context=<alias>`), in any order; null when incomplete. */
export function parseContentImportArgs(argv: readonly string[]): ContentImportArgs | null {
  let folder: string | undefined;
  let contextAlias: string | undefined;
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] as string;
    if (arg === '--context') {
      contextAlias = argv[index + 1];
      index += 1;
    } else if (arg.startsWith('--context=')) contextAlias = arg.slice('--context='.length);
    else if (arg.startsWith('--')) return null;
    else if (folder === undefined) folder = arg;
    else return null;
  }
  return folder === undefined || contextAlias === undefined || contextAlias === '' ? null : { folder, contextAlias };
}
