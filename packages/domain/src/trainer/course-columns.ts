/** A course as a trainer's screen heads it: a roster's column (one per program course, by its id), a learner's lesson. */
export interface CourseColumn {
  id: string;
  title: string;
  programName: string;
}

/** What names a column: the course's title, and what tells it from another column of the same title. */
export interface CourseColumnName {
  title: string;
  /** The program's name, when another column's course has the same title; else null. */
  programName: string | null;
  /** Its place (1, 2 …) among the columns of the same title in programs of the same name, when even the program does not tell them apart; else null. */
  rank: number | null;
}

// Titles a reader would take for the same: case, accents and spacing aside.
const sameText = new Intl.Collator('fr', { sensitivity: 'base' });
const same = (a: string, b: string) => sameText.compare(a.trim().replace(/\s+/g, ' '), b.trim().replace(/\s+/g, ' ')) === 0;

/**
 * How each course column of a roster, or each lesson of a learner, is named (docs/trainers.md#screens), by id:
 * its title alone when no other column's course has that title; with its program's name when a
 * course of another program has it (a class following two programs that share a course, or two
 * courses of one name); with its rank, in column order, when the program's name does not tell
 * them apart either (the same course twice in one program, or two programs of one name).
 */
export function courseColumnNames(columns: readonly CourseColumn[]): Map<string, CourseColumnName> {
  return new Map(
    columns.map((column): [string, CourseColumnName] => {
      const namesakes = columns.filter((other) => same(other.title, column.title));
      if (namesakes.length === 1) return [column.id, { title: column.title, programName: null, rank: null }];
      const twins = namesakes.filter((other) => same(other.programName, column.programName));
      const rank = twins.length === 1 ? null : twins.indexOf(column) + 1;
      return [column.id, { title: column.title, programName: column.programName, rank }];
    }),
  );
}
