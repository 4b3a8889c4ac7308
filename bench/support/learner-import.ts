/**
 * The CSV import of learners (docs/administration.md#importing-learners) as an admin runs it:
 * the file checked, then imported, its job polled as the progress bar polls it (every 100 ms
 * here), then waited for until every invitation mail is written (no SMTP server: one `.eml` file
 * each under the server's DATA_DIR/mail; the mails go out after the commit, still the import's work).
 */
import { readdirSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { memoryOf } from './memory';

/** A demo class of several courses: each imported learner gets their lessons. */
const CLASS_NAME = 'Printemps 2026 — Accueil client';

const csvOf = (label: string, count: number) =>
  `\uFEFFemail;prénom;nom;pseudonyme;classe\n${Array.from({ length: count }, (_, index) => `${label}${index}@bench.example;Prénom${index};Nom${index};${label}.${index};${CLASS_NAME}`).join('\n')}\n`;

export interface LearnerImportMeasure {
  lines: number;
  checkS: number;
  importS: number;
  mailsS: number;
  /** The server's peak resident set (VmHWM) once every mail is written, in MB. */
  peakMb: number;
}

/** How many mails the server has written to its folder. */
function mailsIn(folder: string): number {
  try {
    return readdirSync(folder).filter((name) => name.endsWith('.eml')).length;
  } catch {
    return 0;
  }
}

/** Checks then imports `count` new learners (addresses made of `label`) as the admin of `token`. */
export async function importLearners(
  base: string,
  token: string,
  pid: number,
  mailFolder: string,
  label: string,
  count: number,
): Promise<LearnerImportMeasure> {
  const mailsBefore = mailsIn(mailFolder);
  const csv = csvOf(label, count);
  const form = () => {
    const body = new FormData();
    body.append('file', new Blob([csv], { type: 'text/csv' }), `${label}.csv`);
    return body;
  };
  const headers = { authorization: `Bearer ${token}` };
  let started = performance.now();
  const check = await fetch(`${base}/api/admin/learner-imports/check`, { method: 'POST', headers, body: form() });
  const checked = (await check.json()) as { validLines: number; problemCount: number };
  if (!check.ok || checked.validLines !== count) throw new Error(`check of ${label}: ${check.status} ${JSON.stringify(checked).slice(0, 300)}`);
  const checkS = (performance.now() - started) / 1000;

  started = performance.now();
  const posted = await fetch(`${base}/api/admin/learner-imports`, { method: 'POST', headers, body: form() });
  const job = (await posted.json()) as { id: string; state: string };
  if (posted.status !== 202) throw new Error(`import of ${label}: ${posted.status} ${JSON.stringify(job).slice(0, 300)}`);
  for (;;) {
    const current = (await (await fetch(`${base}/api/admin/learner-imports/${job.id}`, { headers })).json()) as {
      state: string;
      processed: number;
      counts: Record<string, number>;
    };
    if (current.state === 'failed') throw new Error(`import of ${label} failed`);
    if (current.state === 'done') {
      if (current.counts.created !== count) throw new Error(`import of ${label}: ${JSON.stringify(current.counts)}`);
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const importS = (performance.now() - started) / 1000;
  started = performance.now();
  while (mailsIn(mailFolder) < mailsBefore + count) {
    if (performance.now() - started > 180_000)
      throw new Error(`import of ${label}: ${mailsIn(mailFolder) - mailsBefore} of ${count} mails written after 180 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { lines: count, checkS, importS, mailsS: (performance.now() - started) / 1000, peakMb: memoryOf(pid, 'VmHWM') };
}
