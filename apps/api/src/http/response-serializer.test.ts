import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { compileResponseSerializer, lazyResponseSerializers, responseSerializerPlugin } from './response-serializer';

const answer = z.object({ id: z.string(), count: z.number() });
const error = z.object({ code: z.string() });
const route = (schema: z.ZodType, url: string) => ({ schema, url, method: 'GET', httpStatus: '200' });

describe('lazyResponseSerializers', () => {
  it('compiles a schema when it first serialises an answer, once for every route that shares it', () => {
    const compile = vi.fn(compileResponseSerializer);
    const { compiler } = lazyResponseSerializers(compile);
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

describe('responseSerializerPlugin', () => {
  it("compiles the serializers of the routes marked prepareSerializers once the server listens, and no other's", async () => {
    const compile = vi.fn(compileResponseSerializer);
    const app = Fastify();
    await app.register(responseSerializerPlugin, { serializers: lazyResponseSerializers(compile) });
    app.get('/page-turn', { config: { prepareSerializers: true }, schema: { response: { 200: answer } } }, async () => ({
      id: 'p',
      count: 1,
      secret: 'dropped',
    }));
    app.get('/other', { schema: { response: { 200: error } } }, async () => ({ code: 'X' }));
    try {
      await app.ready();
      expect(compile).not.toHaveBeenCalled();
      await app.listen({ port: 0, host: '127.0.0.1' });
      expect(compile.mock.calls).toEqual([[answer, { eager: true }]]);

      const turned = await app.inject('/page-turn');
      expect(turned.body).toBe('{"id":"p","count":1}');
      expect(compile).toHaveBeenCalledTimes(1);
      await app.inject('/other');
      expect(compile).toHaveBeenCalledTimes(2);
    } finally {
      await app.close();
    }
  });
});
