import { errorCodeOf } from '../errors/normalise-error';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The field an error answer names in `issues[0].path` ('username' or 'body.username'), if any. */
function issuePath(body: unknown): string | undefined {
  if (!isRecord(body) || !Array.isArray(body.issues)) return undefined;
  const first: unknown = body.issues[0];
  if (!isRecord(first) || typeof first.path !== 'string') return undefined;
  return first.path.split('.').at(-1);
}

/**
 * Which field of a form a server refusal is about: the code's usual field
 * (UNIQUE_USERNAME → username), else the field the answer names, else none
 * (the form shows the error as a whole).
 */
export function serverErrorField<F extends string>(error: unknown, fields: readonly F[], fieldOfCode: Partial<Record<string, F>>): F | undefined {
  const body = isRecord(error) && 'body' in error ? error.body : error;
  const named = issuePath(body);
  if (named !== undefined && (fields as readonly string[]).includes(named)) return named as F;
  const code = errorCodeOf(error);
  const usual = code === undefined ? undefined : fieldOfCode[code];
  return usual !== undefined && fields.includes(usual) ? usual : undefined;
}
