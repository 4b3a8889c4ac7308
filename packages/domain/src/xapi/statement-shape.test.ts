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

  it.each([
    ['beyond the hundredth', true, 'PT1M0.1237S', 'PT1M0.12S'],
    ['in trailing zeros', true, 'PT1M0.10S', 'PT1M0.1S'],
    ['in a fraction of zeros', true, 'P1DT2H3.004S', 'P1DT2H3S'],
    ['at the hundredth', false, 'PT1M0.13S', 'PT1M0.12S'],
    ['in whole seconds', false, 'PT2S', 'PT1S'],
  ])('compares durations to the hundredth of a second (Data 4.6): two differing %s are the same statement: %s', (_, same, sent, signed) => {
    const withDuration = (duration: string) => ({ ...statement, id: facts.id, result: { ...statement.result, duration } });
    const inSubStatement = (duration: string) => ({
      ...statement,
      id: facts.id,
      object: { objectType: 'SubStatement', actor: ada, verb: statement.verb, object: statement.object, result: { duration } },
    });
    for (const shape of [withDuration, inSubStatement]) {
      const stored = storedStatement(shape(sent), { ...facts, version: '2.0.0' });
      expect(signedPayloadMatches(stored, shape(signed))).toBe(same);
      expect(sameStatement(stored, shape(signed))).toBe(same);
    }
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
    expect(ids.object).toEqual({ id: 'http://example.com/a' });
    // Communication 2.1.3 (format=ids), xAPI 2.0.0: context agents keep their identifiers only.
    const withContextAgents = formatStatement(
      { ...stored, context: { contextAgents: [{ objectType: 'contextAgent', agent: ada, relevantTypes: ['http://example.com/t'] }] } },
      'ids',
    );
    expect(withContextAgents.context).toEqual({
      contextAgents: [{ objectType: 'contextAgent', agent: { objectType: ada.objectType, account: ada.account }, relevantTypes: ['http://example.com/t'] }],
    });
    expect((ids.context as { contextActivities: unknown }).contextActivities).toEqual({ parent: [{ id: 'http://example.com/course' }] });
    const canonical = formatStatement(stored, 'canonical', ['fr']);
    expect((canonical.verb as { display: unknown }).display).toEqual({ 'fr-FR': 'réussi' });
    expect((canonical.object as { definition: { name: unknown } }).definition.name).toEqual({ fr: 'Un' });
  });
});

describe('formatStatement ids (Communication 2.1.3, XAPI-00171)', () => {
  const member = (name: string) => ({ objectType: 'Agent', name, mbox: `mailto:${name}@example.com` });
  const memberIds = (name: string) => ({ objectType: 'Agent', mbox: `mailto:${name}@example.com` });
  const team = { objectType: 'Group', name: 'Team', mbox: 'mailto:team@example.com', member: [member('m1'), member('m2')] };
  const teamIds = { objectType: 'Group', mbox: 'mailto:team@example.com' };
  const crowd = { objectType: 'Group', name: 'Crowd', member: [member('m3'), { name: 'Ana', account: { homePage: 'https://h.example', name: 'ana' } }] };
  const crowdIds = { objectType: 'Group', member: [memberIds('m3'), { account: { homePage: 'https://h.example', name: 'ana' } }] };
  const activity = { objectType: 'Activity', id: 'http://example.com/a', definition: { name: { en: 'A' } } };
  const context = (instructor: unknown, teamOf: unknown) => ({
    instructor,
    team: teamOf,
    contextAgents: [{ objectType: 'contextAgent', agent: member('ca') }],
    contextGroups: [
      { objectType: 'contextGroup', group: team },
      { objectType: 'contextGroup', group: crowd },
    ],
  });
  const idsContext = (instructor: unknown, teamOf: unknown) => ({
    instructor,
    team: teamOf,
    contextAgents: [{ objectType: 'contextAgent', agent: memberIds('ca') }],
    contextGroups: [
      { objectType: 'contextGroup', group: teamIds },
      { objectType: 'contextGroup', group: crowdIds },
    ],
  });

  it('keeps of agents and groups their identifiers everywhere: an identified group its IFI, an anonymous one its members’ ids; of an Activity its id', () => {
    const sent = {
      actor: team,
      verb: statement.verb,
      object: { objectType: 'SubStatement', actor: crowd, verb: statement.verb, object: activity, context: context(crowd, team) },
      context: context(team, crowd),
      authority: { objectType: 'Group', member: [member('app'), member('user')] },
    };
    const ids = formatStatement(sent, 'ids');
    expect(ids).toEqual({
      actor: teamIds,
      verb: { id: statement.verb.id },
      object: {
        objectType: 'SubStatement',
        actor: crowdIds,
        verb: { id: statement.verb.id },
        object: { id: activity.id },
        context: idsContext(crowdIds, teamIds),
      },
      context: idsContext(teamIds, crowdIds),
      authority: { objectType: 'Group', member: [memberIds('app'), memberIds('user')] },
    });
    expect(formatStatement({ ...sent, object: team }, 'ids').object).toEqual(teamIds);
    expect(formatStatement({ ...sent, object: member('o') }, 'ids').object).toEqual(memberIds('o'));
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
