import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { statementIssues } from './statement-rules';

const base = {
  actor: { objectType: 'Agent', name: 'Ada', mbox: 'mailto:ada@example.com' },
  verb: { id: 'http://adlnet.gov/expapi/verbs/completed', display: { 'en-US': 'completed' } },
  object: { id: 'http://example.com/activities/a', definition: { name: { fr: 'Activité' } } },
};
const issuesOf = (change: Record<string, unknown>, version: '1.0.3' | '2.0.0' = '1.0.3') => statementIssues({ ...base, ...change }, version);
const paths = (change: Record<string, unknown>, version: '1.0.3' | '2.0.0' = '1.0.3') => issuesOf(change, version).map((issue) => issue.path);

describe('statementIssues', () => {
  it('accepts a well-formed statement, in both versions', () => {
    expect(issuesOf({})).toEqual([]);
    expect(
      issuesOf(
        {
          id: '2d1f9c1e-6a7b-4c2d-9e8f-0a1b2c3d4e5f',
          timestamp: '2026-03-02T10:00:00.123+01:00',
          result: { score: { scaled: 0.5, raw: 5, min: 0, max: 10 }, duration: 'PT1M30.5S' },
        },
        '2.0.0',
      ),
    ).toEqual([]);
  });

  it.each([
    ['a missing verb', { verb: undefined }, 'statement.verb', 'is required'],
    ['an unknown property', { mood: 'happy' }, 'statement.mood', 'is not a property of a Statement'],
    ['a null value', { result: null }, 'statement.result', 'must not be null'],
    ['a verb id that is no IRI', { verb: { id: 'completed' } }, 'statement.verb.id', 'must be an absolute IRI'],
    ['two identifiers', { actor: { mbox: 'mailto:a@b.c', openid: 'http://openid.example/a' } }, 'statement.actor', 'exactly one inverse functional identifier'],
    ['no identifier', { actor: { name: 'Nobody' } }, 'statement.actor', 'must have an inverse functional identifier'],
    ['an mbox without mailto', { actor: { mbox: 'ada@example.com' } }, 'statement.actor.mbox', 'mailto'],
    ['an account without homePage', { actor: { account: { name: 'ada' } } }, 'statement.actor.account.homePage', 'is required'],
    ['a bad language tag', { verb: { id: 'http://x.y/v', display: { 'not a tag': 'x' } } }, 'statement.verb.display.not a tag', 'RFC 5646'],
    ['a scaled score above 1', { result: { score: { scaled: 1.5 } } }, 'statement.result.score.scaled', 'between -1 and 1'],
    ['raw above max', { result: { score: { raw: 11, min: 0, max: 10 } } }, 'statement.result.score.raw', 'more than max'],
    ['a bad duration', { result: { duration: '90 seconds' } }, 'statement.result.duration', 'ISO 8601 duration'],
    ['a -00:00 timestamp', { timestamp: '2026-03-02T10:00:00-00:00' }, 'statement.timestamp', 'ISO 8601'],
    ['a non-calendar date', { timestamp: '2026-02-30T10:00:00Z' }, 'statement.timestamp', 'ISO 8601'],
    ['an id that is no UUID', { id: 'abc' }, 'statement.id', 'UUID'],
    ['an anonymous group without members', { actor: { objectType: 'Group' } }, 'statement.actor.member', 'is required'],
    [
      'a group in a group',
      { actor: { objectType: 'Group', member: [{ objectType: 'Group', mbox: 'mailto:g@x.y' }] } },
      'statement.actor.member[0]',
      'cannot hold groups',
    ],
    [
      'revision on an agent object',
      { object: { objectType: 'Agent', mbox: 'mailto:b@x.y' }, context: { revision: '2' } },
      'statement.context.revision',
      'only be used when the object is an Activity',
    ],
    [
      'a substatement in a substatement',
      { object: { objectType: 'SubStatement', ...base, object: { objectType: 'SubStatement', ...base } } },
      'statement.object.object.objectType',
      'another SubStatement',
    ],
    [
      'an id in a substatement',
      { object: { objectType: 'SubStatement', ...base, id: '2d1f9c1e-6a7b-4c2d-9e8f-0a1b2c3d4e5f' } },
      'statement.object.id',
      'is not a property of a SubStatement',
    ],
    ['voiding without a StatementRef', { verb: { id: 'http://adlnet.gov/expapi/verbs/voided' } }, 'statement.object', 'StatementRef'],
    [
      'choices on a true-false interaction',
      { object: { id: 'http://x.y/q', definition: { interactionType: 'true-false', choices: [] } } },
      'statement.object.definition.choices',
      'not used by interactionType',
    ],
    [
      'duplicate component ids',
      { object: { id: 'http://x.y/q', definition: { interactionType: 'choice', choices: [{ id: 'a' }, { id: 'a' }] } } },
      'statement.object.definition.choices[1].id',
      'unique',
    ],
    ['an extension key that is no IRI', { result: { extensions: { progress: 5 } } }, 'statement.result.extensions.progress', 'IRI'],
    ['a version the LRS does not speak', { version: '0.95' }, 'statement.version', 'version'],
    // Data 2.4.9 (conformance XAPI-00024, XAPI-00098): a Group authority is anonymous, of exactly two Agents.
    [
      'an identified Group as authority',
      { authority: { objectType: 'Group', mbox: 'mailto:g@x.y', member: [base.actor, base.actor] } },
      'statement.authority',
      'anonymous',
    ],
    [
      'a Group of three as authority',
      { authority: { objectType: 'Group', member: [base.actor, base.actor, base.actor] } },
      'statement.authority.member',
      'exactly two',
    ],
  ])('refuses %s, naming the property', (_, change, path, message) => {
    const issues = issuesOf(change);
    expect(issues.map((issue) => issue.path)).toContain(path);
    expect(issues.find((issue) => issue.path === path)?.message).toContain(message);
  });

  it('follows the version: contextAgents and offset-less timestamps', () => {
    const contextAgents = {
      context: { contextAgents: [{ objectType: 'contextAgent', agent: { mbox: 'mailto:t@x.y' }, relevantTypes: ['http://x.y/teacher'] }] },
    };
    expect(paths(contextAgents, '2.0.0')).toEqual([]);
    expect(paths(contextAgents, '1.0.3')).toEqual(['statement.context.contextAgents']);
    expect(paths({ timestamp: '2026-03-02T10:00:00' }, '1.0.3')).toEqual([]);
    expect(paths({ timestamp: '2026-03-02T10:00:00' }, '2.0.0')).toEqual(['statement.timestamp']);
    expect(paths({ version: '2.0.0' }, '1.0.3')).toEqual(['statement.version']);
    expect(paths({ version: '2.0.0' }, '2.0.0')).toEqual([]);
  });

  it('holds context.language to RFC 5646 in 2.0.0, a sub-statement’s too, and to a string in 1.0.3 (Data 2.4.6, XAPI-00013)', () => {
    const language = (tag: string) => ({ context: { language: tag } });
    const inSubStatement = (tag: string) => ({ object: { objectType: 'SubStatement', ...base, ...language(tag) } });
    for (const tag of ['something', 'supercalifragilisticexpialidociouswhatabouthhhhhhh', 'de-419-DE', 'a-DE']) {
      expect(issuesOf(language(tag), '2.0.0')).toEqual([{ path: 'statement.context.language', message: 'is not an RFC 5646 language tag' }]);
      expect(paths(inSubStatement(tag), '2.0.0')).toEqual(['statement.object.context.language']);
    }
    for (const tag of ['cmn', 'fr-CA', 'zh-Hant', 'i-enochian']) {
      expect(paths(language(tag), '2.0.0')).toEqual([]);
      expect(paths(inSubStatement(tag), '2.0.0')).toEqual([]);
    }
    // The 1.0.3 suite (configs/formatting.js) stores a context.language of 50 and 51 letters.
    expect(paths(language('supercalifragilisticexpialidociouswhatabouthhhhhhh1'), '1.0.3')).toEqual([]);
    expect(paths({ context: { language: 12345 } }, '1.0.3')).toEqual(['statement.context.language']);
  });

  it('never throws, whatever JSON it is given', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), fc.constantFrom('1.0.3' as const, '2.0.0' as const), (value, version) => {
        const issues = statementIssues(value, version);
        expect(Array.isArray(issues)).toBe(true);
        return issues.every((issue) => issue.path.startsWith('statement') && issue.message.length > 0);
      }),
    );
  });
});
