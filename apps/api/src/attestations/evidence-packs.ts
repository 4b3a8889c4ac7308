import type { EvidencePack, EvidencePackRequest, LatestEvidencePack } from '@espace/contracts/attestations';
import type { SignedLink } from '@espace/contracts/files';
import type { Readable } from 'node:stream';
import type { Tenant } from '../contexts/context-repository';
import type { Database } from '../db/database';
import { signedPath, type SignedLinks } from '../files/signed-links';
import { streamIntoUpload } from '../files/stream-into-upload';
import type { UploadsRepository } from '../files/uploads-repository';
import { NotFoundError } from '../http/app-error';
import { zipArchive } from '../http/zip-archive';
import type { JobData, JobQueue } from '../jobs/job-queue';
import type { NotificationsRepository } from '../notifications/notifications-repository';
import { notify } from '../notifications/notify';
import { followedClass, type Trainer } from '../trainer/trainer-access';
import type { AttestationSources } from './attestations';
import { evidencePack } from './evidence-pack';
import type { EvidencePackRecord, EvidencePacksRepository } from './evidence-packs-repository';
import type { EvidenceRepository } from './evidence-repository';

/** How long a ready pack is kept for its requester: a working day, well within the uploads' purge (a day). */
const EVIDENCE_PACK_KEPT_MS = 12 * 60 * 60 * 1000;
/** The pack job's limit: a class of ten thousand draws its attestations in a quarter of an hour. */
export const EVIDENCE_PACK_EXPIRY_SECONDS = 60 * 60;
/** A pack still preparing after its job's limit and then some died with its process: it shows as failed, and may be asked again. */
const PREPARING_AT_MOST_MS = (EVIDENCE_PACK_EXPIRY_SECONDS + 10 * 60) * 1000;

/** What an evidence pack job carries: its pack, and the class's name for the admin's view of the jobs. */
export interface EvidencePackJob extends JobData {
  packId: string;
  className: string;
}

const stateOf = (pack: EvidencePackRecord, now: Date) =>
  pack.state === 'preparing' && now.getTime() - pack.requestedAt.getTime() > PREPARING_AT_MOST_MS ? 'failed' : pack.state;

const present = (pack: EvidencePackRecord, now: Date): EvidencePack => ({
  id: pack.id,
  classId: pack.classId,
  state: stateOf(pack, now),
  learners: pack.learners,
  requestedAt: pack.requestedAt.toISOString(),
  readyAt: pack.readyAt?.toISOString() ?? null,
  expiresAt: pack.expiresAt?.toISOString() ?? null,
  fileName: pack.fileName,
  size: pack.size,
});

interface PackAccess {
  trainer: Trainer;
  sources: Pick<AttestationSources, 'trainers'>;
  packs: EvidencePacksRepository;
  now: Date;
}

/**
 * Asks for a class's evidence pack (docs/privacy.md#qualiopi-evidence-pack): its trainers and the
 * admins, for a class they follow (another is 404). The pack and its job are written together;
 * the job queue makes it. While one of the requester's packs of the class is preparing, that one
 * answers; a new one replaces their earlier packs of the class, whose bytes go, and the tenant's
 * expired ones go with them.
 */
export async function requestEvidencePack(
  input: PackAccess & { classId: string; request: EvidencePackRequest; database: Database; uploads: UploadsRepository; jobs: JobQueue },
): Promise<EvidencePack> {
  const { trainer, packs, now } = input;
  const { tenantId, userId } = trainer;
  const klass = await followedClass(trainer, input.sources.trainers, input.classId);
  const latest = await packs.latest(tenantId, klass.id, userId, now);
  if (latest !== undefined && stateOf(latest, now) === 'preparing') return present(latest, now);
  const preparingSince = new Date(now.getTime() - PREPARING_AT_MOST_MS);
  for (const uploadId of await packs.deleteReplaced(tenantId, klass.id, userId, { now, preparingSince })) await input.uploads.abandonUpload(tenantId, uploadId);
  const pack = await input.database.transaction(async (tx) => {
    const created = await packs.create(tenantId, { classId: klass.id, requestedBy: userId, request: input.request }, now, tx);
    await input.jobs.send<EvidencePackJob>('evidence-pack', { contextId: tenantId, packId: created.id, className: klass.name }, { key: created.id, tx });
    return created;
  });
  return present(pack, now);
}

/** The requester's last pack of a class they follow, while it is kept. */
export async function latestEvidencePack(input: PackAccess & { classId: string }): Promise<LatestEvidencePack> {
  const { trainer, now } = input;
  const klass = await followedClass(trainer, input.sources.trainers, input.classId);
  const pack = await input.packs.latest(trainer.tenantId, klass.id, trainer.userId, now);
  return { pack: pack === undefined ? null : present(pack, now) };
}

/** A ready pack of the requester's, of a class they still follow: anything else is 404. */
async function readyPackOf({ trainer, sources, packs, now }: PackAccess, packId: string) {
  const pack = await packs.find(trainer.tenantId, packId, now);
  if (pack === undefined || pack.requestedBy !== trainer.userId || pack.state !== 'ready' || pack.uploadId === null || pack.fileName === null)
    throw new NotFoundError();
  await followedClass(trainer, sources.trainers, pack.classId);
  return { ...pack, uploadId: pack.uploadId, fileName: pack.fileName };
}

/** A signed link to download a ready pack of the requester's. */
export async function evidencePackLink(input: PackAccess & { packId: string; links: SignedLinks }): Promise<SignedLink> {
  const pack = await readyPackOf(input, input.packId);
  const signed = input.links.sign({ kind: 'evidence-pack', tenantId: input.trainer.tenantId, userId: input.trainer.userId, targetId: pack.id });
  return { url: signedPath(`/api/evidence-packs/${pack.id}`, signed), expiresAt: signed.expiresAt.toISOString() };
}

/**
 * A ready pack's bytes, read from the database a chunk at a time, for the link's user, checked
 * again (a trainer who has left the class gets 404). Downloading it reads its notification.
 */
export async function evidencePackDownload(
  input: PackAccess & { packId: string; uploads: UploadsRepository; notifications: NotificationsRepository },
): Promise<{ fileName: string; size: number | null; bytes: Readable }> {
  const pack = await readyPackOf(input, input.packId);
  const { tenantId, userId } = input.trainer;
  await input.notifications.markReadAbout(tenantId, userId, { kind: 'evidence-pack.ready', params: { packId: pack.id } }, input.now);
  return { fileName: pack.fileName, size: pack.size, bytes: input.uploads.readUpload(tenantId, pack.uploadId) };
}

export interface EvidencePackJobInput {
  database: Database;
  tenants: () => Promise<Tenant[]>;
  trainer: (tenantId: string, userId: string) => Promise<Trainer>;
  sources: AttestationSources;
  evidence: EvidenceRepository;
  packs: EvidencePacksRepository;
  uploads: UploadsRepository;
}

/**
 * The evidence pack job: makes the zip as the download once did (evidence-pack.ts), a batch of
 * learners at a time, into an upload of the requester's a chunk at a time, then marks the pack
 * ready and tells its requester in one transaction. Its requester's standing is read again: one
 * who no longer follows the class gets a failed pack. Any failure fails the pack (the requester
 * asks again) and the job, which the admin's view of the jobs shows.
 */
export async function runEvidencePackJob(input: EvidencePackJobInput, job: EvidencePackJob): Promise<void> {
  const { database, packs, uploads } = input;
  const { contextId: tenantId, packId } = job;
  const now = new Date();
  const pack = await packs.find(tenantId, packId, now);
  if (pack === undefined || pack.state !== 'preparing') return;
  let uploadId: string | undefined;
  try {
    const tenant = (await input.tenants()).find((candidate) => candidate.id === tenantId);
    if (tenant === undefined) throw new NotFoundError();
    const made = await evidencePack({
      tenant,
      trainer: await input.trainer(tenantId, pack.requestedBy),
      classId: pack.classId,
      query: pack.request,
      sources: input.sources,
      evidence: input.evidence,
      now,
    });
    await packs.setLearners(tenantId, packId, made.learners);
    uploadId = await uploads.beginUpload(tenantId, pack.requestedBy);
    const { size } = await streamIntoUpload({ uploads, uploadId, source: zipArchive(made.entries, now) });
    const readyAt = new Date();
    const file = { uploadId, fileName: made.filename, size, readyAt, expiresAt: new Date(readyAt.getTime() + EVIDENCE_PACK_KEPT_MS) };
    const ready = await database.transaction(async (tx) => {
      if (!(await packs.markReady(tenantId, packId, file, tx))) return false;
      await notify(
        tx,
        tenantId,
        [{ userId: pack.requestedBy, kind: 'evidence-pack.ready', params: { packId, classId: pack.classId, className: made.className } }],
        {
          now: readyAt,
        },
      );
      return true;
    });
    // Replaced meanwhile (its requester asked again after it was taken for failed): its bytes go.
    if (!ready) await uploads.abandonUpload(tenantId, uploadId);
  } catch (error) {
    if (uploadId !== undefined) await uploads.abandonUpload(tenantId, uploadId).catch(() => undefined);
    await packs.markFailed(tenantId, packId);
    throw error;
  }
}
