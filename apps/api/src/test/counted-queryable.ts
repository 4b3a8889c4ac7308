import type { Queryable } from '../db/database';

/** Test support: `target`, calling `count` before each query it runs (scripts are not counted). */
export const countedQueryable = (target: Queryable, count: () => void): Queryable => ({
  query: (sql, params) => {
    count();
    return target.query(sql, params);
  },
  execScript: (sql) => target.execScript(sql),
});
