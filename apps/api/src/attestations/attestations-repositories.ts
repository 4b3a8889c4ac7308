import type { FastifyInstance } from 'fastify';
import { repositoriesPlugin } from '../db/repositories-plugin';
import type { AttestationSources } from './attestations';
import { type AttestationsRepository, createAttestationsRepository } from './attestations-repository';
import { createEvidencePacksRepository, type EvidencePacksRepository } from './evidence-packs-repository';
import { createEvidenceRepository, type EvidenceRepository } from './evidence-repository';

declare module 'fastify' {
  interface FastifyInstance {
    attestationsRepository: AttestationsRepository;
    evidenceRepository: EvidenceRepository;
    evidencePacksRepository: EvidencePacksRepository;
  }
}

/** Attestations and Qualiopi evidence packs (docs/privacy.md#attestation-de-fin-de-formation, #qualiopi-evidence-pack): what they read, and the packs asked for. */
export const attestationsRepositories = repositoriesPlugin('attestations-repositories', (app) => ({
  attestationsRepository: createAttestationsRepository(app.database),
  evidenceRepository: createEvidenceRepository(app.database),
  evidencePacksRepository: createEvidencePacksRepository(app.database),
}));

/** What an attestation reads, through the repositories of the areas that own it: the routes' and the pack job's. */
export const attestationSourcesOf = (app: FastifyInstance): AttestationSources => ({
  trainers: app.trainerRepository,
  learners: app.learnerRepository,
  roster: app.rosterRepository,
  nodes: app.learnerLessonsRepository,
  attestations: app.attestationsRepository,
  contexts: app.contextRepository,
});
