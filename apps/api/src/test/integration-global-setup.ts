import type { TestProject } from 'vitest/node';
import { createSeededTemplate } from './seeded-template';

/**
 * The integration project's global setup (vitest.config.ts): the run's migrated and seeded
 * database, made once and copied by each test file (test-database.ts, createSeededTestDatabase),
 * on PGlite or, with TEST_DATABASE_URL, on that PostgreSQL server; removed after the run.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { template, dispose } = await createSeededTemplate(process.env.TEST_DATABASE_URL);
  project.provide('seededTemplate', template);
  return dispose;
}
