import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Its answers' serializers are compiled as the server starts listening rather than on its first
     * answer: the lesson player's page turns, where a learner waits on every click.
     */
    prepareSerializers?: boolean;
  }
}

/**
 * A fast-json-stringify function for a zod response schema: fields not in the schema are dropped.
 * `eager` also compiles the validators that choose between a union's branches, which are otherwise
 * compiled on the first answer that reaches them (most of a page's first serialization).
 */
export function compileResponseSerializer(schema: z.ZodType, { eager = false }: { eager?: boolean } = {}): (value: unknown) => string {
  const jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' });
  return fastJsonStringify(jsonSchema as Parameters<typeof fastJsonStringify>[0], { compileValidators: eager });
}

/**
 * One serializer per zod schema, compiled when it first serialises an answer. Fastify compiles
 * every response schema of every route at start (a GET's twice, for its HEAD), and most routes'
 * error answers share one schema: compiled eagerly, hundreds of generated functions hold
 * megabytes of source and live heap in a server that answers a handful of routes at rest
 * (docs/performance.md#administration-csv-import).
 */
export interface LazyResponseSerializers {
  compiler: FastifySerializerCompiler<z.ZodType>;
  /** Compiles the serializer of `schema` now, its union validators included, if it is not yet. */
  prepare(schema: z.ZodType): void;
}

export function lazyResponseSerializers(compile: typeof compileResponseSerializer = compileResponseSerializer): LazyResponseSerializers {
  const compiled = new WeakMap<z.ZodType, (value: unknown) => string>();
  const serializerOf = (schema: z.ZodType, eager = false) => {
    let serialize = compiled.get(schema);
    if (serialize === undefined) {
      serialize = compile(schema, { eager });
      compiled.set(schema, serialize);
    }
    return serialize;
  };
  return {
    compiler:
      ({ schema }) =>
      (value) =>
        serializerOf(schema)(value),
    prepare: (schema) => void serializerOf(schema, true),
  };
}

/**
 * Serialises responses with fast-json-stringify from the JSON Schema of the
 * zod response schema, instead of re-validating every answer with zod: the
 * benchmark showed zod's encode as the largest cost of users/me. Fields not
 * in the contract are still dropped. The contracts are checked against real
 * answers by the integration tests (schema.parse on the responses).
 *
 * Serializers are compiled on first use, except those of the routes marked
 * `config: { prepareSerializers: true }`, compiled once the server listens:
 * compiling a lesson page's schema and Next's would otherwise delay the first
 * learner's first click (docs/performance.md#what-makes-a-page-turn-cheap).
 * Tests that inject requests never listen, and compile only what they use.
 * The serializers are the process's: every app built in it (the tests build
 * many) shares them, a serializer depending on its schema alone.
 */
const processSerializers = lazyResponseSerializers();

export const responseSerializerPlugin = fp(
  async (app, { serializers = processSerializers }: { serializers?: LazyResponseSerializers }) => {
    app.setSerializerCompiler(serializers.compiler);
    const prepared = new Set<z.ZodType>();
    app.addHook('onRoute', (route) => {
      if (route.config?.prepareSerializers !== true) return;
      for (const schema of Object.values(route.schema?.response ?? {})) prepared.add(schema as z.ZodType);
    });
    app.addHook('onListen', async () => {
      for (const schema of prepared) serializers.prepare(schema);
    });
  },
  { name: 'response-serializer' },
);
