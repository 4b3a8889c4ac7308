import { jobKinds } from '@espace/contracts/admin-jobs';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import fr from '../locales/fr.json';

/** The jobs' view names each job by its kind (jobs-page.tsx): every kind the queue runs has its words in both languages. */
describe.each([
  ['fr', fr],
  ['en', en],
])('the jobs’ view in %s', (_, bundle) => {
  const kinds = bundle.admin.jobs.kind as Record<string, string>;
  it.each(jobKinds.map((kind) => [kind]))('names the kind %s', (kind) => {
    expect(kinds[kind]).toEqual(expect.any(String));
  });
});
