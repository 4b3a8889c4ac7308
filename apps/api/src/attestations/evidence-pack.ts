import type { EvidencePackRequest } from '@espace/contracts/attestations';
import { sectionsOfSequence } from '@espace/domain/dashboard/lesson-progression';
import { displayName } from '@espace/domain/display-name';
import { isoDayIn, spreadsheetFormat } from '@espace/domain/display/spreadsheet';
import { type CourseNodeRow, pageSequence } from '@espace/domain/lessons/course-tree';
import { scorePercent } from '@espace/domain/lessons/progress';
import { ratingOf } from '@espace/domain/reviews/review-rules';
import { progressionByDay } from '@espace/domain/trainer/progression-by-day';
import { wholePercent } from '@espace/domain/trainer/roster';
import { stringify } from 'csv-stringify/sync';
import type { Tenant } from '../contexts/context-repository';
import type { ArchiveEntry } from '../http/zip-archive';
import { serverTexts } from '../i18n/server-texts';
import { exportedCourseNames, rosterCsvLines } from '../trainer/roster-csv';
import { rosterOfClass } from '../trainer/roster-entries';
import { followedClass, type Trainer } from '../trainer/trainer-access';
import { attestationRenderer, type AttestationSources } from './attestations';
import type { EvidenceRepository, PageRow } from './evidence-repository';

/** Learners read at a time for each table: the pack's memory is a batch's, whatever the class's size. */
const BATCH = 200;

/** A name safe in a file name: letters and digits, the rest dashes. */
const fileSafe = (name: string) => name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '');

interface EvidencePackInput {
  tenant: Tenant;
  trainer: Trainer;
  classId: string;
  query: EvidencePackRequest;
  sources: AttestationSources;
  evidence: EvidenceRepository;
  now: Date;
  batchSize?: number;
}

/**
 * A class's Qualiopi evidence pack (docs/privacy.md#qualiopi-evidence-pack): a zip of CSV tables
 * for a spreadsheet in the export's language (its conventions as the roster export's:
 * spreadsheet.ts) and each learner's attestation de fin de formation. Every figure is read by the
 * roster's rule: the learners' table is the roster export's own lines, the progression over time
 * applies its progression rule day by day, the attestations read its rows. The class is checked
 * (a class the trainer does not follow is 404) and its learners listed before anything is written;
 * each table is then read a batch of learners at a time, as the archive asks for it.
 */
export async function evidencePack(
  input: EvidencePackInput,
): Promise<{ className: string; learners: number; filename: string; entries: AsyncIterable<ArchiveEntry> }> {
  const { tenant, trainer, query, sources, evidence, now, batchSize = BATCH } = input;
  const tenantId = tenant.id;
  const klass = await followedClass(trainer, sources.trainers, input.classId);
  const opened = await rosterOfClass({ tenantId, klass, trainers: sources.trainers, roster: sources.roster, nodes: sources.nodes, now });
  const userIds = await sources.roster.selectedLearnerIds(tenantId, klass.id, opened.selection({ sort: 'name', order: 'asc', view: 'all', search: '' }));
  const { locale, timeZone } = query;
  const texts = serverTexts(locale);
  const format = spreadsheetFormat(locale, timeZone);
  const options = { delimiter: format.delimiter, escape_formulas: true, record_delimiter: 'windows' } as const;
  const header = (keys: readonly Parameters<typeof texts.text>[0][]) =>
    stringify([keys.map((key) => texts.text(key, { timeZone }))], { ...options, bom: true });
  const files = {
    readme: texts.text('evidencePack.files.readme'),
    learners: texts.text('evidencePack.files.learners'),
    signIns: texts.text('evidencePack.files.signIns'),
    timePerDay: texts.text('evidencePack.files.timePerDay'),
    progression: texts.text('evidencePack.files.progression'),
    evaluations: texts.text('evidencePack.files.evaluations'),
    tutoring: texts.text('evidencePack.files.tutoring'),
    satisfaction: texts.text('evidencePack.files.satisfaction'),
    attestations: texts.text('evidencePack.files.attestations'),
  };
  const batches: (readonly string[])[] = [];
  for (let start = 0; start < userIds.length; start += batchSize) batches.push(userIds.slice(start, start + batchSize));
  // Each line names its learner as the roster does (an anonymised account by what it is): read once
  // a batch, its name and address only kept, for every table.
  const namesOfBatch = new Map<readonly string[], Promise<Map<string, string[]>>>();
  const learnerCells = async (batch: readonly string[]) => {
    let names = namesOfBatch.get(batch);
    if (names === undefined) {
      names = opened
        .rowsOf(batch)
        .then((rows) => new Map(rows.map((row) => [row.userId, [row.displayName || texts.text('evidencePack.anonymised'), row.email]])));
      namesOfBatch.set(batch, names);
    }
    const cells = await names;
    return (userId: string) => cells.get(userId) ?? ['', ''];
  };
  const courseOf = new Map([...exportedCourseNames(klass, texts)].map(([id, course]) => [id, [course.programName, course.name]]));
  const column = new Map(klass.courses.map((course, index) => [course.programCourseId, index]));
  const nodesOf = new Map(await sources.nodes.courseNodes(tenantId, [...new Set(klass.courses.map((course) => course.courseId))]));
  const dayOf = (date: Date) => isoDayIn(date, timeZone);

  /** One table: its header, then its lines a batch of learners at a time. */
  async function* table(headers: readonly Parameters<typeof texts.text>[0][], linesOf: (batch: readonly string[]) => Promise<string[][]>) {
    yield header(headers);
    for (const batch of batches) yield stringify(await linesOf(batch), options);
  }

  /** Rows grouped by a key, each group in the rows' order. */
  const groupedBy = <Row>(rows: readonly Row[], keyOf: (row: Row) => string) => {
    const grouped = new Map<string, Row[]>();
    for (const row of rows) {
      const group = grouped.get(keyOf(row));
      if (group === undefined) grouped.set(keyOf(row), [row]);
      else group.push(row);
    }
    return grouped;
  };
  const inOrder = <Row extends { userId: string }>(batch: readonly string[], rows: readonly Row[]) => {
    const grouped = groupedBy(rows, (row) => row.userId);
    return batch.flatMap((userId) => grouped.get(userId) ?? []);
  };

  const signIns = (batch: readonly string[]) =>
    Promise.all([learnerCells(batch), evidence.signIns(tenantId, batch, { from: klass.startAt, to: klass.expireAt })]).then(([learner, rows]) =>
      inOrder(batch, rows).map((row) => [...learner(row.userId), format.dateTime(row.at), format.dateTime(row.endedAt)]),
    );

  const timePerDay = (batch: readonly string[]) =>
    Promise.all([learnerCells(batch), evidence.pages(tenantId, klass.id, batch)]).then(([learner, pages]) => {
      const pagesOf = groupedBy(pages, (page) => page.userId);
      return batch.flatMap((userId) => {
        const seconds = new Map<string, number>();
        for (const page of pagesOf.get(userId) ?? []) {
          if (page.timeSpent <= 0) continue;
          const day = dayOf(page.answeredAt ?? page.startedAt);
          seconds.set(day, (seconds.get(day) ?? 0) + page.timeSpent);
        }
        return [...seconds].sort(([a], [b]) => (a < b ? -1 : 1)).map(([day, total]) => [...learner(userId), format.day(day), format.number(total / 60, 1)]);
      });
    });

  const sectionsOf = (page: PageRow) => sectionsOfSequence(pageSequence(nodesOf.get(page.courseId) ?? ([] as CourseNodeRow[]), page.enabledSectionIds));
  const progression = (batch: readonly string[]) =>
    Promise.all([learnerCells(batch), evidence.pages(tenantId, klass.id, batch)]).then(([learner, pages]) => {
      // Each learner's lessons, in the order of the class's courses (the roster's columns).
      const lessonsOf = groupedBy([...groupedBy(pages, (page) => page.lessonId).values()], ([first]) => first!.userId);
      const columnOf = ([first]: PageRow[]) => column.get(first!.programCourseId) ?? 0;
      return batch.flatMap((userId) =>
        [...(lessonsOf.get(userId) ?? [])]
          .sort((a, b) => columnOf(a) - columnOf(b))
          .flatMap((lessonPages) => {
            const first = lessonPages[0]!;
            const days = progressionByDay({
              sections: sectionsOf(first),
              pages: lessonPages.map((page) => ({
                nodeId: page.nodeId,
                openedOn: dayOf(page.startedAt),
                completedOn: page.progress === 'COMPLETED' ? dayOf(page.answeredAt ?? page.startedAt) : null,
              })),
              endedOn: first.lessonProgress === 'COMPLETED' && first.lessonEndedAt !== null ? dayOf(first.lessonEndedAt) : null,
            });
            const course = courseOf.get(first.programCourseId) ?? ['', ''];
            return days.map((day) => [
              ...learner(userId),
              ...course,
              format.day(day.day),
              String(day.opened),
              String(day.completed),
              format.number(wholePercent(day.progression)),
            ]);
          }),
      );
    });

  const evaluations = (batch: readonly string[]) =>
    Promise.all([learnerCells(batch), evidence.pages(tenantId, klass.id, batch)]).then(([learner, pages]) =>
      inOrder(batch, pages)
        .filter((page) => page.scoring !== null && page.answeredAt !== null)
        .map((page) => [
          ...learner(page.userId),
          ...(courseOf.get(page.programCourseId) ?? ['', '']),
          page.pageTitle,
          format.dateTime(page.answeredAt!),
          format.number(scorePercent(page.scoring!)),
          format.number(page.scoring!.actual, 1),
          format.number(page.scoring!.max, 1),
        ]),
    );

  const tutoring = (batch: readonly string[]) =>
    Promise.all([learnerCells(batch), evidence.tutoring(tenantId, klass.id, batch)]).then(([learner, rows]) =>
      inOrder(
        batch,
        rows.map((row) => ({ ...row, userId: row.learnerId })),
      ).map((row) => [
        ...learner(row.userId),
        format.dateTime(row.at),
        texts.text(`evidencePack.kinds.${row.kind}`),
        displayName(row.author) || texts.text('evidencePack.anonymised'),
        row.subject ?? '',
        row.text,
      ]),
    );

  const satisfaction = (batch: readonly string[]) =>
    Promise.all([learnerCells(batch), evidence.reviews(tenantId, klass.id, batch)]).then(([learner, rows]) =>
      inOrder(batch, rows).map((row) => [...learner(row.userId), row.programName, String(ratingOf(row.ratio)), row.comment ?? '', format.dateTime(row.at)]),
    );

  const readme = [
    texts.text('evidencePack.readme.title', { class: klass.name }),
    '',
    texts.text('evidencePack.readme.intro', {
      tenant: tenant.name,
      date: format.dateTime(now),
      count: userIds.length,
      timeZone,
    }),
    '',
    ...texts.list('evidencePack.readme.files', { ...files, months: tenant.settings.privacy.signInHistoryMonths }).map((line) => `- ${line}`),
    '',
  ].join('\r\n');

  async function* entries(): AsyncGenerator<ArchiveEntry> {
    yield { name: files.readme, content: readme };
    yield { name: files.learners, content: rosterCsvLines({ opened, userIds, query }) };
    yield {
      name: files.signIns,
      content: table(['evidencePack.headers.learner', 'evidencePack.headers.email', 'evidencePack.headers.signedIn', 'evidencePack.headers.ended'], signIns),
    };
    yield {
      name: files.timePerDay,
      content: table(['evidencePack.headers.learner', 'evidencePack.headers.email', 'evidencePack.headers.day', 'evidencePack.headers.minutes'], timePerDay),
    };
    yield {
      name: files.progression,
      content: table(
        [
          'evidencePack.headers.learner',
          'evidencePack.headers.email',
          'evidencePack.headers.program',
          'evidencePack.headers.course',
          'evidencePack.headers.day',
          'evidencePack.headers.opened',
          'evidencePack.headers.completed',
          'evidencePack.headers.progression',
        ],
        progression,
      ),
    };
    yield {
      name: files.evaluations,
      content: table(
        [
          'evidencePack.headers.learner',
          'evidencePack.headers.email',
          'evidencePack.headers.program',
          'evidencePack.headers.course',
          'evidencePack.headers.page',
          'evidencePack.headers.answered',
          'evidencePack.headers.score',
          'evidencePack.headers.points',
          'evidencePack.headers.maxPoints',
        ],
        evaluations,
      ),
    };
    yield {
      name: files.tutoring,
      content: table(
        [
          'evidencePack.headers.learner',
          'evidencePack.headers.email',
          'evidencePack.headers.at',
          'evidencePack.headers.kind',
          'evidencePack.headers.author',
          'evidencePack.headers.subject',
          'evidencePack.headers.text',
        ],
        tutoring,
      ),
    };
    yield {
      name: files.satisfaction,
      content: table(
        [
          'evidencePack.headers.learner',
          'evidencePack.headers.email',
          'evidencePack.headers.program',
          'evidencePack.headers.rating',
          'evidencePack.headers.comment',
          'evidencePack.headers.at',
        ],
        satisfaction,
      ),
    };
    // The attestations last: the tables come first, the slow part after (a few tens of milliseconds a PDF).
    const render = await attestationRenderer({ tenant, klass, sources, now });
    for (const batch of batches)
      for (const row of await opened.rowsOf(batch))
        yield {
          name: `${files.attestations}/${fileSafe(row.displayName) || 'compte'}-${row.userId.slice(0, 8)}.pdf`,
          content: each(await render(row)),
          stored: true,
        };
  }

  const name = fileSafe(klass.name) || 'classe';
  return {
    className: klass.name,
    learners: userIds.length,
    filename: `${texts.text('evidencePack.fileName', { class: name, date: isoDayIn(now, timeZone) })}.zip`,
    entries: entries(),
  };
}

async function* each(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  yield bytes;
}
