import { describe, expect, it } from 'vitest';
import { agentKey, personOf } from './agent-identity';
import { launchMayWrite, pageOutcome } from './launch-rules';
import { referencedStatementId, statementFilterKeys } from './statement-index';
import { formatStatement, sameStatement, signedPayloadMatches, storedStatement } from './statement-shape';

const ada = { objectType: 'Agent', name: 'Ada', account: { homePage: 'https://learn.example', name: 'ada-1' } };
const statement = {
  actor: ada,
  verb: { id: 'http://adlnet.gov/expapi/verbs/passed', display: { 'en-US': 'passed', 'fr-FR': 'réussi' } },
  object: { id: 'http://example.com/a', definition: { name: { 'en-US': 'A', fr: 'Un' }, type: 'http://adlnet.gov/expapi/activities/course' } },
  context: {
    registration: 'AAAAAAAA-0000-4000-8000-000000000001',
    contextActivities: { parent: { id: 'http://example.com/course' } },
    instructor: { mbox: 'mailto:t@example.com' },
  },
  result: { score: { scaled: 0.8 }, success: true },
};
const facts = {
  id: '11111111-2222-4333-8444-555555555555',
  stored: '2026-03-02T10:00:00.000Z',
  authority: { objectType: 'Agent', account: { homePage: 'https://learn.example', name: 'lrs' } },
  version: '1.0.3' as const,
};

describe('storedStatement', () => {
  it('sets id, stored, authority, timestamp and version, and keeps context activities as arrays', () => {
    const stored = storedStatement(statement, facts);
    expect(stored).toMatchObject({ id: facts.id, stored: facts.stored, timestamp: facts.stored, version: '1.0.0', authority: facts.authority });
    expect((stored.context as { contextActivities: { parent: unknown } }).contextActivities.parent).toEqual([{ id: 'http://example.com/course' }]);
    expect(storedStatement({ ...statement, id: 'ABCDEF00-0000-4000-8000-000000000000' }, { ...facts, version: '2.0.0' })).toMatchObject({
      id: 'abcdef00-0000-4000-8000-000000000000',
      version: '2.0.0',
    });
  });

  it('tells a statement sent again from a different one with the same id', () => {
    const stored = storedStatement({ ...statement, id: facts.id }, facts);
    expect(sameStatement(stored, { ...statement, id: facts.id })).toBe(true);
    expect(sameStatement(stored, { ...statement, id: facts.id, result: { success: false } })).toBe(false);
    expect(signedPayloadMatches(stored, { ...statement })).toBe(true);
    expect(signedPayloadMatches(stored, { ...statement, verb: { id: 'http://adlnet.gov/expapi/verbs/failed' } })).toBe(false);
  });
});

describe('statementFilterKeys', () => {
  it('indexes agents, activities, verb and registration, direct and related, and inherits a target statement’s keys', () => {
    const keys = statementFilterKeys(statement);
    expect(keys).toContain(`a:${agentKey(ada)}`);
    expect(keys).toContain(`A:${agentKey(ada)}`);
    expect(keys).toContain('A:mbox:mailto:t@example.com');
    expect(keys).not.toContain('a:mbox:mailto:t@example.com');
    expect(keys).toEqual(
      expect.arrayContaining([
        'o:http://example.com/a',
        'O:http://example.com/a',
        'O:http://example.com/course',
        'v:http://adlnet.gov/expapi/verbs/passed',
        'r:aaaaaaaa-0000-4000-8000-000000000001',
      ]),
    );
    const voiding = { actor: ada, verb: { id: 'http://adlnet.gov/expapi/verbs/voided' }, object: { objectType: 'StatementRef', id: facts.id.toUpperCase() } };
    expect(referencedStatementId(voiding)).toBe(facts.id);
    expect(statementFilterKeys(voiding, keys)).toContain('o:http://example.com/a');
  });
});

describe('formatStatement', () => {
  it('answers ids and canonical formats', () => {
    const stored = storedStatement(statement, facts);
    const ids = formatStatement(stored, 'ids');
    expect(ids.actor).toEqual({ objectType: 'Agent', account: ada.account });
    expect(ids.verb).toEqual({ id: statement.verb.id });
    expect(ids.object).toEqual({ objectType: 'Activity', id: 'http://example.com/a' });
    // Communication 2.1.3 (format=ids), xAPI 2.0.0: context agents keep their identifiers only.
    const withContextAgents = formatStatement(
      { ...stored, context: { contextAgents: [{ objectType: 'contextAgent', agent: ada, relevantTypes: ['http://example.com/t'] }] } },
      'ids',
    );
    expect(withContextAgents.context).toEqual({
      contextAgents: [{ objectType: 'contextAgent', agent: { objectType: ada.objectType, account: ada.account }, relevantTypes: ['http://example.com/t'] }],
    });
    const canonical = formatStatement(stored, 'canonical', ['fr']);
    expect((canonical.verb as { display: unknown }).display).toEqual({ 'fr-FR': 'réussi' });
    expect((canonical.object as { definition: { name: unknown } }).definition.name).toEqual({ fr: 'Un' });
  });
});

describe('launch rules', () => {
  const launch = { learner: agentKey(ada)!, registration: 'aaaaaaaa-0000-4000-8000-000000000001' };
  it('lets a launch write its learner’s statements or its registration’s, nobody else’s', () => {
    expect(launchMayWrite(statement, launch)).toBe(true);
    expect(launchMayWrite({ ...statement, actor: { mbox: 'mailto:eve@example.com' } }, launch)).toBe(true);
    expect(launchMayWrite({ ...statement, actor: { mbox: 'mailto:eve@example.com' }, context: {} }, launch)).toBe(false);
  });

  it.each([
    ['passed with a scaled score', statement, 0.8],
    ['raw within min and max', { ...statement, result: { score: { raw: 3, min: 0, max: 4 } } }, 0.75],
    ['failed without a score', { ...statement, verb: { id: 'http://adlnet.gov/expapi/verbs/failed' }, result: { success: false } }, 0],
    ['completed without a score', { ...statement, verb: { id: 'http://adlnet.gov/expapi/verbs/completed' }, result: {} }, null],
    ['a score above 1, clamped', { ...statement, result: { score: { scaled: 1 } } }, 1],
  ])('reads the page outcome of %s', (_, value, scaled) => {
    expect(pageOutcome(value)).toEqual({ scaled });
  });

  it('ignores the verbs that do not end a page', () => {
    expect(pageOutcome({ ...statement, verb: { id: 'http://adlnet.gov/expapi/verbs/experienced' } })).toBeNull();
  });

  it('describes an agent as a Person', () => {
    expect(personOf(ada)).toEqual({ objectType: 'Person', name: ['Ada'], account: [ada.account] });
  });
});
