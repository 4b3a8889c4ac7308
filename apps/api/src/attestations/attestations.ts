import type { MyAttestations } from '@espace/contracts/attestations';
import type { SignedLink } from '@espace/contracts/files';
import { formatDuration } from '@espace/domain/display/duration';
import { scorePercent } from '@espace/domain/lessons/progress';
import type { RosterRow } from '@espace/domain/trainer/roster';
import { wholePercent } from '@espace/domain/trainer/roster';
import { printableImage } from '../certificates/certificates';
import type { ContextRepository, Tenant } from '../contexts/context-repository';
import { signedPath, type SignedLinks } from '../files/signed-links';
import { AppError, NotFoundError } from '../http/app-error';
import { serverTexts, type ServerTexts } from '../i18n/server-texts';
import type { LearnerLessonsRepository } from '../dashboard/learner-lessons-repository';
import { followedLearner } from '../trainer/get-learner';
import type { LearnerRepository } from '../trainer/learner-repository';
import type { RosterRepository } from '../trainer/roster-repository';
import { periodOf } from '../trainer/roster-rows';
import { rosterOfClass } from '../trainer/roster-entries';
import type { Trainer } from '../trainer/trainer-access';
import type { FollowedClass, TrainerRepository } from '../trainer/trainer-repository';
import { type AttestationContent, renderAttestationPdf } from './attestation-pdf';
import type { AttestationsRepository, TrainingObjectives } from './attestations-repository';

/** Dates on an attestation are days where the training takes place: Europe/Paris, the due dates' zone (docs/api.md#due-dates). */
const TIME_ZONE = 'Europe/Paris';

const attestationPath = (classId: string, userId: string) => `/api/attestations/${classId}/${userId}`;

/** What reads an attestation's figures: the roster's own (one rule per figure, docs/privacy.md#attestation-de-fin-de-formation). */
export interface AttestationSources {
  trainers: TrainerRepository;
  learners: LearnerRepository;
  roster: RosterRepository;
  nodes: Pick<LearnerLessonsRepository, 'courseNodes'>;
  attestations: AttestationsRepository;
  contexts: ContextRepository;
}

const classOf = (klass: FollowedClass) => ({
  id: klass.id,
  name: klass.name,
  startAt: klass.startAt?.toISOString() ?? null,
  expireAt: klass.expireAt?.toISOString() ?? null,
});

/** My classes, each with whether its attestation is out: once the class has ended (its period is past). */
export async function myAttestations({
  tenantId,
  userId,
  trainers,
  now,
}: {
  tenantId: string;
  userId: string;
  trainers: TrainerRepository;
  now: Date;
}): Promise<MyAttestations> {
  const classes = await trainers.listClassesOfLearner(tenantId, userId);
  return { items: classes.map((klass) => ({ class: classOf(klass), available: periodOf(klass, now) === 'past' })) };
}

/** A class of mine whose attestation is out; another's is 404, one still going on 409. */
async function myEndedClass(trainers: TrainerRepository, tenantId: string, userId: string, classId: string, now: Date): Promise<FollowedClass> {
  const klass = await trainers.findClassOfLearner(tenantId, userId, classId);
  if (klass === undefined) throw new NotFoundError();
  if (periodOf(klass, now) !== 'past')
    throw new AppError('CONFLICT', [{ path: 'params.classId', message: 'the class has not ended: its attestation comes with its end' }]);
  return klass;
}

const signedAttestationLink = (links: SignedLinks, tenantId: string, requesterId: string, classId: string, learnerId: string): SignedLink => {
  const signed = links.sign({ kind: 'attestation', tenantId, userId: requesterId, targetId: `${classId}/${learnerId}` });
  return { url: signedPath(attestationPath(classId, learnerId), signed), expiresAt: signed.expiresAt.toISOString() };
};

/** A signed link to my attestation of an ended class of mine. */
export async function myAttestationLink(input: {
  tenantId: string;
  userId: string;
  classId: string;
  trainers: TrainerRepository;
  links: SignedLinks;
  now: Date;
}): Promise<SignedLink> {
  await myEndedClass(input.trainers, input.tenantId, input.userId, input.classId, input.now);
  return signedAttestationLink(input.links, input.tenantId, input.userId, input.classId, input.userId);
}

/** A signed link to the attestation of a learner of a class the trainer (or admin) follows, on demand whatever the class's dates. */
export async function learnerAttestationLink(input: {
  trainer: Trainer;
  classId: string;
  userId: string;
  trainers: TrainerRepository;
  learners: LearnerRepository;
  links: SignedLinks;
}): Promise<SignedLink> {
  await followedLearner(input);
  return signedAttestationLink(input.links, input.trainer.tenantId, input.trainer.userId, input.classId, input.userId);
}

/**
 * The class an attestation is downloaded for, checked again at the download (the link's requester may
 * have lost the class since): the learner's own once the class has ended, or a class their trainer follows.
 */
export async function attestationClass(input: {
  tenantId: string;
  requesterId: string;
  classId: string;
  userId: string;
  trainer: () => Promise<Trainer>;
  sources: Pick<AttestationSources, 'trainers' | 'learners'>;
  now: Date;
}): Promise<FollowedClass> {
  const { tenantId, requesterId, classId, userId, sources, now } = input;
  if (requesterId === userId) return myEndedClass(sources.trainers, tenantId, userId, classId, now);
  const { klass } = await followedLearner({ trainer: await input.trainer(), trainers: sources.trainers, learners: sources.learners, classId, userId });
  return klass;
}

/** « du 1er mars 2026 au 30 juin 2026 », « à partir du … », « jusqu’au … », or none. */
function datesText(texts: ServerTexts, from: Date | null, to: Date | null, none: string): string {
  const day = (date: Date) => texts.date(date, { dateStyle: 'long', timeZone: TIME_ZONE });
  if (from !== null && to !== null) return texts.text('attestation.dates.between', { from: day(from), to: day(to) });
  if (from !== null) return texts.text('attestation.dates.from', { from: day(from) });
  if (to !== null) return texts.text('attestation.dates.until', { to: day(to) });
  return none;
}

/**
 * The attestation worded in the tenant's first language (it is the organisation's document, whoever
 * downloads it), from the learner's roster row: the same status, progression, score and time as the
 * roster, and each course as its column shows it.
 */
function attestationContent(input: {
  tenant: Tenant;
  klass: FollowedClass;
  row: RosterRow;
  objectives: TrainingObjectives;
  images: { logo: Uint8Array | null; signature: Uint8Array | null };
  now: Date;
}): AttestationContent {
  const { tenant, klass, row, objectives, now } = input;
  const texts = serverTexts(tenant.settings.locales[0] ?? 'fr');
  const percent = (value: number) => texts.text('attestation.percent', { percent: value });
  const lessons = new Map(row.lessons.map((lesson) => [lesson.programCourseId, lesson]));
  const started = row.lessons.flatMap((lesson) => (lesson.startedAt === null ? [] : [lesson.startedAt.getTime()]));
  const firstStart = started.length === 0 ? null : new Date(Math.min(...started));
  const list = (items: readonly string[]) => new Intl.ListFormat(texts.locale, { type: 'conjunction' }).format(items);
  return {
    language: texts.locale,
    title: texts.text('attestation.title', { learner: row.displayName }),
    heading: texts.text('attestation.heading'),
    issuerName: tenant.name,
    primaryColour: tenant.metas.colours.primary,
    logo: input.images.logo && { png: input.images.logo, alt: texts.text('certificatePdf.logo', { tenant: tenant.name }) },
    signature: input.images.signature && { png: input.images.signature, alt: texts.text('certificatePdf.signature', { tenant: tenant.name }) },
    statement: texts.text('attestation.statement', { tenant: tenant.name, learner: row.displayName }),
    training: klass.name,
    facts: [
      { label: texts.text('attestation.facts.period'), value: datesText(texts, klass.startAt, klass.expireAt, texts.text('attestation.dates.open')) },
      {
        label: texts.text('attestation.facts.followed'),
        value: firstStart === null ? texts.text('attestation.dates.notStarted') : datesText(texts, firstStart, row.lastActivityAt ?? firstStart, ''),
      },
      { label: texts.text('attestation.facts.timeSpent'), value: formatDuration(row.timeSpent, texts.locale) },
      { label: texts.text('attestation.facts.progress'), value: percent(wholePercent(row.progress)) },
      { label: texts.text('attestation.facts.status'), value: texts.text(`rosterExport.status.${row.status}`) },
      {
        label: texts.text('attestation.facts.score'),
        value:
          row.score.max > 0
            ? texts.text('attestation.score', { percent: scorePercent(row.score), actual: row.score.actual, max: row.score.max })
            : texts.text('attestation.noScore'),
      },
    ],
    objectives: {
      heading: texts.text('attestation.objectives.heading'),
      paragraphs: [
        ...objectives.programs.map((program) =>
          program.description === null || program.description.trim() === ''
            ? program.name
            : texts.text('attestation.objectives.program', { program: program.name, description: program.description.trim() }),
        ),
        ...(objectives.competencies.length === 0 ? [] : [texts.text('attestation.objectives.competencies', { list: list(objectives.competencies) })]),
      ],
    },
    results: {
      heading: texts.text('attestation.results.heading'),
      courses: klass.courses.map((course) => {
        const lesson = lessons.get(course.programCourseId);
        return {
          title: klass.programs.length > 1 ? `${course.programName} — ${course.title}` : course.title,
          figures:
            lesson === undefined || lesson.startedAt === null
              ? texts.text('attestation.results.notStarted')
              : texts.text('attestation.results.figures', {
                  state: texts.text(`rosterExport.lessonState.${lesson.state}`),
                  progress: wholePercent(lesson.progression),
                  score: scorePercent(lesson.score),
                  time: formatDuration(lesson.timeSpent, texts.locale),
                }),
        };
      }),
      empty: texts.text('attestation.results.empty'),
    },
    legalNote: texts.text('attestation.legalNote'),
    issuedOn: texts.text('attestation.issuedOn', { date: texts.date(now, { dateStyle: 'long', timeZone: TIME_ZONE }) }),
    issuedBy: texts.text('attestation.issuedBy', { tenant: tenant.name }),
    pageLabel: (page, pages) => texts.text('attestation.page', { page, pages }),
  };
}

/** The file name a download is saved under, in the tenant's language. */
export const attestationFileName = (tenant: Tenant) => `${serverTexts(tenant.settings.locales[0] ?? 'fr').text('attestation.fileName')}.pdf`;

/**
 * The attestations of one class, each drawn from a learner's roster row: the training's objectives
 * and the tenant's images are read once, for a pack of many.
 */
export async function attestationRenderer({
  tenant,
  klass,
  sources,
  now,
}: {
  tenant: Tenant;
  klass: FollowedClass;
  sources: Pick<AttestationSources, 'attestations' | 'contexts'>;
  now: Date;
}): Promise<(row: RosterRow) => Promise<Uint8Array>> {
  const [objectives, logo, signature] = await Promise.all([
    sources.attestations.objectivesOf(tenant.id, klass.id, [...new Set(klass.courses.map((course) => course.courseId))]),
    printableImage(sources.contexts, tenant.id, tenant.assets.logos.main),
    printableImage(sources.contexts, tenant.id, tenant.assets.signature),
  ]);
  return (row) => renderAttestationPdf(attestationContent({ tenant, klass, row, objectives, images: { logo, signature }, now }));
}

/** The PDF of one learner's attestation for one class, read from the roster's figures of the moment. */
export async function attestationPdf(input: {
  tenant: Tenant;
  klass: FollowedClass;
  userId: string;
  sources: AttestationSources;
  now: Date;
}): Promise<Uint8Array> {
  const { tenant, klass, userId, sources, now } = input;
  const opened = await rosterOfClass({ tenantId: tenant.id, klass, trainers: sources.trainers, roster: sources.roster, nodes: sources.nodes, now });
  const [row] = await opened.rowsOf([userId]);
  if (row === undefined) throw new NotFoundError();
  return (await attestationRenderer({ tenant, klass, sources, now }))(row);
}
