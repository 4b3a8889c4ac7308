import type { ErrorIssue } from '../http/app-error';
import { isScalar, type ResourceDefinition } from './definition';
import { queryableFields } from './field-access';
import type { Actor } from './permissions';
import { definitionOf } from './registry';
import { valueProblem, type ValueType } from './value-parser';
import { operators, type Operator, type WhereNode } from './where';

const MAX_DEPTH = 8;
const MAX_LIST = 500;
const orderable: readonly string[] = ['string', 'integer', 'number', 'date', 'datetime'];

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Turns a `where` JSON value into a WhereNode for `definition`, collecting
 * every problem by path (docs/query-language.md). Only declared fields,
 * jsonb paths and relations are accepted, so no input ever becomes an identifier.
 */
export function parseWhere(input: unknown, definition: ResourceDefinition, actor: Actor, path: string, issues: ErrorIssue[], depth = 0): WhereNode {
  if (depth > MAX_DEPTH) {
    issues.push({ path, message: `Nested deeper than ${MAX_DEPTH} levels` });
    return { kind: 'and', nodes: [] };
  }
  if (!isPlainObject(input)) {
    issues.push({ path, message: 'Expected an object' });
    return { kind: 'and', nodes: [] };
  }
  const fields = queryableFields(definition, actor);
  const nodes: WhereNode[] = [];
  for (const [key, value] of Object.entries(input)) {
    const at = `${path}.${key}`;
    if (key === 'and' || key === 'or') {
      if (!Array.isArray(value)) issues.push({ path: at, message: 'Expected an array of conditions' });
      else nodes.push({ kind: key, nodes: value.map((item, index) => parseWhere(item, definition, actor, `${at}.${index}`, issues, depth + 1)) });
      continue;
    }
    const relation = definition.relations[key];
    if (relation !== undefined) {
      nodes.push({ kind: 'related', relation: key, where: parseWhere(value, definitionOf(relation.resource), actor, at, issues, depth + 1) });
      continue;
    }
    const field = fields.get(key);
    const jsonPath = definition.jsonPaths[key];
    const type: ValueType | undefined = field !== undefined && isScalar(field) ? field : jsonPath;
    if (type === undefined) {
      issues.push({ path: at, message: field === undefined ? 'Unknown field' : 'JSON fields cannot be filtered on' });
      continue;
    }
    nodes.push(...parseCondition(key, type, value, at, issues));
  }
  return nodes.length === 1 && nodes[0] !== undefined ? nodes[0] : { kind: 'and', nodes };
}

/** `value`, `[a, b]` (in) or `{op: value, …}` (several operators are all required). */
function parseCondition(field: string, type: ValueType, value: unknown, path: string, issues: ErrorIssue[]): WhereNode[] {
  // The shorthands are reported at the field's own path, as they were written.
  const shorthand = !isPlainObject(value);
  const conditions = Array.isArray(value) ? { in: value } : isPlainObject(value) ? value : { eq: value };
  const nodes: WhereNode[] = [];
  for (const [op, operand] of Object.entries(conditions)) {
    const at = shorthand ? path : `${path}.${op}`;
    if (!(operators as readonly string[]).includes(op)) {
      issues.push({ path: at, message: `Unknown operator (expected one of ${operators.join(', ')})` });
      continue;
    }
    const problem = operandProblem(op as Operator, type, operand, at, issues);
    if (problem !== undefined) issues.push({ path: at, message: problem });
    else nodes.push({ kind: 'compare', field, op: op as Operator, value: operand });
  }
  return nodes;
}

function operandProblem(op: Operator, type: ValueType, operand: unknown, path: string, issues: ErrorIssue[]): string | undefined {
  switch (op) {
    case 'eq':
    case 'neq':
      return operand === null ? undefined : valueProblem(type, operand);
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte':
      return orderable.includes(type.type) ? valueProblem(type, operand) : `Not an ordered field (${type.type})`;
    case 'like':
    case 'ilike':
      if (type.type !== 'string') return 'Only text fields take like and ilike';
      // PostgreSQL refuses a pattern ending in its escape character: say so rather than fail.
      return (
        valueProblem(type, operand) ??
        (/(^|[^\\])(\\\\)*\\$/.test(String(operand)) ? 'A pattern cannot end with a lone backslash (write \\\\ for a backslash)' : undefined)
      );
    case 'null':
      return typeof operand === 'boolean' ? undefined : 'Expected true or false';
    case 'in':
    case 'nin': {
      if (!Array.isArray(operand)) return 'Expected an array';
      if (operand.length > MAX_LIST) return `At most ${MAX_LIST} values`;
      operand.forEach((item, index) => {
        const problem = valueProblem(type, item);
        if (problem !== undefined) issues.push({ path: `${path}.${index}`, message: problem });
      });
      return undefined;
    }
  }
}
