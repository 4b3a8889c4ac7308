import { BadRequestError, type ErrorIssue } from '../http/app-error';
import type { FieldDef, ResourceDefinition } from './definition';
import type { Row } from './include-loader';
import { valueProblem } from './value-parser';

const writableOn = (field: FieldDef, operation: 'create' | 'update') => field.write === 'always' || (field.write === 'create' && operation === 'create');

/**
 * Checks a POST or PATCH body against the definition: only writable fields,
 * of the right type, the required ones on create. A PATCH carries only the
 * changed fields (docs/product/api-calls.md#payload-rules); fields beginning with "_" are client-side state
 * and are refused rather than silently dropped.
 */
export function parseWriteBody(body: unknown, definition: ResourceDefinition, operation: 'create' | 'update'): Row {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BadRequestError([{ path: 'body', message: 'Expected an object' }]);
  const issues: ErrorIssue[] = [];
  const values: Row = {};
  for (const [name, value] of Object.entries(body)) {
    const path = `body.${name}`;
    const field = definition.fields[name];
    if (name.startsWith('_')) issues.push({ path, message: 'Fields beginning with "_" are not accepted' });
    else if (field === undefined) issues.push({ path, message: 'Unknown field' });
    else if (!writableOn(field, operation)) issues.push({ path, message: 'This field cannot be written' });
    else {
      const problem = writeProblem(field, value);
      if (problem === undefined) values[name] = value;
      else issues.push({ path, message: problem });
    }
  }
  if (operation === 'create') {
    for (const [name, field] of Object.entries(definition.fields)) {
      if (field.required === true && !(name in values) && !issues.some((issue) => issue.path === `body.${name}`))
        issues.push({ path: `body.${name}`, message: 'Required' });
    }
  }
  if (issues.length > 0) throw new BadRequestError(issues);
  return values;
}

function writeProblem(field: FieldDef, value: unknown): string | undefined {
  if (value === null) return field.nullable === true ? undefined : 'Cannot be null';
  if (field.type !== 'json') {
    const problem = valueProblem(field, value);
    if (problem !== undefined) return problem;
  }
  if (field.type === 'string' && field.required === true && String(value).trim() === '') return 'Cannot be empty';
  if (field.schema === undefined) return undefined;
  const parsed = field.schema.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message].filter(Boolean).join(': ')).join('; ');
}
