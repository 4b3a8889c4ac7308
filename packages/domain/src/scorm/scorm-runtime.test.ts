import { describe, expect, it } from 'vitest';
import { pageOutcome } from '../xapi/launch-rules';
import { scoReport } from './scorm-report';
import { cmiText, initialCmi, scormStatus } from './scorm-runtime';
import type { ScormSco } from './scorm-sco';
import { statusStatements } from './scorm-statements';

const sco12: ScormSco = {
  version: '1.2',
  identifier: 'i1',
  masteryScore: 0.8,
  completionThreshold: null,
  timeLimitAction: 'continue,no message',
  maxTimeAllowed: null,
  launchData: 'lang=fr',
};
const sco2004: ScormSco = { ...sco12, version: '2004', completionThreshold: 0.5, maxTimeAllowed: 'PT30M' };
const learner = { id: 'u-1', name: 'Martin, Léa' };

describe('the data model a SCO starts with', () => {
  it('is the LMS’s alone the first time: ab-initio, not attempted, the manifest’s facts', () => {
    const cmi = initialCmi(sco12, null, { learner, reviewing: false, totalSeconds: 0 });
    expect(cmi).toEqual({
      core: {
        student_id: 'u-1',
        student_name: 'Martin, Léa',
        entry: 'ab-initio',
        credit: 'credit',
        lesson_mode: 'normal',
        total_time: '0000:00:00',
        lesson_status: 'not attempted',
      },
      launch_data: 'lang=fr',
      student_data: { mastery_score: '80', time_limit_action: 'continue,no message' },
    });
  });

  it('resumes what a suspended session stored, without that session’s own time and exit', () => {
    const stored = {
      core: { lesson_location: '3', lesson_status: 'incomplete', exit: 'suspend', session_time: '00:02:00', entry: 'ab-initio' },
      suspend_data: '{"q1":"b"}',
    };
    const cmi = initialCmi(sco12, stored, { learner, reviewing: false, totalSeconds: 120 });
    expect(cmiText(cmi, 'core.entry')).toBe('resume');
    expect(cmiText(cmi, 'core.lesson_location')).toBe('3');
    expect(cmiText(cmi, 'suspend_data')).toBe('{"q1":"b"}');
    expect(cmiText(cmi, 'core.total_time')).toBe('0000:02:00');
    expect(cmiText(cmi, 'core.exit')).toBe('');
    expect(cmiText(cmi, 'core.session_time')).toBe('');
    expect(stored.core.exit).toBe('suspend');
  });

  it('opens a done page for review, without credit, and gives 2004 its own names', () => {
    const stored = { location: 'p4', completion_status: 'completed', exit: '', session_time: 'PT1M' };
    const cmi = initialCmi(sco2004, stored, { learner, reviewing: true, totalSeconds: 60 });
    expect(cmi).toMatchObject({
      learner_id: 'u-1',
      entry: '',
      credit: 'no-credit',
      mode: 'review',
      location: 'p4',
      total_time: 'PT0H1M0S',
      scaled_passing_score: '0.8',
      completion_threshold: '0.5',
      max_time_allowed: 'PT30M',
    });
    expect(cmi).not.toHaveProperty('session_time');
  });
});

describe('where a SCO stands', () => {
  it('splits 1.2’s lesson status, and a completed SCO with a score passes or fails by the mastery score', () => {
    expect(scormStatus(sco12, { core: { lesson_status: 'incomplete' } })).toEqual({ completion: 'incomplete', success: 'unknown', score: null });
    expect(scormStatus(sco12, { core: { lesson_status: 'failed', score: { raw: '50' } } })).toMatchObject({
      completion: 'completed',
      success: 'failed',
      score: { scaled: 0.5 },
    });
    expect(scormStatus(sco12, { core: { lesson_status: 'completed', score: { raw: '9', min: '0', max: '10' } } })).toMatchObject({
      success: 'passed',
      score: { scaled: 0.9 },
    });
    expect(scormStatus({ ...sco12, masteryScore: null }, { core: { lesson_status: 'completed', score: { raw: '20' } } }).success).toBe('unknown');
  });

  it('judges 2004’s completion by the threshold and success by the passing score when the SCO gave what they compare', () => {
    expect(scormStatus(sco2004, { completion_status: 'incomplete', progress_measure: '0.6' }).completion).toBe('completed');
    expect(scormStatus(sco2004, { completion_status: 'completed', progress_measure: '0.2' }).completion).toBe('incomplete');
    expect(scormStatus(sco2004, { success_status: 'passed', score: { scaled: '0.5' } }).success).toBe('failed');
    expect(scormStatus(sco2004, { success_status: 'passed' }).success).toBe('passed');
    expect(scormStatus(sco2004, { score: { raw: '45', min: '0', max: '50' } }).score?.scaled).toBe(0.9);
  });
});

describe('the statements of a commit', () => {
  const input = {
    actor: { mbox: 'mailto:lea@demo.test' },
    registration: 'r',
    activityId: 'https://demo.test/xapi/scorm/sco/b1',
    title: 'Quiz',
    version: '2004' as const,
    timestamp: '2026-11-29T10:00:00Z',
  };
  let n = 0;
  const ids = () => `id-${(n += 1)}`;
  const none = { completion: 'incomplete', success: 'unknown', score: null } as const;

  it('say completed, then passed with the score, once each; the page takes the passed score', () => {
    const after = scormStatus(sco2004, { completion_status: 'completed', score: { scaled: '0.9' } });
    const statements = statusStatements(none, after, ids, input);
    expect(statements.map((statement) => (statement.verb as { display: { 'en-US': string } }).display['en-US'])).toEqual(['completed', 'passed']);
    expect(pageOutcome(statements[1] ?? {})).toEqual({ scaled: 0.9 });
    expect(statusStatements(after, after, ids, input)).toEqual([]);
  });

  it('say failed with the score, and nothing for a SCO still in progress', () => {
    const failed = scormStatus(sco12, { core: { lesson_status: 'failed', score: { raw: '40' } } });
    const [statement] = statusStatements(none, failed, ids, { ...input, version: '1.2' }).slice(-1);
    expect(statement?.result).toEqual({ success: false, completion: true, score: { scaled: 0.4, raw: 40 } });
    expect(statusStatements(none, none, ids, input)).toEqual([]);
  });
});

describe('what a trainer sees of a SCO', () => {
  it('lists its questions in order with the learner’s and the expected answers, in either edition', () => {
    const cmi = {
      completion_status: 'completed',
      score: { scaled: '0.5' },
      interactions: {
        '1': { id: 'q2', type: 'choice', learner_response: 'b', result: 'incorrect', correct_responses: { '0': { pattern: 'c' } } },
        '0': { id: 'q1', type: 'choice', description: 'Qui décroche ?', learner_response: 'a', result: 'correct', correct_responses: [{ pattern: 'a' }] },
      },
    };
    const report = scoReport(sco2004, cmi, 90);
    expect(report).toMatchObject({ completion: 'completed', success: 'failed', totalSeconds: 90, score: { scaled: 0.5 } });
    expect(report.interactions).toEqual([
      { id: 'q1', type: 'choice', description: 'Qui décroche ?', learnerResponse: 'a', result: 'correct', correctResponse: 'a' },
      { id: 'q2', type: 'choice', description: '', learnerResponse: 'b', result: 'incorrect', correctResponse: 'c' },
    ]);
    expect(
      scoReport(sco12, { core: { lesson_status: 'incomplete' }, interactions: [{ id: 'q1', student_response: 'x' }] }, 0).interactions[0]?.learnerResponse,
    ).toBe('x');
    expect(scoReport(sco12, null, 0)).toEqual({ completion: 'not attempted', success: 'unknown', score: null, totalSeconds: 0, interactions: [] });
  });
});
