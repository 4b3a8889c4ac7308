import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nameSortKey } from '../display-name';
import { classPeriod } from './class-period';
import { compareNames, nameOrderKey, rosterCell, type RosterLesson, rosterOrderOf, rosterRow, type RosterRow, rosterSearchText } from './roster';

const now = new Date('2026-06-15T12:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const lesson = (extra: Partial<RosterLesson> = {}): RosterLesson => ({
  programCourseId: 'pc1',
  lessonId: 'l1',
  state: 'AVAILABLE',
  progress: null,
  progression: 0,
  score: { actual: 0, max: 0 },
  timeSpent: 0,
  startedAt: null,
  ...extra,
});
/** `displayName` is "First Last" or a single name standing for a username. */
const learner = (displayName: string, lessons: RosterLesson[], lastActivityAt: Date | null = null) => {
  const [firstname, lastname] = displayName.includes(' ') ? displayName.split(' ') : [null, null];
  return rosterRow(
    {
      userId: displayName,
      displayName,
      sortName: nameSortKey({ firstname, lastname, username: displayName }),
      email: `${displayName.toLowerCase()}@demo.test`,
      enrolledAt: daysAgo(30),
      lastActivityAt,
      lessons,
    },
    true,
    now,
  );
};

describe('rosterRow', () => {
  it('reads a learner who has not started, one halfway, one finished, and who is late', () => {
    const fresh = learner('Zoé', [lesson(), lesson({ state: 'LOCKED' })]);
    expect(fresh).toMatchObject({ status: 'notStarted', late: true, progress: 0, score: { ratio: 0 } });

    const halfway = learner(
      'Léa',
      [
        lesson({ state: 'DONE', progress: 'COMPLETED', progression: 1, score: { actual: 8, max: 10 }, timeSpent: 300, startedAt: daysAgo(3) }),
        lesson({ state: 'LOCKED' }),
      ],
      daysAgo(2),
    );
    expect(halfway).toMatchObject({ status: 'inProgress', late: false, progress: 0.5, score: { actual: 8, max: 10, ratio: 0.8 }, timeSpent: 300 });

    const done = learner(
      'Ali',
      [lesson({ state: 'DONE', progress: 'COMPLETED', progression: 1, startedAt: daysAgo(20) }), lesson({ state: 'HIDDEN' })],
      daysAgo(20),
    );
    expect(done).toMatchObject({ status: 'finished', late: false, progress: 1 });

    const stalled = learner('Bob', [lesson({ progress: 'ONGOING', progression: 0.3, startedAt: daysAgo(12) })], daysAgo(8));
    expect(stalled).toMatchObject({ status: 'inProgress', late: true });
  });

  it('is never late in a class that is not open', () => {
    const row = rosterRow(
      { userId: 'u', displayName: 'U', sortName: ['U', ''], email: 'u@x', enrolledAt: daysAgo(60), lastActivityAt: null, lessons: [lesson()] },
      false,
      now,
    );
    expect(row.late).toBe(false);
  });
});

describe('the roster order (rosterOrderOf), compared character by character as the database does', () => {
  const ordered = (rows: readonly RosterRow[], descending = false) =>
    [...rows]
      .map((row) => ({ row, ...rosterOrderOf(row) }))
      .sort((a, b) => {
        const keyOf = (entry: { lastNameKey: string; firstNameKey: string }) => [entry.lastNameKey, entry.firstNameKey];
        const [aKey, bKey] = [keyOf(a), keyOf(b)];
        const order = aKey < bKey ? -1 : aKey > bKey ? 1 : 0;
        return descending ? -order : order;
      })
      .map(({ row }) => row.displayName);

  it('sorts by name whatever the case and accents', () => {
    expect(ordered([learner('Émile', [lesson()]), learner('adam', [lesson()]), learner('Chloé', [lesson()])])).toEqual(['adam', 'Chloé', 'Émile']);
  });

  it('sorts the learner column by last name, then first name, as the administration lists do', () => {
    const people = [learner('Zoé Amrani', [lesson()]), learner('Anne Zola', [lesson()]), learner('Bruno Amrani', [lesson()]), learner('martin', [lesson()])];
    expect(ordered(people)).toEqual(['Bruno Amrani', 'Zoé Amrani', 'martin', 'Anne Zola']);
    expect(ordered(people, true)).toEqual(['Anne Zola', 'martin', 'Zoé Amrani', 'Bruno Amrani']);
  });

  it('orders the numbers in a name by their value, as compareNames does', () => {
    const names = ['Learner 10', 'Learner 2', 'Learner 007', 'Learner 1', 'Learner 100'];
    expect([...names].sort((a, b) => (nameOrderKey(a) < nameOrderKey(b) ? -1 : 1))).toEqual([...names].sort((a, b) => compareNames([a], [b])));
  });

  it('agrees with compareNames on names of letters, accents, case, spaces and digits', () => {
    const name = fc.stringMatching(/^[A-Za-zÉéèçÀàôÖü 0-9]{0,8}$/);
    fc.assert(
      fc.property(name, name, (a, b) => {
        const byKey = Math.sign(nameOrderKey(a) < nameOrderKey(b) ? -1 : nameOrderKey(a) > nameOrderKey(b) ? 1 : 0);
        const byCollator = Math.sign(compareNames([a], [b]));
        // The collator may call two names equal that differ by a space or a leading zero; the key then still orders them, consistently.
        if (byCollator !== 0) expect(byKey).toBe(byCollator);
      }),
      { numRuns: 300 },
    );
  });

  it('searches the displayed name and the address whatever the case and accents', () => {
    const row = learner('Émile Zola', [lesson()]);
    expect(rosterOrderOf(row).searchName.includes(rosterSearchText('  EMIL '))).toBe(true);
    expect(rosterOrderOf(row).searchEmail.includes(rosterSearchText('ZOLA@demo'))).toBe(true);
    expect(rosterSearchText('')).toBe('');
  });
});
describe('classPeriod', () => {
  it.each([
    [{ from: '2026-01-01T00:00:00Z', to: '2026-12-31T00:00:00Z' }, false, 'current'],
    [{ from: '2026-07-01T00:00:00Z', to: null }, false, 'upcoming'],
    [{ from: null, to: '2026-06-01T00:00:00Z' }, false, 'past'],
    [{ from: null, to: null }, true, 'past'],
  ] as const)('%j expired=%s → %s', (window, expired, expected) => {
    expect(classPeriod(window, expired, now)).toBe(expected);
  });
});

describe('rosterCell', () => {
  const now = new Date('2026-11-27T10:00:00Z');
  const open = { programState: 'PUBLISHED', courseState: 'PUBLISHED', window: { from: null, to: null } } as const;
  const later = { ...open, window: { from: '2026-12-01T00:00:00Z', to: null } };
  it.each([
    ['closed content, whatever the lesson', { ...open, courseState: 'CLOSED' } as const, 'DONE', { kind: 'closed' }],
    ['an archived program', { ...open, programState: 'ARCHIVED' } as const, 'AVAILABLE', { kind: 'closed' }],
    ['a window not open yet, lesson not over', later, 'AVAILABLE', { kind: 'upcoming', opensAt: '2026-12-01T00:00:00Z' }],
    ['a window not open yet, lesson over', later, 'DONE', { kind: 'lesson', state: 'DONE' }],
    ['open content', open, 'LOCKED', { kind: 'lesson', state: 'LOCKED' }],
  ] as const)('%s', (_name, content, state, expected) => {
    expect(rosterCell(content, state, now)).toEqual(expected);
  });
});
