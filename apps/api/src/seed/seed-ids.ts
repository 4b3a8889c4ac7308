import { randomUUID } from 'node:crypto';

/** Ids are generated here so the rows of one tenant can refer to each other by key. */
export const idsOf = <T extends { key: string }>(entries: readonly T[]) => new Map(entries.map((entry) => [entry.key, randomUUID()]));

export function idOf(ids: Map<string, string>, key: string): string {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Seed data refers to an unknown key: ${key}`);
  return id;
}
