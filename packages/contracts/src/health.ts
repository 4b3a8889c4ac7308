import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  driver: z.enum(['pglite', 'postgres']),
  /** Who keeps the tables' planner statistics: PostgreSQL's autovacuum, the server itself (embedded database), or nobody (`off`: queries slow down as data grows). */
  tableStatistics: z.enum(['autovacuum', 'server', 'off']),
});
