import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

/** A fast-json-stringify function for a zod response schema: fields not in the schema are dropped. */
export function compileResponseSerializer(schema: z.ZodType): (value: unknown) => string {
  const jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' });
  return fastJsonStringify(jsonSchema as Parameters<typeof fastJsonStringify>[0]);
}

/**
 * Serialises responses with fast-json-stringify from the JSON Schema of the
 * zod response schema, instead of re-validating every answer with zod: the
 * benchmark showed zod's encode as the largest cost of users/me. Fields not
 * in the contract are still dropped. The contracts are checked against real
 * answers by the integration tests (schema.parse on the responses).
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => compileResponseSerializer(schema);
