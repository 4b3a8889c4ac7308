import {
  attestationParamsSchema,
  attestationQuerySchema,
  evidencePackDownloadQuerySchema,
  evidencePackParamsSchema,
  myAttestationParamsSchema,
  myAttestationsSchema,
} from '@espace/contracts/attestations';
import { signedLinkSchema } from '@espace/contracts/files';
import { learnerParamsSchema } from '@espace/contracts/trainer';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../http/content-disposition';
import { errorResponses } from '../http/route-schemas';
import { trainerOf } from '../trainer/trainer-access';
import {
  attestationClass,
  attestationFileName,
  attestationPdf,
  type AttestationSources,
  learnerAttestationLink,
  myAttestationLink,
  myAttestations,
} from './attestations';
import { createAttestationsRepository } from './attestations-repository';
import { evidencePack, evidencePackLink } from './evidence-pack';
import { createEvidenceRepository } from './evidence-repository';
import { zipArchive } from '../http/zip-archive';

const forbidden = { 403: errorResponses.unauthorized[401] };
const conflict = { 409: errorResponses.unauthorized[401] };

/**
 * Attestations de fin de formation (docs/privacy.md#attestation-de-fin-de-formation): the learner's
 * own once their class has ended, a trainer's or admin's for a learner of a class they follow at
 * any time; and a class's Qualiopi evidence pack (docs/privacy.md#qualiopi-evidence-pack), for its
 * trainers and the admins. Each a signed link asked with the session, then the file downloaded
 * with that link alone.
 */
export const attestationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const sources: AttestationSources = {
    trainers: app.trainerRepository,
    learners: app.learnerRepository,
    roster: app.rosterRepository,
    nodes: app.learnerLessonsRepository,
    attestations: createAttestationsRepository(app.database),
    contexts: app.contextRepository,
  };
  const evidence = createEvidenceRepository(app.database);
  const trainer = (tenantId: string, userId: string) => trainerOf(app.usersRepository, tenantId, userId);

  app.get(
    '/users/me/attestations',
    {
      preHandler: app.authenticate(),
      schema: {
        tags: ['attestations'],
        summary: 'My classes, each with whether its attestation de fin de formation is out (once the class has ended)',
        security: [{ bearer: [] }],
        response: { 200: myAttestationsSchema, ...errorResponses.unauthorized },
      },
    },
    async (request) => myAttestations({ tenantId: request.tenant.id, userId: request.auth.userId, trainers: sources.trainers, now: new Date() }),
  );

  app.post(
    '/users/me/attestations/:classId/link',
    {
      preHandler: app.authenticate(),
      schema: {
        tags: ['attestations'],
        summary: 'A signed link to my attestation for an ended class of mine (409 while the class goes on)',
        security: [{ bearer: [] }],
        params: myAttestationParamsSchema,
        response: { 200: signedLinkSchema, ...errorResponses.unauthorized, ...errorResponses.notFound, ...conflict },
      },
    },
    async (request) =>
      myAttestationLink({
        tenantId: request.tenant.id,
        userId: request.auth.userId,
        classId: request.params.classId,
        trainers: sources.trainers,
        links: app.signedLinks,
        now: new Date(),
      }),
  );

  app.post(
    '/trainer/classes/:classId/learners/:userId/attestation/link',
    {
      preHandler: app.authenticate(),
      schema: {
        tags: ['attestations', 'trainer'],
        summary: 'A signed link to the attestation of a learner of a class I follow, at any time',
        security: [{ bearer: [] }],
        params: learnerParamsSchema,
        response: { 200: signedLinkSchema, ...errorResponses.unauthorized, ...forbidden, ...errorResponses.notFound },
      },
    },
    async (request) =>
      learnerAttestationLink({
        trainer: await trainer(request.tenant.id, request.auth.userId),
        ...request.params,
        trainers: sources.trainers,
        learners: sources.learners,
        links: app.signedLinks,
      }),
  );

  app.get(
    '/attestations/:classId/:userId',
    {
      // The signed link alone, counted once verified per the user it was issued to (as the certificates' PDFs are).
      preHandler: [
        app.authenticateDownload(
          'attestation',
          (request) => {
            const { classId, userId } = request.params as { classId: string; userId: string };
            return `${classId}/${userId}`;
          },
          { signedLinkOnly: true },
        ),
        app.limitRate('certificatePdfs', (request) => request.downloaderId),
      ],
      schema: {
        tags: ['attestations'],
        summary: 'The attestation of a learner for a class (application/pdf), with a signed link only; its access is checked again',
        params: attestationParamsSchema,
        querystring: attestationQuerySchema,
        response: {
          200: z.any().describe('application/pdf'),
          ...errorResponses.unauthorized,
          ...forbidden,
          ...errorResponses.notFound,
          ...conflict,
          ...errorResponses.tooManyAttempts,
        },
      },
    },
    async (request, reply) => {
      const { classId, userId } = request.params;
      const now = new Date();
      const klass = await attestationClass({
        tenantId: request.tenant.id,
        requesterId: request.downloaderId,
        classId,
        userId,
        trainer: () => trainer(request.tenant.id, request.downloaderId),
        sources,
        now,
      });
      const pdf = await attestationPdf({ tenant: request.tenant, klass, userId, sources, now });
      return (reply as FastifyReply)
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${attestationFileName(request.tenant)}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );

  app.post(
    '/trainer/classes/:classId/evidence-pack/link',
    {
      preHandler: app.authenticate(),
      schema: {
        tags: ['attestations', 'trainer'],
        summary: "A signed link to the Qualiopi evidence pack of a class I follow (its trainers' and the admins')",
        security: [{ bearer: [] }],
        params: evidencePackParamsSchema,
        response: { 200: signedLinkSchema, ...errorResponses.unauthorized, ...forbidden, ...errorResponses.notFound },
      },
    },
    async (request) =>
      evidencePackLink({
        trainer: await trainer(request.tenant.id, request.auth.userId),
        classId: request.params.classId,
        sources,
        links: app.signedLinks,
      }),
  );

  app.get(
    '/evidence-packs/:classId',
    {
      // The signed link alone, counted once verified per the user it was issued to: a pack draws every learner's attestation.
      preHandler: [
        app.authenticateDownload('evidence-pack', (request) => (request.params as { classId: string }).classId, { signedLinkOnly: true }),
        app.limitRate('evidencePacks', (request) => request.downloaderId),
      ],
      schema: {
        tags: ['attestations', 'trainer'],
        summary:
          "A class's Qualiopi evidence pack (application/zip, streamed): CSV tables and each learner's attestation, with a signed link only; the class is checked again",
        params: evidencePackParamsSchema,
        querystring: evidencePackDownloadQuerySchema,
        response: {
          200: z.any().describe('application/zip'),
          ...errorResponses.unauthorized,
          ...forbidden,
          ...errorResponses.notFound,
          ...errorResponses.tooManyAttempts,
        },
      },
    },
    async (request, reply) => {
      const now = new Date();
      const { filename, entries } = await evidencePack({
        tenant: request.tenant,
        // Checked again: the requester may no longer follow the class.
        trainer: await trainer(request.tenant.id, request.downloaderId),
        classId: request.params.classId,
        query: { locale: request.query.locale, timeZone: request.query.timeZone },
        sources,
        evidence,
        now,
      });
      return (reply as FastifyReply)
        .type('application/zip')
        .header('content-disposition', contentDisposition('attachment', filename))
        .header('cache-control', 'private, no-store')
        .send(zipArchive(entries, now));
    },
  );
};
