import { performance } from 'node:perf_hooks';
import type { Database } from '../../apps/api/src/db/database';

/** One search's latency, median of `times` requests, with the one user it must find. */
export interface SearchMeasure {
  search: string;
  medianMs: number;
  found: number;
}

const SURNAMES = ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Lefèvre', 'Garçon', 'Hélène', 'Noël'];

/** Gives the demo tenant `count` more users with French names, one of them Quéméner, and fresh statistics. */
export async function addSearchUsers(database: Database, count: number): Promise<void> {
  await database.query(
    `INSERT INTO users (context_id, email, firstname, lastname, username)
     SELECT c.id, 'search' || n || '@bench.example', 'Prénom' || n, ($2::text[])[1 + n % array_length($2::text[], 1)] || ' ' || n, 'search.' || n
       FROM contexts c, generate_series(1, $1::int) n WHERE c.alias = 'demo'`,
    [count, SURNAMES],
  );
  await database.query(
    `INSERT INTO users (context_id, email, firstname, lastname) SELECT id, 'anais.quemener@bench.example', 'Anaïs', 'Quéméner' FROM contexts WHERE alias = 'demo'`,
  );
  await database.query('ANALYZE users');
}

/** The admin users list searched `times` times for each search, one request at a time. */
export async function measureSearches(base: string, token: string, searches: readonly string[], times: number): Promise<SearchMeasure[]> {
  const measures: SearchMeasure[] = [];
  for (const search of searches) {
    const samples: number[] = [];
    let found = 0;
    for (let index = 0; index < times; index += 1) {
      const started = performance.now();
      const response = await fetch(`${base}/api/admin/users?search=${encodeURIComponent(search)}`, { headers: { authorization: `Bearer ${token}` } });
      const body = (await response.json()) as { total: number };
      samples.push(performance.now() - started);
      if (!response.ok) throw new Error(`search ${search}: ${response.status}`);
      found = body.total;
    }
    samples.sort((a, b) => a - b);
    measures.push({ search, medianMs: samples[Math.floor(samples.length / 2)] ?? 0, found });
  }
  return measures;
}
