import { isEmailAddress, NAME_MAX_LENGTH, NAME_MIN_LENGTH } from '../accounts/profile-rules';

/**
 * The rules of a CSV import of learners (docs/administration.md#importing-learners): which column
 * is which, and what a line must hold. Pure: the API parses the file and asks the database what is
 * taken; these rules judge each line on its own.
 */

/** Addresses one invitation request may hold (docs/administration.md#inviting-by-e-mail). */
export const MAX_INVITATIONS_PER_REQUEST = 100;

export const learnerImportColumns = ['email', 'firstname', 'lastname', 'username', 'class'] as const;
export type LearnerImportColumn = (typeof learnerImportColumns)[number];
const requiredColumns: readonly LearnerImportColumn[] = ['email', 'firstname', 'lastname', 'class'];

export const learnerImportLimits = {
  /** The file's size: 20,000 lines of a long address and two long names fit. */
  bytes: 4 * 1024 * 1024,
  /** Learners one file may hold (the header aside). */
  lines: 20_000,
  /** A cell longer than this is refused before any rule reads it (a class name or id, a username). */
  cell: 254,
  /** Problems listed in one answer; the count says how many there are in all. */
  problemsListed: 1000,
} as const;

/** Why a line (or the header, line 1) is refused. */
export const learnerImportProblemCodes = [
  'missingColumn',
  'duplicateColumn',
  'required',
  'tooLong',
  'invalidEmail',
  'duplicateEmail',
  'invalidName',
  'invalidUsername',
  'duplicateUsername',
  'usernameTaken',
  'unknownClass',
  'ambiguousClass',
  'accountDeactivated',
  // An existing account outside a company admin's companies (docs/administration.md#who-administers).
  'accountOutOfReach',
  'tooManyLines',
  'malformed',
] as const;
type LearnerImportProblemCode = (typeof learnerImportProblemCodes)[number];

export interface LearnerImportProblem {
  /** The file's line, the header being line 1. */
  line: number;
  /** null when the whole line (or file) is at fault. */
  column: LearnerImportColumn | null;
  code: LearnerImportProblemCode;
}

/** A line that passed the rules: the address lower-cased, the texts trimmed. */
export interface LearnerImportEntry {
  line: number;
  email: string;
  firstname: string;
  lastname: string;
  username: string | null;
  /** The class as the file names it: a name or an id, resolved by the API. */
  classRef: string;
}

/** How people title each column, folded (lower case, no accents, letters and digits only). */
const headerNames: Record<LearnerImportColumn, readonly string[]> = {
  email: ['email', 'mail', 'courriel', 'adressemail', 'adresseemail', 'emailaddress'],
  firstname: ['firstname', 'prenom', 'givenname'],
  lastname: ['lastname', 'nom', 'nomdefamille', 'surname', 'familyname'],
  username: ['username', 'pseudonyme', 'pseudo', 'identifiant', 'login'],
  class: ['class', 'classe', 'classname', 'nomdelaclasse', 'classid', 'group', 'groupe'],
};

export const foldedHeader = (header: string): string =>
  header
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

export type ColumnMapping = Partial<Record<LearnerImportColumn, number>>;

/** Which cell of a line holds each column, from the header (line 1); other columns are ignored. */
export function mapLearnerImportColumns(header: readonly string[]): { mapping: ColumnMapping; problems: LearnerImportProblem[] } {
  const mapping: ColumnMapping = {};
  const problems: LearnerImportProblem[] = [];
  header.forEach((title, index) => {
    const folded = foldedHeader(title);
    const column = learnerImportColumns.find((candidate) => headerNames[candidate].includes(folded));
    if (column === undefined) return;
    if (mapping[column] !== undefined) problems.push({ line: 1, column, code: 'duplicateColumn' });
    else mapping[column] = index;
  });
  for (const column of requiredColumns) if (mapping[column] === undefined) problems.push({ line: 1, column, code: 'missingColumn' });
  return { mapping, problems };
}

const USERNAME = /^[\p{L}\p{N}._-]+$/u;
const lengthOf = (value: string) => [...value].length;

/** One line judged on its own: its entry when every cell passes, else its problems (one per column at most). */
export function checkLearnerImportLine(
  line: number,
  cells: readonly string[],
  mapping: ColumnMapping,
): { entry?: LearnerImportEntry; problems: LearnerImportProblem[] } {
  const problems: LearnerImportProblem[] = [];
  const cell = (column: LearnerImportColumn) => {
    const index = mapping[column];
    return index === undefined ? '' : (cells[index] ?? '').trim();
  };
  const refuse = (column: LearnerImportColumn, code: LearnerImportProblemCode) => problems.push({ line, column, code });
  const values = Object.fromEntries(learnerImportColumns.map((column) => [column, cell(column)])) as Record<LearnerImportColumn, string>;
  for (const column of learnerImportColumns) {
    const value = values[column];
    if (value === '') {
      if (requiredColumns.includes(column)) refuse(column, 'required');
    } else if (lengthOf(value) > learnerImportLimits.cell) refuse(column, 'tooLong');
    else if (column === 'email' && !isEmailAddress(value)) refuse(column, 'invalidEmail');
    else if ((column === 'firstname' || column === 'lastname') && (lengthOf(value) < NAME_MIN_LENGTH || lengthOf(value) > NAME_MAX_LENGTH))
      refuse(column, 'invalidName');
    else if (column === 'username' && (lengthOf(value) < NAME_MIN_LENGTH || lengthOf(value) > NAME_MAX_LENGTH || !USERNAME.test(value)))
      refuse(column, 'invalidUsername');
  }
  if (problems.length > 0) return { problems };
  return {
    entry: {
      line,
      email: values.email.toLowerCase(),
      firstname: values.firstname,
      lastname: values.lastname,
      username: values.username === '' ? null : values.username,
      classRef: values.class,
    },
    problems,
  };
}

/**
 * Remembers the addresses and usernames met so far in a file: the second line holding one is
 * refused (the first keeps it), compared without case as the accounts' unique indexes compare them.
 */
export function createDuplicateGuard() {
  const emails = new Set<string>();
  const usernames = new Set<string>();
  return (entry: LearnerImportEntry): LearnerImportProblem[] => {
    const problems: LearnerImportProblem[] = [];
    if (emails.has(entry.email)) problems.push({ line: entry.line, column: 'email', code: 'duplicateEmail' });
    const username = entry.username?.toLowerCase();
    if (username !== undefined && usernames.has(username)) problems.push({ line: entry.line, column: 'username', code: 'duplicateUsername' });
    if (problems.length === 0) {
      emails.add(entry.email);
      if (username !== undefined) usernames.add(username);
    }
    return problems;
  };
}

/** The separator of a file, from its header line: `;` (French spreadsheets) when it has more of them than `,`. */
export function csvDelimiterOf(headerLine: string): ';' | ',' {
  const count = (character: string) => headerLine.split(character).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

const columnOrder = (column: LearnerImportColumn | null) => (column === null ? -1 : learnerImportColumns.indexOf(column));

/** Problems in the order of the file: by line, then by column as the import names them. */
export const byLineAndColumn = (a: LearnerImportProblem, b: LearnerImportProblem): number => a.line - b.line || columnOrder(a.column) - columnOrder(b.column);

/** What the import did with each line of the file, in the report. */
export const learnerImportOutcomes = ['created', 'invitedAgain', 'enrolled', 'alreadyEnrolled', 'skipped'] as const;
export type LearnerImportOutcome = (typeof learnerImportOutcomes)[number];
/** Why a line was skipped: a problem of the check, or what the write met (an account deactivated, an address taken meanwhile). */
export const learnerImportSkipReasons = [...learnerImportProblemCodes, 'conflict'] as const;
export type LearnerImportSkipReason = (typeof learnerImportSkipReasons)[number];
