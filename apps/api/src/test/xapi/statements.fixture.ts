import { randomUUID } from 'node:crypto';

/** Statements for the LRS tests: a learner, a verb and an activity each, changed as a test needs. */
export const verbs = {
  completed: { id: 'http://adlnet.gov/expapi/verbs/completed', display: { 'en-US': 'completed', 'fr-FR': 'a terminé' } },
  attempted: { id: 'http://adlnet.gov/expapi/verbs/attempted', display: { 'en-US': 'attempted' } },
  voided: { id: 'http://adlnet.gov/expapi/verbs/voided', display: { 'en-US': 'voided' } },
};

export const agentOf = (name: string) => ({ objectType: 'Agent', name, mbox: `mailto:${name}@example.com` });

export function statement(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: randomUUID(),
    actor: agentOf('ada'),
    verb: verbs.completed,
    object: {
      objectType: 'Activity',
      id: 'http://example.com/activities/intro',
      definition: { name: { 'en-US': 'Introduction', 'fr-FR': 'Introduction' }, type: 'http://adlnet.gov/expapi/activities/lesson' },
    },
    ...overrides,
  };
}
