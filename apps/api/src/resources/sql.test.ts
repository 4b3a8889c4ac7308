import { describe, expect, it } from 'vitest';
import { actorOf } from './permissions';
import { definitionOf } from './registry';
import { compileWhere, createSqlContext, readConditions } from './sql';
import { and, eq, isIn, neq, related, type WhereNode } from './where';

const tenant = 'tenant-1';

describe('compileWhere', () => {
  it.each<[string, WhereNode, string, unknown[]]>([
    ['equality', eq('userId', 'u'), 't."user_id" = $2', ['u']],
    ['null equality', eq('certificationRef', null), 't."certification_ref" IS NULL', []],
    ['difference keeps nulls', neq('state', 'DONE'), 't."state" IS DISTINCT FROM $2', ['DONE']],
    ['an empty in matches nothing', isIn('id', []), 'FALSE', []],
    ['in', isIn('state', ['DONE', 'SKIPPED']), 't."state" IN ($2, $3)', ['DONE', 'SKIPPED']],
    ['not in keeps nulls', { kind: 'compare', field: 'progress', op: 'nin', value: ['ONGOING'] }, '(t."progress" IS NULL OR t."progress" NOT IN ($2))', ['ONGOING']],
    ['and', and(eq('timeSpent', 1), { kind: 'compare', field: 'timeSpent', op: 'lt', value: 9 }), '(t."time_spent" = $2 AND t."time_spent" < $3)', [1, 9]],
  ])('compiles %s with parameters only', (_name, node, sql, params) => {
    const context = createSqlContext(tenant, null);
    expect(compileWhere(node, definitionOf('lessons'), 't', context)).toBe(sql);
    expect(context.params.values).toEqual([tenant, ...params]);
  });

  it('compiles a jsonb path with its type', () => {
    const context = createSqlContext(tenant, null);
    expect(compileWhere(eq('settings.mobile.allowed', true), definitionOf('classes'), 't', context)).toBe(`(t."settings" #>> '{mobile,allowed}')::boolean = $2`);
  });

  it('compiles a relation filter as an EXISTS bound to the tenant and to the actor scope', () => {
    const context = createSqlContext(tenant, actorOf('me', [], []));
    const sql = compileWhere(related('lesson', eq('state', 'DONE')), definitionOf('pages'), 't', context);
    expect(sql).toBe('EXISTS (SELECT 1 FROM "lessons" r1 WHERE r1."context_id" = $1 AND r1."archived_at" IS NULL AND r1."user_id" = $2 AND r1."state" = $3 AND r1."id" = t."lesson_id")');
    expect(context.params.values).toEqual([tenant, 'me', 'DONE']);
  });
});

describe('readConditions', () => {
  it('always binds the tenant, then the base filter and the scope', () => {
    const context = createSqlContext(tenant, actorOf('me', [], []));
    expect(readConditions(definitionOf('pages'), 't', context)).toEqual([
      't."context_id" = $1',
      // Archived pages and the pages of archived lessons are never read (docs/trainers.md).
      '(t."state" IS DISTINCT FROM $2 AND EXISTS (SELECT 1 FROM "lessons" r1 WHERE r1."context_id" = $1 AND r1."archived_at" IS NULL AND TRUE AND r1."id" = t."lesson_id"))',
      'EXISTS (SELECT 1 FROM "lessons" r2 WHERE r2."context_id" = $1 AND r2."archived_at" IS NULL AND r2."user_id" = $3 AND r2."id" = t."lesson_id")',
    ]);
  });

  it('binds contexts by their own id', () => {
    expect(readConditions(definitionOf('contexts'), 't', createSqlContext(tenant, null))).toEqual(['t."id" = $1']);
  });
});
