import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { folderEntries, writeZip } from '../../apps/api/src/test/zip-writer';
import { demo, demoAdmin, demoLearnerClasses } from './demo';
import { expect } from './fixtures';
import { apiSignIn, tenantRequest } from './sign-in';

/**
 * The small package of e2e/admin/content-package zipped as an author would (« Compress » on the
 * folder, here named `folder`), its program named for this run so that specs never share one.
 */
export function contentPackageZip(programName: string, folder: string, edit: (manifest: string) => string = (manifest) => manifest): Buffer {
  const entries = folderEntries(join(import.meta.dirname, '..', 'admin', 'content-package'), `${folder}/`).map((entry) =>
    entry.name.endsWith('manifest.yaml') ? { ...entry, data: edit(String(entry.data).replace('name: Gestes et postures', `name: ${programName}`)) } : entry,
  );
  return writeZip(entries);
}

/** The demo learner's spring class follows the program of this name (classes are attached in their own screen): through the API, as the admin. */
export async function followedBySpringClass(request: APIRequestContext, programName: string): Promise<void> {
  const admin = tenantRequest(demo, await apiSignIn(request, demo, demoAdmin));
  const where = encodeURIComponent(JSON.stringify({ name: demoLearnerClasses.spring }));
  const classes = (await (await request.get(admin.url(`/api/classes?where=${where}`), { headers: admin.headers })).json()) as { items: { id: string }[] };
  const programs = (await (
    await request.get(admin.url(`/api/admin/programs?search=${encodeURIComponent(programName)}`), { headers: admin.headers })
  ).json()) as { items: { id: string; name: string }[] };
  const programId = programs.items.find((item) => item.name === programName)?.id;
  const attached = await request.post(admin.url(`/api/admin/classes/${classes.items[0]?.id}/programs`), { headers: admin.headers, data: { programId } });
  expect(attached.status(), await attached.text()).toBe(201);
}
