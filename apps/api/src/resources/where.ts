/**
 * The parsed form of a `where` (see docs/query-language.md), shared by the
 * query parser, the permission scopes and the SQL compiler. Field names are
 * API names (camelCase, or a declared jsonb path such as
 * `settings.mobile.allowed`); values are already checked against the field's type.
 */
export type Operator = 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'in' | 'nin' | 'like' | 'ilike' | 'null';

export type WhereNode =
  | { kind: 'and'; nodes: WhereNode[] }
  | { kind: 'or'; nodes: WhereNode[] }
  | { kind: 'compare'; field: string; op: Operator; value: unknown }
  /** Some related record matches `where` (an EXISTS on a declared relation). */
  | { kind: 'related'; relation: string; where: WhereNode };

export const operators: readonly Operator[] = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'in', 'nin', 'like', 'ilike', 'null'];

export const and = (...nodes: WhereNode[]): WhereNode => ({ kind: 'and', nodes });
export const or = (...nodes: WhereNode[]): WhereNode => ({ kind: 'or', nodes });
export const eq = (field: string, value: unknown): WhereNode => ({ kind: 'compare', field, op: 'eq', value });
export const neq = (field: string, value: unknown): WhereNode => ({ kind: 'compare', field, op: 'neq', value });
export const isIn = (field: string, value: readonly unknown[]): WhereNode => ({ kind: 'compare', field, op: 'in', value });
export const related = (relation: string, where: WhereNode): WhereNode => ({ kind: 'related', relation, where });
