import type { ResourceQuery } from '@espace/contracts/resources';
import { BadRequestError, type ErrorIssue } from '../http/app-error';
import { isScalar, type ResourceDefinition } from './definition';
import { queryableFields } from './field-access';
import type { Actor } from './permissions';
import { definitionOf } from './registry';
import type { WhereNode } from './where';
import { parseWhere } from './where-parser';

export interface SortKey {
  field: string;
  descending: boolean;
}

export interface IncludeSpec {
  relation: string;
  where?: WhereNode;
  sort?: SortKey[];
  include: IncludeSpec[];
}

export interface ListQuery {
  where?: WhereNode;
  include: IncludeSpec[];
  sort: SortKey[];
  limit: number;
  offset: number;
  /** Fields to return (id is always returned); undefined: every readable field. */
  fields?: string[];
}

const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 500;
const MAX_INCLUDE_DEPTH = 5;

/** Parses and checks the query string of a list or record read; throws BAD_REQUEST listing every problem. */
export function parseListQuery(query: ResourceQuery, definition: ResourceDefinition, actor: Actor): ListQuery {
  const issues: ErrorIssue[] = [];
  const where = query.where === undefined ? undefined : parseWhere(parseJson(query.where, 'query.where', issues), definition, actor, 'query.where', issues);
  const include = query.include === undefined ? [] : parseInclude(includeInput(query.include, issues), definition, actor, 'query.include', issues, 1);
  const sort = query.sort === undefined ? definition.defaultSort.map(toSortKey) : parseSort(query.sort, definition, actor, 'query.sort', issues);
  const limit = parseCount(query.limit, DEFAULT_LIMIT, 1, MAX_LIMIT, 'query.limit', issues);
  const offset = parseCount(query.offset, 0, 0, Number.MAX_SAFE_INTEGER, 'query.offset', issues);
  const fields = query.fields === undefined ? undefined : parseFields(query.fields, definition, actor, issues);
  if (issues.length > 0) throw new BadRequestError(issues);
  return { where, include, sort, limit, offset, fields };
}

function parseJson(text: string, path: string, issues: ErrorIssue[]): unknown {
  try {
    return JSON.parse(text);
  } catch {
    issues.push({ path, message: 'Malformed JSON' });
    return {};
  }
}

/** `a,b.c` and repeated `include=` are lists of dotted paths; a value starting with { or [ is JSON. */
function includeInput(raw: string | string[], issues: ErrorIssue[]): unknown {
  const texts = Array.isArray(raw) ? raw : [raw];
  if (texts.length === 1 && /^\s*[[{]/.test(texts[0] ?? '')) return parseJson(texts[0] ?? '', 'query.include', issues);
  return texts
    .flatMap((text) => text.split(','))
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

function parseInclude(input: unknown, definition: ResourceDefinition, actor: Actor, path: string, issues: ErrorIssue[], depth: number): IncludeSpec[] {
  if (depth > MAX_INCLUDE_DEPTH) {
    issues.push({ path, message: `Includes nest at most ${MAX_INCLUDE_DEPTH} levels` });
    return [];
  }
  const specs = new Map<string, IncludeSpec>();
  const add = (relation: string, options: unknown, at: string): void => {
    const target = definition.relations[relation];
    if (target === undefined) {
      issues.push({ path: at, message: 'Unknown relation' });
      return;
    }
    const targetDefinition = definitionOf(target.resource);
    const spec = specs.get(relation) ?? { relation, include: [] };
    specs.set(relation, spec);
    if (options === true) return;
    if (typeof options === 'string') spec.include.push(...parseInclude([options], targetDefinition, actor, at, issues, depth + 1));
    else if (typeof options !== 'object' || options === null || Array.isArray(options))
      issues.push({ path: at, message: 'Expected true or {include, where, sort}' });
    else {
      const { include, where, sort, ...rest } = options as Record<string, unknown>;
      for (const key of Object.keys(rest)) issues.push({ path: `${at}.${key}`, message: 'Unknown include option' });
      if (include !== undefined) spec.include.push(...parseInclude(include, targetDefinition, actor, `${at}.include`, issues, depth + 1));
      if (where !== undefined) spec.where = parseWhere(where, targetDefinition, actor, `${at}.where`, issues);
      if (typeof sort === 'string') spec.sort = parseSort(sort, targetDefinition, actor, `${at}.sort`, issues);
      else if (sort !== undefined) issues.push({ path: `${at}.sort`, message: 'Expected a string such as "-createdAt,title"' });
    }
  };
  const items = Array.isArray(input) ? input : [input];
  items.forEach((item, index) => {
    if (typeof item === 'string') {
      const [head = '', ...rest] = item.split('.');
      add(head, rest.length > 0 ? rest.join('.') : true, `${path}.${head}`);
    } else if (typeof item === 'object' && item !== null && !Array.isArray(item)) {
      for (const [relation, options] of Object.entries(item)) add(relation, options, `${path}.${relation}`);
    } else issues.push({ path: `${path}.${index}`, message: 'Expected a relation name or an object' });
  });
  return [...specs.values()];
}

const toSortKey = (text: string): SortKey => (text.startsWith('-') ? { field: text.slice(1), descending: true } : { field: text, descending: false });

function parseSort(text: string, definition: ResourceDefinition, actor: Actor, path: string, issues: ErrorIssue[]): SortKey[] {
  const fields = queryableFields(definition, actor);
  const keys = text
    .split(',')
    .map((part) => toSortKey(part.trim()))
    .filter((key) => key.field !== '');
  for (const key of keys) {
    const field = fields.get(key.field);
    if (field === undefined || !isScalar(field))
      issues.push({ path: `${path}.${key.field}`, message: field === undefined ? 'Unknown field' : 'JSON fields cannot be sorted on' });
  }
  return keys;
}

function parseCount(text: string | undefined, fallback: number, min: number, max: number, path: string, issues: ErrorIssue[]): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (/^\d+$/.test(text) && value >= min && value <= max) return value;
  issues.push({ path, message: `Expected an integer from ${min} to ${max}` });
  return fallback;
}

function parseFields(text: string, definition: ResourceDefinition, actor: Actor, issues: ErrorIssue[]): string[] {
  const fields = queryableFields(definition, actor);
  const names = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  for (const name of names) if (!fields.has(name)) issues.push({ path: `query.fields.${name}`, message: 'Unknown field' });
  return [...new Set(['id', ...names])];
}
