import fp from 'fastify-plugin';
import { trainerOf } from '../trainer/trainer-access';
import { attestationSourcesOf } from './attestations-repositories';
import { EVIDENCE_PACK_EXPIRY_SECONDS, type EvidencePackJob, runEvidencePackJob } from './evidence-packs';

/** Qualiopi evidence packs are made by the job queue (docs/privacy.md#qualiopi-evidence-pack): asked by a request, made by whichever process takes the job. */
export const evidencePackJobs = fp(
  async (app) => {
    await app.jobs.define<EvidencePackJob>('evidence-pack', {
      // A failed pack is asked for again by its requester, who sees it failed.
      retryLimit: 0,
      expireInSeconds: EVIDENCE_PACK_EXPIRY_SECONDS,
      // Drawing attestations is the process's CPU: one pack at a time per process.
      concurrency: 1,
      label: (job) => job.className,
      keep: (job) => job,
      run: (job) =>
        runEvidencePackJob(
          {
            database: app.database,
            tenants: () => app.contextRepository.listTenants(),
            trainer: (tenantId, userId) => trainerOf(app.usersRepository, tenantId, userId),
            sources: attestationSourcesOf(app),
            evidence: app.evidenceRepository,
            packs: app.evidencePacksRepository,
            uploads: app.uploadsRepository,
          },
          job,
        ),
    });
  },
  { name: 'evidence-pack-jobs', dependencies: ['jobs', 'attestations-repositories', 'files-repositories', 'trainer-repositories'] },
);
