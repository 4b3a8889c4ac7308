import {
  type AddClassProgramBody,
  adminClassChoicesSchema,
  type AdminClassDetail,
  adminClassDetailSchema,
  type AdminClassesQuery,
  adminClassesSchema,
  adminClassMemberSchema,
  type AdminClassMembersQuery,
  adminClassMembersSchema,
  type CreateAdminClassBody,
  type UpdateAdminClassBody,
  type UpdateClassProgramBody,
} from '@espace/contracts/admin-classes';
import { classDueDatesSchema } from '@espace/contracts/due-dates';
import type { ClassMemberRole } from '@espace/domain/admin/class-vocabulary';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, apiVersioned, type Versioned } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Classes, their programs and members (docs/administration.md#classes): every class for the tenant's system admin, their companies' for a company admin. */

const classPath = (classId: string) => `admin/classes/${encodeURIComponent(classId)}`;
const detail = import.meta.env.DEV ? adminClassDetailSchema : undefined;
const query = (values: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined)).toString();

/** One page of the tenant's classes; the previous page stays on screen while the next search loads. */
export function useAdminClasses(search: AdminClassesQuery) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.adminClasses(search),
      queryFn: ({ signal }) =>
        apiRequest(`admin/classes?${query({ search: search.search, filter: search.filter, page: String(search.page) })}`, {
          signal,
          contract: import.meta.env.DEV ? adminClassesSchema : undefined,
        }),
      placeholderData: keepPreviousData,
    }),
  );
}

/** A class with the version of its details (docs/api.md#document-versions). */
export function useAdminClass(classId: string) {
  return useQuery(
    queryOptions({ queryKey: queryKeys.adminClass(classId), queryFn: ({ signal }) => apiVersioned(classPath(classId), { signal, contract: detail }) }),
  );
}

/** What the admin may give a class: the companies within their reach and the tenant's programs. */
export function useClassChoices() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.adminClassChoices(),
      queryFn: ({ signal }) => apiRequest('admin/class-choices', { signal, contract: import.meta.env.DEV ? adminClassChoicesSchema : undefined }),
    }),
  );
}

export function useCreateClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAdminClassBody) => apiRequest('admin/classes', { method: 'POST', body, contract: detail }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin() }),
  });
}

/** Every change to a class answers with the class as it now is: shown at once, the lists and the audit log refreshed. */
function useClassChange<Variables, Answer>(classId: string, request: (variables: Variables) => Promise<Answer>, isClass = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async (answer) => {
      if (isClass) queryClient.setQueryData(queryKeys.adminClass(classId), answer as Versioned<AdminClassDetail>);
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin() });
    },
  });
}

/** Changes the class's details from the version the form started from: someone's change meanwhile makes it a 412. */
export const useUpdateClass = (classId: string) =>
  useClassChange(
    classId,
    ({ body, version }: { body: UpdateAdminClassBody; version: string }) =>
      apiVersioned(classPath(classId), { method: 'PATCH', body, ifMatch: version, contract: detail }),
    true,
  );

export const useAddClassProgram = (classId: string) =>
  useClassChange(classId, (body: AddClassProgramBody) => apiVersioned(`${classPath(classId)}/programs`, { method: 'POST', body, contract: detail }), true);

export const useOrderClassPrograms = (classId: string) =>
  useClassChange(
    classId,
    (classProgramIds: string[]) => apiVersioned(`${classPath(classId)}/programs/order`, { method: 'PUT', body: { classProgramIds }, contract: detail }),
    true,
  );

export const useSetClassProgramWindow = (classId: string) =>
  useClassChange(
    classId,
    ({ classProgramId, ...body }: UpdateClassProgramBody & { classProgramId: string }) =>
      apiVersioned(`${classPath(classId)}/programs/${encodeURIComponent(classProgramId)}`, { method: 'PATCH', body, contract: detail }),
    true,
  );

export const useRemoveClassProgram = (classId: string) =>
  useClassChange(
    classId,
    (classProgramId: string) => apiVersioned(`${classPath(classId)}/programs/${encodeURIComponent(classProgramId)}`, { method: 'DELETE', contract: detail }),
    true,
  );

export function useClassMembers(classId: string, search: AdminClassMembersQuery) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.adminClassMembers(classId, search),
      queryFn: ({ signal }) =>
        apiRequest(`${classPath(classId)}/members?${query({ role: search.role, search: search.search, page: String(search.page) })}`, {
          signal,
          contract: import.meta.env.DEV ? adminClassMembersSchema : undefined,
        }),
      placeholderData: keepPreviousData,
    }),
  );
}

const memberPath = (classId: string, userId: string) => `${classPath(classId)}/members/${encodeURIComponent(userId)}`;

export const useAddClassMember = (classId: string) =>
  useClassChange(classId, (body: { userId: string; role: ClassMemberRole }) =>
    apiRequest(`${classPath(classId)}/members`, { method: 'POST', body, contract: import.meta.env.DEV ? adminClassMemberSchema : undefined }),
  );

export const useChangeClassMember = (classId: string) =>
  useClassChange(classId, ({ userId, role }: { userId: string; role: ClassMemberRole }) =>
    apiRequest(memberPath(classId, userId), { method: 'PATCH', body: { role }, contract: import.meta.env.DEV ? adminClassMemberSchema : undefined }),
  );

export const useRemoveClassMember = (classId: string) =>
  useClassChange(classId, (userId: string) => apiRequest(memberPath(classId, userId), { method: 'DELETE' }));

const dueDatesPath = (classId: string) => `admin/classes/${encodeURIComponent(classId)}/due-dates`;
const adminDueDatesKey = (classId: string) => [...queryKeys.admin(), ...queryKeys.classDueDates(classId)] as const;

/** The class's courses with their due dates (docs/administration.md#classes). */
export function useAdminClassDueDates(classId: string) {
  return useQuery(
    queryOptions({
      queryKey: adminDueDatesKey(classId),
      queryFn: ({ signal }) => apiRequest(dueDatesPath(classId), { signal, contract: import.meta.env.DEV ? classDueDatesSchema : undefined }),
    }),
  );
}

/** Saves a course's due day in the class, or clears it with null. */
export function useSaveAdminDueDay(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ programCourseId, dueOn }: { programCourseId: string; dueOn: string | null }) => {
      const path = `${dueDatesPath(classId)}/${encodeURIComponent(programCourseId)}`;
      const contract = import.meta.env.DEV ? classDueDatesSchema : undefined;
      return dueOn === null ? apiRequest(path, { method: 'DELETE', contract }) : apiRequest(path, { method: 'PUT', body: { dueOn }, contract });
    },
    onSuccess: (data) => queryClient.setQueryData(adminDueDatesKey(classId), data),
  });
}
