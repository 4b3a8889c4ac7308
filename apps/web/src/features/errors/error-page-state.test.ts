import { describe, expect, it } from 'vitest';
import { ChunkLoadError } from '../../lib/chunk-loading/chunk-load-error';
import { ApiError } from '../../lib/errors/api-error';
import { errorPageStateOf } from './error-page-state';

const lessonPath = '/session/11111111-1111-4111-8111-111111111111';
const answer = (status: number, body: Record<string, unknown>) => new ApiError(status, { title: 't', message: 'm', ...body }, 'lessons/x/pages/current');

describe('errorPageStateOf: the full-page state of each error code', () => {
  it.each([
    ['another learner’s lesson', answer(404, { code: 'NOT_FOUND' }), { kind: 'notFound', path: lessonPath }],
    ['an unknown page', answer(404, { code: 'MODEL_NOT_FOUND' }), { kind: 'notFound', path: lessonPath }],
    [
      'an id that is not one',
      answer(400, { code: 'BAD_REQUEST', issues: [{ path: 'params.id', message: 'Invalid UUID' }] }),
      { kind: 'notFound', path: lessonPath },
    ],
    [
      'a bad request of another kind',
      answer(400, { code: 'BAD_REQUEST', issues: [{ path: 'query.fromPageId', message: 'x' }] }),
      { kind: 'failed', code: 'BAD_REQUEST' },
    ],
    ['a locked or hidden lesson', answer(403, { code: 'Forbidden' }), { kind: 'forbidden' }],
    [
      'a lesson not open yet',
      answer(403, { code: 'LESSON_NOT_OPEN', data: { opensAt: '2027-03-01T08:00:00.000Z' } }),
      { kind: 'notOpen', opensAt: '2027-03-01T08:00:00.000Z' },
    ],
    ['a lesson not open yet without its date', answer(403, { code: 'LESSON_NOT_OPEN' }), { kind: 'forbidden' }],
    ['closed content', answer(409, { code: 'CONTENT_CLOSED' }), { kind: 'closed' }],
    ['a lesson whose time is up', answer(409, { code: 'LESSON_SKIPPED' }), { kind: 'expired', lessonId: '11111111-1111-4111-8111-111111111111' }],
    ['a server failure', answer(500, { code: 'INTERNAL_ERROR' }), { kind: 'failed', code: 'INTERNAL_ERROR' }],
    ['no answer at all', new ApiError(0, undefined, 'lessons/x'), { kind: 'failed', code: 'UNDEFINED' }],
    ['a render error, whose TypeError is no invalid data', new TypeError('x is not a function'), { kind: 'failed', code: 'UNDEFINED' }],
  ])('%s', (_case, error, expected) => {
    expect(errorPageStateOf(error, lessonPath)).toEqual(expected);
  });

  it('names no lesson on an expired state outside the player, and tells a chunk that did not load with its reason', () => {
    expect(errorPageStateOf(answer(409, { code: 'LESSON_SKIPPED' }), '/somewhere')).toEqual({ kind: 'expired', lessonId: null });
    expect(errorPageStateOf(new ChunkLoadError('CHUNK_LOAD_FAILED', 'missing', 'home-route.js'), '/')).toEqual({
      kind: 'chunkLoad',
      code: 'CHUNK_LOAD_FAILED',
      chunk: 'home-route.js',
      reason: 'missing',
    });
  });
});
