import { auditActions, auditKinds, automaticAuditActions } from '@espace/domain/admin/audit-actions';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import fr from '../locales/fr.json';

/** The log's sentences and filter come from the one list of actions: each has its words in both languages. */
describe.each([
  ['fr', fr],
  ['en', en],
])('the audit log in %s', (_, bundle) => {
  const journal = bundle.admin.journal as unknown as { action: Record<string, Record<string, string>>; kinds: Record<string, string> };
  it.each(auditActions.map((action) => [action]))('has a sentence for %s, naming who acted unless the portal did', (action) => {
    const [kind, verb] = [action.slice(0, action.indexOf('.')), action.slice(action.indexOf('.') + 1)];
    const sentence = journal.action[kind]?.[verb];
    expect(sentence).toEqual(expect.any(String));
    if (automaticAuditActions.includes(action)) expect(sentence).not.toMatch(/\{\{actor\}\}/);
    else expect(sentence).toMatch(/\{\{actor\}\}/);
  });
  it.each(auditKinds.map((kind) => [kind]))('names the kind %s', (kind) => {
    expect(journal.kinds[kind]).toEqual(expect.any(String));
  });
});
