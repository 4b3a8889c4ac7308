import { type ResourceName, resourceListSchema, resourceRecordSchemas } from '@espace/contracts/resources';
import type { AnswerContract } from './api-client';

/**
 * The contracts of the generic resources' answers (docs/query-language.md). Their schemas make every
 * field but the id optional and type included relations loosely, since `fields` and `include` shape
 * each answer: the caller's type says what it asked for, and the schema checks the record's own
 * fields in development and tests. Give them as `import.meta.env.DEV ? … : undefined`
 * (lib/api-client.ts `contract`).
 */
export function resourceRecordContract<T>(name: ResourceName): AnswerContract<T> {
  const schema: AnswerContract<unknown> = resourceRecordSchemas[name];
  return schema as AnswerContract<T>;
}

/** `GET /api/<resource>`: one page of records and how many match. */
export function resourceListContract<T>(name: ResourceName): AnswerContract<{ items: T[]; total: number }> {
  const schema: AnswerContract<unknown> = resourceListSchema(resourceRecordSchemas[name]);
  return schema as AnswerContract<{ items: T[]; total: number }>;
}
