import { describe, expect, it } from 'vitest';
import { AppError, UnauthorizedError } from './app-error';
import { errorCatalogue } from './error-catalogue';
import { toErrorResponse, validationIssues } from './error-mapping';

describe('toErrorResponse', () => {
  it.each([
    [new UnauthorizedError(), 401, 'UNAUTHORIZED'],
    [new AppError('TOO_MANY_LOGIN_ATTEMPTS'), 429, 'TOO_MANY_LOGIN_ATTEMPTS'],
    [new AppError('Forbidden'), 403, 'Forbidden'],
    [{ code: 'FST_ERR_CTP_INVALID_JSON_BODY', statusCode: 400 }, 400, 'BAD_REQUEST'],
    [{ code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413 }, 400, 'BAD_REQUEST'],
    [{ code: 'FST_ERR_SOMETHING', statusCode: 404 }, 404, 'NOT_FOUND'],
    [{ code: 'FST_ERR_SOMETHING', statusCode: 405 }, 400, 'BAD_REQUEST'],
    [new Error('database password is hunter2'), 500, 'INTERNAL_ERROR'],
    ['a string', 500, 'INTERNAL_ERROR'],
  ])('%o → %i %s', (error, status, code) => {
    const response = toErrorResponse(error);
    expect(response.status).toBe(status);
    expect(response.body.code).toBe(code);
  });

  it('never leaks the message of an unknown error', () => {
    const { body } = toErrorResponse(new Error('secret detail'));
    expect(JSON.stringify(body)).not.toContain('secret');
    expect(body).toEqual({ code: 'INTERNAL_ERROR', title: errorCatalogue.INTERNAL_ERROR.title, message: errorCatalogue.INTERNAL_ERROR.message });
  });

  it('says what was wrong in a malformed body', () => {
    expect(toErrorResponse({ code: 'FST_ERR_CTP_INVALID_JSON_BODY', statusCode: 400 }).body.issues).toEqual([{ path: 'body', message: 'Malformed JSON' }]);
  });
});

describe('validationIssues', () => {
  it('joins the path under the validation context', () => {
    expect(validationIssues([{ instancePath: '/password', message: 'Too short' }], 'body')).toEqual([{ path: 'body.password', message: 'Too short' }]);
    expect(validationIssues([{ instancePath: '/', message: 'Expected object' }], 'body')).toEqual([{ path: 'body', message: 'Expected object' }]);
  });

  it('names every unknown field', () => {
    const entry = { instancePath: '/', keyword: 'unrecognized_keys', message: 'Unrecognized keys', params: { keys: ['role', 'admin'] } };
    expect(validationIssues([entry], 'body')).toEqual([
      { path: 'body.role', message: 'Unknown field' },
      { path: 'body.admin', message: 'Unknown field' },
    ]);
  });
});

describe('errorCatalogue', () => {
  it('gives every code an English title and message and an HTTP status', () => {
    for (const entry of Object.values(errorCatalogue)) {
      expect(entry.title.length).toBeGreaterThan(0);
      expect(entry.message.length).toBeGreaterThan(0);
      expect(entry.status).toBeGreaterThanOrEqual(400);
    }
  });
});
