import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

/** A fast-json-stringify function for a zod response schema: fields not in the schema are dropped. */
export function compileResponseSerializer(schema: z.ZodType): (value: unknown) => string {
  const jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' });
  return fastJsonStringify(jsonSchema as Parameters<typeof fastJsonStringify>[0]);
}

/**
 * One serializer per zod schema, compiled when it first serialises an answer. Fastify compiles
 * every response schema of every route at start (a GET's twice, for its HEAD), and most routes'
 * error answers share one schema: compiled eagerly, the ~240 generated functions held 3 MB of
 * source and 7 MB of live heap in a server that answers a handful of routes at rest
 * (docs/performance.md#administration-csv-import).
 */
export function lazyResponseSerializers(compile: (schema: z.ZodType) => (value: unknown) => string = compileResponseSerializer): FastifySerializerCompiler<z.ZodType> {
  const compiled = new WeakMap<z.ZodType, (value: unknown) => string>();
  const serializerOf = (schema: z.ZodType) => {
    let serialize = compiled.get(schema);
    if (serialize === undefined) {
      serialize = compile(schema);
      compiled.set(schema, serialize);
    }
    return serialize;
  };
  return ({ schema }) =>
    (value) =>
      serializerOf(schema)(value);
}

/**
 * Serialises responses with fast-json-stringify from the JSON Schema of the
 * zod response schema, instead of re-validating every answer with zod: the
 * benchmark showed zod's encode as the largest cost of users/me. Fields not
 * in the contract are still dropped. The contracts are checked against real
 * answers by the integration tests (schema.parse on the responses).
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = lazyResponseSerializers();
