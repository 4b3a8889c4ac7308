import { type EvidencePackRequest, evidencePackSchema, latestEvidencePackSchema } from '@espace/contracts/attestations';
import { resetLessonsSchema } from '@espace/contracts/lessons';
import { classDueDatesSchema } from '@espace/contracts/due-dates';
import { timeAccommodationListSchema, timeAccommodationSchema } from '@espace/contracts/time-accommodations';
import {
  learnerInClassSchema,
  learnerLogbookSchema,
  logbookReplySchema,
  type RosterQuery,
  rosterSchema,
  trainerAttentionSchema,
  trainerClassesSchema,
} from '@espace/contracts/trainer';
import type { ExtraTime } from '@espace/domain/lessons/time-accommodation';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { saveFile, saveThroughSignedLink } from '../../../lib/save-file';
import { queryKeys } from '../../../lib/query-keys';

/** The trainer space's calls (docs/trainers.md); every answer is scoped to the classes the caller follows. */

const classPath = (classId: string) => `trainer/classes/${encodeURIComponent(classId)}`;
const learnerPath = (classId: string, userId: string) => `${classPath(classId)}/learners/${encodeURIComponent(userId)}`;
const search = (query: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)])).toString();

export function useFollowedClasses() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.trainerClasses(),
      queryFn: async ({ signal }) => (await apiRequest('trainer/classes', { signal, contract: import.meta.env.DEV ? trainerClassesSchema : undefined })).items,
    }),
  );
}

/** « À suivre aujourd'hui »: the learners of my open classes who need attention, fetched when « Mes classes » is (docs/trainers.md#needs-attention-today). */
export function useTrainerAttention() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.trainerAttention(),
      queryFn: ({ signal }) => apiRequest('trainer/attention', { signal, contract: import.meta.env.DEV ? trainerAttentionSchema : undefined }),
    }),
  );
}

/** One page of the roster; the previous page stays on screen while the next sort or page loads. */
export function useRoster(classId: string, query: RosterQuery) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.classRoster(classId, query),
      queryFn: ({ signal }) =>
        apiRequest(`${classPath(classId)}/roster?${search(query)}`, { signal, contract: import.meta.env.DEV ? rosterSchema : undefined }),
      placeholderData: keepPreviousData,
    }),
  );
}

/**
 * The roster as a CSV file, fetched with the session header (a token never travels in a URL) and
 * saved by the browser; its dates in the time zone the screen shows them in.
 */
export async function downloadRoster(classId: string, query: Omit<RosterQuery, 'page'>, locale: 'fr' | 'en', filename: string): Promise<void> {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  saveFile(await apiRequest<Blob>(`${classPath(classId)}/roster.csv?${search({ ...query, locale, timeZone })}`, { responseType: 'blob' }), filename);
}

export function useClassLearner(classId: string, userId: string) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.classLearner(classId, userId),
      queryFn: ({ signal }) => apiRequest(learnerPath(classId, userId), { signal, contract: import.meta.env.DEV ? learnerInClassSchema : undefined }),
    }),
  );
}

/** Downloads a learner's attestation de fin de formation through a signed link, on demand (docs/privacy.md#attestation-de-fin-de-formation). */
export function useDownloadLearnerAttestation(classId: string, userId: string) {
  return useMutation({ mutationFn: () => saveThroughSignedLink(`${learnerPath(classId, userId)}/attestation/link`) });
}

/** How often the roster asks again whether the evidence pack it shows as being prepared is ready. */
const EVIDENCE_PACK_POLL_MS = 1000;

/**
 * The current user's last Qualiopi evidence pack of the class while the server keeps it, or null
 * (docs/privacy.md#qualiopi-evidence-pack); asked again every EVIDENCE_PACK_POLL_MS while the job
 * queue prepares it.
 */
export function useLatestEvidencePack(classId: string) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.latestEvidencePack(classId),
      queryFn: async ({ signal }) =>
        (await apiRequest(`${classPath(classId)}/evidence-packs/latest`, { signal, contract: import.meta.env.DEV ? latestEvidencePackSchema : undefined }))
          .pack,
      refetchInterval: (query) => (query.state.data?.state === 'preparing' ? EVIDENCE_PACK_POLL_MS : false),
    }),
  );
}

/**
 * Asks the job queue for a new evidence pack, its tables in the screen's language and its dates in
 * the screen's time zone; the answer (the pack being prepared) is the latest pack from then on.
 */
export function useRequestEvidencePack(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (locale: EvidencePackRequest['locale']) =>
      apiRequest(`${classPath(classId)}/evidence-packs`, {
        method: 'POST',
        body: { locale, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone } satisfies EvidencePackRequest,
        contract: import.meta.env.DEV ? evidencePackSchema : undefined,
      }),
    onSuccess: (pack) => queryClient.setQueryData(queryKeys.latestEvidencePack(classId), pack),
  });
}

/**
 * Downloads a ready evidence pack through a signed link; the browser shows the download's progress.
 * A refused link means the pack is gone (expired): the latest pack is asked again.
 */
export function useDownloadEvidencePack(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (packId: string) => saveThroughSignedLink(`trainer/evidence-packs/${encodeURIComponent(packId)}/link`),
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.latestEvidencePack(classId) }),
  });
}

export function useLearnerLogbook(classId: string, userId: string) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.learnerLogbook(classId, userId),
      queryFn: ({ signal }) =>
        apiRequest(`${learnerPath(classId, userId)}/logbook`, { signal, contract: import.meta.env.DEV ? learnerLogbookSchema : undefined }),
    }),
  );
}

export function useReplyToNote(classId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ noteId, message }: { noteId: string; message: string }) =>
      apiRequest(`${learnerPath(classId, userId)}/logbook/${encodeURIComponent(noteId)}/replies`, {
        method: 'POST',
        body: { message },
        contract: import.meta.env.DEV ? logbookReplySchema : undefined,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.learnerLogbook(classId, userId) }),
  });
}

/** The reset of a class program (docs/product/lessons.md#reset), for one learner of the class. */
export function useResetLearnerProgram(classId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (classProgramId: string) =>
      apiRequest(`${learnerPath(classId, userId)}/class-programs/${encodeURIComponent(classProgramId)}/reset`, {
        method: 'POST',
        contract: import.meta.env.DEV ? resetLessonsSchema : undefined,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.trainerClass(classId) }),
  });
}

const accommodationsPath = (classId: string) => `classes/${encodeURIComponent(classId)}/time-accommodations`;

/** A learner's time accommodation in a class (WCAG 2.2.1, docs/accessibility.md): undefined while loading, null for none. */
export function useTimeAccommodation(classId: string, userId: string) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.timeAccommodations(classId),
      queryFn: async ({ signal }) =>
        (await apiRequest(accommodationsPath(classId), { signal, contract: import.meta.env.DEV ? timeAccommodationListSchema : undefined })).items,
      select: (items) => items.find((item) => item.userId === userId)?.extraTime ?? null,
    }),
  );
}

/** Sets it (PUT), or removes it with null (DELETE): the course's own limits apply again. */
export function useSetTimeAccommodation(classId: string, userId: string) {
  const queryClient = useQueryClient();
  const path = `${accommodationsPath(classId)}/${encodeURIComponent(userId)}`;
  return useMutation({
    mutationFn: (extraTime: ExtraTime | null) =>
      extraTime === null
        ? apiRequest(path, { method: 'DELETE' })
        : apiRequest(path, { method: 'PUT', body: { extraTime }, contract: import.meta.env.DEV ? timeAccommodationSchema : undefined }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.timeAccommodations(classId) }),
  });
}

const dueDatesPath = (classId: string) => `classes/${encodeURIComponent(classId)}/due-dates`;

/** The class's due dates and its learners' extensions (docs/trainers.md#due-dates). */
export function useClassDueDates(classId: string) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.classDueDates(classId),
      queryFn: ({ signal }) => apiRequest(dueDatesPath(classId), { signal, contract: import.meta.env.DEV ? classDueDatesSchema : undefined }),
    }),
  );
}

/** Saves a course's due day in the class (`userId`: that learner's extension), or clears it with null. */
export function useSaveDueDay(classId: string, userId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ programCourseId, dueOn }: { programCourseId: string; dueOn: string | null }) => {
      const course = `${dueDatesPath(classId)}/${encodeURIComponent(programCourseId)}`;
      const path = userId === undefined ? course : `${course}/extensions/${encodeURIComponent(userId)}`;
      const contract = import.meta.env.DEV ? classDueDatesSchema : undefined;
      return dueOn === null ? apiRequest(path, { method: 'DELETE', contract }) : apiRequest(path, { method: 'PUT', body: { dueOn }, contract });
    },
    onSuccess: (data) => queryClient.setQueryData(queryKeys.classDueDates(classId), data),
  });
}
