import type { Queryable } from '../db/database';

/** Test support: `target`, calling `count` with each query's text before it runs (scripts are not counted). */
export const countedQueryable = (target: Queryable, count: (sql: string) => void): Queryable => ({
  query: (sql, params) => {
    count(sql);
    return target.query(sql, params);
  },
  execScript: (sql) => target.execScript(sql),
});
