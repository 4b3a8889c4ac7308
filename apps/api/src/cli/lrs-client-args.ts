import { parseScopes, type XapiScope } from '@espace/domain/xapi/scopes';

export interface LrsClientArgs {
  contextAlias: string;
  scopes: XapiScope[];
  name: string;
}

export const lrsClientUsage =
  'Usage: npm run lrs:client -- --context <alias> --scope <scopes> [--name "<who uses it>"]\n  scopes: statements/write, statements/read, statements/read/mine, state, define, profile, all/read, all (comma-separated)';

/** `--context <alias> --scope <s1,s2> [--name <text>]`, each also as `--flag=value`; null when incomplete or wrong. */
export function parseLrsClientArgs(argv: readonly string[]): LrsClientArgs | null {
  const values: Record<string, string> = {};
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] as string;
    const match = /^--(context|scope|name)(?:=(.*))?$/.exec(arg);
    if (!match?.[1]) return null;
    const value = match[2] ?? argv[index + 1];
    if (match[2] === undefined) index += 1;
    if (value === undefined || value === '') return null;
    values[match[1]] = value;
  }
  const scopes = values.scope === undefined ? null : parseScopes(values.scope);
  if (values.context === undefined || scopes === null) return null;
  return { contextAlias: values.context, scopes, name: values.name ?? `Command line (${scopes.join(' ')})` };
}
