import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { compileResponseSerializer, lazyResponseSerializers } from './response-serializer';

const answer = z.object({ id: z.string(), count: z.number() });
const error = z.object({ code: z.string() });
const route = (schema: z.ZodType, url: string) => ({ schema, url, method: 'GET', httpStatus: '200' });

describe('lazyResponseSerializers', () => {
  it('compiles a schema when it first serialises an answer, once for every route that shares it', () => {
    const compile = vi.fn(compileResponseSerializer);
    const compiler = lazyResponseSerializers(compile);
    const serializeA = compiler(route(answer, '/a'));
    const serializeB = compiler(route(answer, '/b'));
    const serializeError = compiler(route(error, '/a'));
    expect(compile).not.toHaveBeenCalled();

    expect(serializeA({ id: 'x', count: 2, secret: 'dropped' })).toBe('{"id":"x","count":2}');
    expect(serializeB({ id: 'y', count: 3 })).toBe('{"id":"y","count":3}');
    expect(compile).toHaveBeenCalledTimes(1);
    expect(serializeError({ code: 'NOT_FOUND', stack: 'dropped' })).toBe('{"code":"NOT_FOUND"}');
    expect(compile).toHaveBeenCalledTimes(2);
  });
});
