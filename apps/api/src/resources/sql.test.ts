import { sql, type Expression } from 'kysely';
import { describe, expect, it } from 'vitest';
import { actorOf } from './permissions';
import { definitionOf } from './registry';
import { compileWhere, createSqlContext, readConditions, sqlBuilder } from './sql';
import { and, eq, isIn, neq, related, type WhereNode } from './where';

const tenant = 'tenant-1';

/** An expression as Kysely compiles it: its text and its parameters, numbered from $1. */
const compiled = (expression: Expression<unknown>) => {
  const { sql: text, parameters } = sql`${expression}`.compile(sqlBuilder);
  return { sql: text, parameters };
};

describe('compileWhere', () => {
  it.each<[string, WhereNode, string, unknown[]]>([
    ['equality', eq('userId', 'u'), '"t"."user_id" = $1', ['u']],
    ['null equality', eq('certificationRef', null), '"t"."certification_ref" is null', []],
    ['difference keeps nulls', neq('state', 'DONE'), '"t"."state" is distinct from $1', ['DONE']],
    ['an empty in matches nothing', isIn('id', []), 'false', []],
    ['in', isIn('state', ['DONE', 'SKIPPED']), '"t"."state" in ($1, $2)', ['DONE', 'SKIPPED']],
    [
      'not in keeps nulls',
      { kind: 'compare', field: 'progress', op: 'nin', value: ['ONGOING'] },
      '("t"."progress" is null or "t"."progress" not in ($1))',
      ['ONGOING'],
    ],
    ['and', and(eq('timeSpent', 1), { kind: 'compare', field: 'timeSpent', op: 'lt', value: 9 }), '("t"."time_spent" = $1 and "t"."time_spent" < $2)', [1, 9]],
  ])('compiles %s with parameters only', (_name, node, text, parameters) => {
    expect(compiled(compileWhere(node, definitionOf('lessons'), 't', createSqlContext(tenant, null)))).toEqual({ sql: text, parameters });
  });

  it('compiles a jsonb path with its type', () => {
    expect(compiled(compileWhere(eq('settings.mobile.allowed', true), definitionOf('classes'), 't', createSqlContext(tenant, null))).sql).toBe(
      `cast(("t"."settings" #>> '{mobile,allowed}') as boolean) = $1`,
    );
  });

  it('compiles a relation filter as an EXISTS bound to the tenant and to the actor scope', () => {
    const context = createSqlContext(tenant, actorOf('me', [], []));
    expect(compiled(compileWhere(related('lesson', eq('state', 'DONE')), definitionOf('pages'), 't', context))).toEqual({
      sql: 'exists (select 1 as "one" from "lessons" as "r1" where ("r1"."context_id" = $1 and "r1"."archived_at" is null and "r1"."user_id" = $2 and "r1"."state" = $3 and "r1"."id" = "t"."lesson_id"))',
      parameters: [tenant, 'me', 'DONE'],
    });
  });
});

describe('readConditions', () => {
  it('always binds the tenant, then the base filter and the scope', () => {
    const context = createSqlContext(tenant, actorOf('me', [], []));
    expect(readConditions(definitionOf('pages'), 't', context).map(compiled)).toEqual([
      { sql: '"t"."context_id" = $1', parameters: [tenant] },
      // Archived pages and the pages of archived lessons are never read (docs/trainers.md).
      {
        sql: '("t"."state" is distinct from $1 and exists (select 1 as "one" from "lessons" as "r1" where ("r1"."context_id" = $2 and "r1"."archived_at" is null and 1 = 1 and "r1"."id" = "t"."lesson_id")))',
        parameters: ['ARCHIVED', tenant],
      },
      {
        sql: 'exists (select 1 as "one" from "lessons" as "r2" where ("r2"."context_id" = $1 and "r2"."archived_at" is null and "r2"."user_id" = $2 and "r2"."id" = "t"."lesson_id"))',
        parameters: [tenant, 'me'],
      },
    ]);
  });

  it('binds contexts by their own id', () => {
    expect(readConditions(definitionOf('contexts'), 't', createSqlContext(tenant, null)).map(compiled)).toEqual([
      { sql: '"t"."id" = $1', parameters: [tenant] },
    ]);
  });
});
