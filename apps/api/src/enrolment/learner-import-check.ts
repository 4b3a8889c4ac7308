import {
  byLineAndColumn,
  checkLearnerImportLine,
  createDuplicateGuard,
  type LearnerImportEntry,
  learnerImportLimits,
  type LearnerImportProblem,
  mapLearnerImportColumns,
} from '@espace/domain/admin/learner-import';
import { reachCoversAccount } from '@espace/domain/admin/class-reach';
import { scopeOf, type TenantAdmin } from '../admin/admin-access';
import type { EnrolmentRepository } from './enrolment-repository';
import { csvRecords } from './learner-csv';

/** A line that passed the check, its class found. */
interface CheckedEntry extends LearnerImportEntry {
  classId: string;
  className: string;
  companyId: string | null;
}

export interface LearnerImportCheck {
  /** Learner lines read (the header aside). */
  lines: number;
  /** Every problem, by line then column. */
  problems: LearnerImportProblem[];
  entries: CheckedEntry[];
  /** Each refused line's address (as written) and first problem, for the report. */
  refused: { line: number; email: string; problem: LearnerImportProblem }[];
  /** Reading stopped early (more lines than allowed): the rest of the upload was not read. */
  stoppedEarly: boolean;
}

/**
 * Reads a CSV of learners as it streams in and judges every line (docs/administration.md#importing-learners):
 * the header's columns, each line's cells (packages/domain/src/admin/learner-import.ts), an address
 * or username met twice, then against the tenant: the class each line names (by name or id, among
 * the classes the admin reaches), usernames another account holds, deactivated accounts, and for a
 * company admin accounts outside their companies. Writes nothing.
 */
export async function checkLearnerImport({
  admin,
  enrolment,
  file,
}: {
  admin: TenantAdmin;
  enrolment: EnrolmentRepository;
  file: AsyncIterable<Uint8Array>;
}): Promise<LearnerImportCheck> {
  const problems: LearnerImportProblem[] = [];
  const pending: LearnerImportEntry[] = [];
  const emailsByLine = new Map<number, string>();
  const guard = createDuplicateGuard();
  let mapping: ReturnType<typeof mapLearnerImportColumns>['mapping'] | undefined;
  // A header at fault says it all: the lines are counted, not judged against columns that are not there.
  let headerRefused = false;
  let lines = 0;
  let stoppedEarly = false;
  for await (const record of csvRecords(file)) {
    if (mapping === undefined) {
      const header = mapLearnerImportColumns('cells' in record ? record.cells : []);
      mapping = header.mapping;
      problems.push(...header.problems);
      headerRefused = header.problems.length > 0;
      continue;
    }
    lines += 1;
    if (lines > learnerImportLimits.lines) {
      problems.push({ line: record.line, column: null, code: 'tooManyLines' });
      stoppedEarly = true;
      break;
    }
    if (headerRefused) continue;
    if (!('cells' in record)) {
      problems.push({ line: record.line, column: null, code: 'malformed' });
      continue;
    }
    const emailCell = mapping.email === undefined ? '' : (record.cells[mapping.email] ?? '').trim();
    emailsByLine.set(record.line, emailCell);
    const checked = checkLearnerImportLine(record.line, record.cells, mapping);
    const duplicates = checked.entry === undefined ? [] : guard(checked.entry);
    problems.push(...checked.problems, ...duplicates);
    if (checked.entry !== undefined && duplicates.length === 0) pending.push(checked.entry);
  }
  if (mapping === undefined) problems.push(...mapLearnerImportColumns([]).problems);
  const entries = problems.some((problem) => problem.line === 1) ? [] : await againstTheTenant(admin, enrolment, pending, problems);
  problems.sort(byLineAndColumn);
  const refused = new Map<number, LearnerImportProblem>();
  for (const problem of problems) if (problem.line > 1 && !refused.has(problem.line)) refused.set(problem.line, problem);
  return {
    lines: Math.min(lines, learnerImportLimits.lines),
    problems,
    entries,
    refused: [...refused.values()].map((problem) => ({ line: problem.line, email: emailsByLine.get(problem.line) ?? '', problem })),
    stoppedEarly,
  };
}

/** The lines' classes, usernames and accounts as the tenant holds them: what passes, the rest added to `problems`. */
async function againstTheTenant(
  admin: TenantAdmin,
  enrolment: EnrolmentRepository,
  pending: LearnerImportEntry[],
  problems: LearnerImportProblem[],
): Promise<CheckedEntry[]> {
  const tenantId = admin.tenantId;
  const classes = await enrolment.classesNamed(tenantId, [...new Set(pending.map((entry) => entry.classRef))], scopeOf(admin));
  const usernames = await enrolment.usernamesTaken(tenantId, [
    ...new Set(pending.flatMap((entry) => (entry.username === null ? [] : [entry.username.toLowerCase()]))),
  ]);
  const accounts = await enrolment.accountsByEmail(
    tenantId,
    pending.map((entry) => entry.email),
  );
  const entries: CheckedEntry[] = [];
  for (const entry of pending) {
    const found = classes.get(entry.classRef) ?? [];
    const holder = entry.username === null ? undefined : usernames.get(entry.username.toLowerCase());
    const lineProblems: LearnerImportProblem[] = [];
    const account = accounts.get(entry.email);
    if (account?.deactivated === true) lineProblems.push({ line: entry.line, column: 'email', code: 'accountDeactivated' });
    else if (account !== undefined && !reachCoversAccount(admin.reach, account))
      lineProblems.push({ line: entry.line, column: 'email', code: 'accountOutOfReach' });
    // A username is the line's own when the account holding it has the line's address.
    if (holder !== undefined && holder !== entry.email) lineProblems.push({ line: entry.line, column: 'username', code: 'usernameTaken' });
    if (found.length === 0) lineProblems.push({ line: entry.line, column: 'class', code: 'unknownClass' });
    if (found.length > 1) lineProblems.push({ line: entry.line, column: 'class', code: 'ambiguousClass' });
    const [theClass] = found;
    if (lineProblems.length > 0 || theClass === undefined) problems.push(...lineProblems);
    else entries.push({ ...entry, classId: theClass.id, className: theClass.name, companyId: theClass.companyId });
  }
  return entries;
}
