import { describe, expect, it } from 'vitest';
import { abandonedStatement, launchData, launchedStatement } from './cmi5-launch';
import { abandonment, type Cmi5Session, cmi5Refusal, sessionAfter } from './cmi5-rules';
import { CMI5_CATEGORY, CMI5_EXTENSIONS, CMI5_VERBS, MOVE_ON_CATEGORY, moveOnMet } from './cmi5-vocabulary';

const session: Cmi5Session = {
  auActivityId: 'https://learn.example/xapi/cmi5/au/b1',
  registration: 'aaaaaaaa-0000-4000-8000-000000000001',
  sessionId: 's-1',
  launchMode: 'Normal',
  masteryScore: 0.8,
  sessionVerbs: [],
  statementCount: 0,
  achieved: { completed: false, passed: false, failed: false },
};

function defined(verb: string, result: Record<string, unknown> = {}, categories: string[] = []) {
  return {
    actor: { objectType: 'Agent', account: { homePage: 'https://learn.example', name: 'u1' } },
    verb: { id: verb },
    object: { id: session.auActivityId },
    result,
    context: {
      registration: session.registration,
      contextActivities: { category: [CMI5_CATEGORY, ...categories].map((id) => ({ id })) },
      extensions: { [CMI5_EXTENSIONS.sessionId]: 's-1' },
    },
  };
}
const judged = (verb: string, result: Record<string, unknown>) => defined(verb, { duration: 'PT1M', ...result }, [MOVE_ON_CATEGORY]);
const initialized = defined(CMI5_VERBS.initialized);
const started = sessionAfter(session, initialized);

describe('cmi5Refusal', () => {
  it('accepts a whole session: initialized, passed above mastery, completed, terminated', () => {
    let current = session;
    for (const statement of [
      initialized,
      judged(CMI5_VERBS.passed, { success: true, score: { scaled: 0.9 } }),
      judged(CMI5_VERBS.completed, { completion: true }),
      defined(CMI5_VERBS.terminated, { duration: 'PT2M' }),
    ]) {
      expect(cmi5Refusal(statement, current)).toBeNull();
      current = sessionAfter(current, statement);
    }
    expect(current.achieved).toEqual({ completed: true, passed: true, failed: false });
    expect(cmi5Refusal(defined('http://adlnet.gov/expapi/verbs/experienced'), current)).toContain('terminated');
  });

  it.each([
    ['anything before initialized', session, judged(CMI5_VERBS.completed, { completion: true }), 'first statement'],
    ['initialized twice', started, initialized, 'already sent'],
    [
      'anything after the LMS recorded the session abandoned',
      { ...started, sessionVerbs: [CMI5_VERBS.initialized, CMI5_VERBS.abandoned] },
      initialized,
      'abandoned',
    ],
    ['passed below the masteryScore', started, judged(CMI5_VERBS.passed, { success: true, score: { scaled: 0.5 } }), 'masteryScore'],
    ['failed at the masteryScore', started, judged(CMI5_VERBS.failed, { success: false, score: { scaled: 0.8 } }), 'below the masteryScore'],
    [
      'failed after passed in the registration',
      { ...started, achieved: { completed: false, passed: true, failed: false } },
      judged(CMI5_VERBS.failed, { success: false }),
      'may not follow passed',
    ],
    [
      'completed twice in the registration',
      { ...started, achieved: { completed: true, passed: false, failed: false } },
      judged(CMI5_VERBS.completed, { completion: true }),
      'once per registration',
    ],
    ['a passed without success', started, judged(CMI5_VERBS.passed, {}), 'success true'],
    ['a completed without duration', started, defined(CMI5_VERBS.completed, { completion: true }, [MOVE_ON_CATEGORY]), 'duration'],
    ['a completed without the moveOn category', started, defined(CMI5_VERBS.completed, { completion: true, duration: 'PT1M' }), 'moveOn category'],
    ['a score on terminated', started, defined(CMI5_VERBS.terminated, { duration: 'PT1M', score: { scaled: 1 } }), 'only passed and failed'],
    ['the LMS verb satisfied', started, defined(CMI5_VERBS.satisfied), "LMS's verb"],
    [
      'another session id',
      started,
      { ...initialized, context: { ...initialized.context, extensions: { [CMI5_EXTENSIONS.sessionId]: 'other' } } },
      'session id',
    ],
    ['another object', started, { ...judged(CMI5_VERBS.completed, { completion: true }), object: { id: 'http://other' } }, "AU's activityId"],
    ['passed in Browse mode', { ...started, launchMode: 'Browse' as const }, judged(CMI5_VERBS.passed, { success: true }), 'Browse mode'],
  ])('refuses %s', (_, current, statement, message) => {
    expect(cmi5Refusal(statement, current)).toContain(message);
  });

  it('lets cmi5 allowed statements through between initialized and terminated', () => {
    const allowed = { ...defined('http://adlnet.gov/expapi/verbs/answered'), context: { ...initialized.context, contextActivities: {} } };
    expect(cmi5Refusal(allowed, started)).toBeNull();
    expect(cmi5Refusal(allowed, session)).toContain('first statement');
  });
});

describe('moveOnMet and launch data', () => {
  it.each([
    ['Passed', { completed: true, passed: false, failed: false }, false],
    ['CompletedOrPassed', { completed: true, passed: false, failed: false }, true],
    ['CompletedAndPassed', { completed: true, passed: false, failed: false }, false],
    ['NotApplicable', { completed: false, passed: false, failed: false }, true],
  ] as const)('%s with %j → %s', (moveOn, facts, met) => {
    expect(moveOnMet(moveOn, facts)).toBe(met);
  });

  it('writes LMS.LaunchData and the launched statement with the AU’s facts', () => {
    const au = {
      auId: 'https://publisher.example/au/1',
      moveOn: 'Passed' as const,
      masteryScore: 0.8,
      launchParameters: '{"level":2}',
      entitlementKey: 'xyz',
      launchMethod: 'AnyWindow' as const,
    };
    expect(launchData(au, { sessionId: 's-1', launchMode: 'Normal', returnURL: 'https://learn.example/lessons/l1' })).toEqual({
      contextTemplate: { contextActivities: { grouping: [{ objectType: 'Activity', id: au.auId }] }, extensions: { [CMI5_EXTENSIONS.sessionId]: 's-1' } },
      launchMode: 'Normal',
      launchMethod: 'AnyWindow',
      moveOn: 'Passed',
      masteryScore: 0.8,
      launchParameters: '{"level":2}',
      entitlementKey: { courseStructure: 'xyz' },
      returnURL: 'https://learn.example/lessons/l1',
    });
    const launched = launchedStatement({
      id: 'x',
      actor: {},
      registration: session.registration,
      sessionId: 's-1',
      publisherId: au.auId,
      timestamp: 't',
      au,
      auActivityId: session.auActivityId,
      launchMode: 'Normal',
      launchUrl: 'https://learn.example/au.html',
    });
    expect(launched.context).toMatchObject({
      extensions: { [CMI5_EXTENSIONS.moveOn]: 'Passed', [CMI5_EXTENSIONS.masteryScore]: 0.8, [CMI5_EXTENSIONS.launchUrl]: 'https://learn.example/au.html' },
    });
  });
});

describe('abandoned sessions (cmi5 9.3.6, 9.5.4.2)', () => {
  it.each([
    ['initialized, then left', [CMI5_VERBS.initialized], 61_000, { durationMs: 60_000 }],
    ['launched, never initialized', [], null, { durationMs: 0 }],
    ['terminated', [CMI5_VERBS.initialized, CMI5_VERBS.terminated], 61_000, null],
    ['already abandoned', [CMI5_VERBS.initialized, CMI5_VERBS.abandoned], 61_000, null],
  ])('a session %s → %j', (_, verbs, lastStatementAt, expected) => {
    expect(abandonment({ verbs, launchedAt: 1_000, lastStatementAt })).toEqual(expected);
  });

  it('writes the abandoned statement about the AU, in its session, with its duration to the hundredth of a second', () => {
    const statement = abandonedStatement({
      id: 'x',
      actor: {},
      registration: session.registration,
      sessionId: 's-1',
      publisherId: 'https://publisher.example/au/1',
      timestamp: 't',
      auActivityId: session.auActivityId,
      durationMs: 75_509,
    });
    expect(statement).toMatchObject({
      verb: { id: CMI5_VERBS.abandoned },
      object: { id: session.auActivityId },
      result: { duration: 'PT75.5S' },
      context: {
        registration: session.registration,
        contextActivities: { grouping: [{ id: 'https://publisher.example/au/1' }], category: [{ id: CMI5_CATEGORY }] },
        extensions: { [CMI5_EXTENSIONS.sessionId]: 's-1' },
      },
    });
  });
});
