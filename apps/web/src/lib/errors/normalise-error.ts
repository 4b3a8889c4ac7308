import { ApiError } from './api-error';

/** The one shape every error takes before it reaches the screen (docs/product/errors.md#normalisation). */
export interface NormalisedError {
  code: string;
  title: string;
  message: string;
  button?: string;
}

/** Returns the text under a key, or undefined when no bundle has it. */
type TextLookup = (key: string) => string | undefined;

export const undefinedCode = 'UNDEFINED';
const defaultTitle = 'TITLE';
const defaultMessage = 'MESSAGE';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** A server error list: the first item naming a code (or, failing that, a title). */
function codeOfList(list: readonly unknown[]): string | undefined {
  for (const item of list) {
    if (isRecord(item) && nonEmpty(item.code)) return item.code;
    if (isRecord(item) && nonEmpty(item.title)) return item.title;
  }
  return undefined;
}

/**
 * The code an error carries, whatever its shape: a server error list
 * (`[{code}]` or `{errors: [...]}`), a single error object (`{code}` or
 * `{error}`), an HTTP-client error (`response.data.code`), our own ApiError, or
 * a client TypeError. Undefined when none of these apply.
 */
export function errorCodeOf(error: unknown): string | undefined {
  if (error instanceof ApiError) return errorCodeOf(error.body);
  if (error instanceof TypeError) return 'TYPE_ERROR';
  if (Array.isArray(error)) return codeOfList(error);
  if (!isRecord(error)) return undefined;
  if (Array.isArray(error.errors)) return codeOfList(error.errors);
  if (nonEmpty(error.code)) return error.code;
  if (nonEmpty(error.error)) return error.error;
  if (isRecord(error.error)) return errorCodeOf(error.error);
  const response = error.response;
  if (isRecord(response) && isRecord(response.data) && nonEmpty(response.data.code)) return response.data.code;
  return undefined;
}

/** The reason the answer's first issue gives (`issues[0].message`, e.g. 'expired'), when it reads as a key. */
function issueReason(error: unknown): string | undefined {
  const body = error instanceof ApiError ? error.body : error;
  if (!isRecord(body) || !Array.isArray(body.issues)) return undefined;
  const first: unknown = body.issues[0];
  return isRecord(first) && typeof first.message === 'string' && /^[A-Za-z]+$/.test(first.message) ? first.message : undefined;
}

/**
 * docs/product/errors.md#normalisation: texts come from `errors.{code}.title|message|button`; a
 * refusal that gives its reason reads `errors.{code}.reasons.{reason}` when a bundle has it. A code no bundle knows reads the
 * UNDEFINED texts (placeholders never reach the screen); 'TITLE' and 'MESSAGE' are
 * the last resort when not even those are loaded.
 */
export function normaliseError(error: unknown, lookup: TextLookup): NormalisedError {
  const code = errorCodeOf(error) ?? undefinedCode;
  const button = lookup(`errors.${code}.button`);
  const reason = issueReason(error);
  return {
    code,
    title: lookup(`errors.${code}.title`) ?? lookup(`errors.${undefinedCode}.title`) ?? defaultTitle,
    message:
      (reason === undefined ? undefined : lookup(`errors.${code}.reasons.${reason}`)) ??
      lookup(`errors.${code}.message`) ??
      lookup(`errors.${undefinedCode}.message`) ??
      defaultMessage,
    ...(button === undefined ? {} : { button }),
  };
}
