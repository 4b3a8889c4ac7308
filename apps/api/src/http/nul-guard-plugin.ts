import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { BadRequestError, type ErrorIssue } from './app-error';

const MAX_DEPTH = 32;

/** Where a NUL character hides in a parsed value (strings and keys), by path. */
export function nulCharacterPaths(value: unknown, path: string, found: ErrorIssue[] = [], depth = 0): ErrorIssue[] {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push({ path, message: 'Text cannot contain the NUL character' });
  } else if (typeof value === 'object' && value !== null && depth < MAX_DEPTH) {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) found.push({ path, message: 'A key cannot contain the NUL character' });
      nulCharacterPaths(item, `${path}.${key}`, found, depth + 1);
    }
  }
  return found;
}

/**
 * PostgreSQL text cannot hold a NUL character (U+0000): a login, a search or a profile field
 * carrying one reached the database and failed there (500). Every request's params, query and
 * body are checked once, here, before any route sees them (400 naming the field).
 */
export const nulGuardPlugin: FastifyPluginAsync = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      const issues = [...nulCharacterPaths(request.params, 'params'), ...nulCharacterPaths(request.query, 'query'), ...nulCharacterPaths(request.body, 'body')];
      if (issues.length > 0) throw new BadRequestError(issues);
    });
  },
  { name: 'nul-guard' },
);
