import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { multipleChoice } from '../exercises/multiple-choice';
import type { PageAnswers } from './answers';
import { AnswerShapeError, noAnswers, parseAnswers, validateAnswers } from './answers';
import type { CourseBlock } from './block';
import type { CourseTypeSwitches } from './page-scoring';
import { scorePage } from './page-scoring';
import { sampleBlock, sampleKey } from './sample-block.fixture';

const both: CourseTypeSwitches = { hints: true, feedbacks: true };
/** Parsed as the API parses a submission (refusing a wrong shape), then scored. */
const score = (answers: PageAnswers, hintsUsed = 0, courseType = both, block: CourseBlock = sampleBlock) =>
  scorePage({ block, answers: parseAnswers(block, answers), hintsUsed, courseType });

describe('scorePage', () => {
  it('scores the key as correct, with every scored row worth 100 points', () => {
    const result = score(sampleKey);
    expect(result.answerRatios).toEqual({ mc: 1, cc: 1, fa: 1, dd: 1, pw: 1, ic: 1 });
    expect(result.kind).toBe('correct');
    expect(result.scoring).toEqual({ actual: 600, max: 600 });
    expect(result.feedbacks).toEqual(['Well done!', 'All emergency numbers found.']);
  });

  it('gives rows left out their default answer, which scores 0', () => {
    const result = score({});
    expect(result.kind).toBe('incorrect');
    expect(Object.values(result.answerRatios)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(result.scoring).toEqual({ actual: 0, max: 600 });
    expect(result.feedbacks).toEqual(['Not quite.']);
  });

  it('is partly correct between the two, general feedback first then answer-specific ones', () => {
    const result = score({ ...sampleKey, mc: { userAnswer: ['n15', 'n18', 'n36'] }, fa: { userAnswer: '18' } });
    expect(result.answerRatios.mc).toBe(0.5);
    expect(result.answerRatios.fa).toBe(0);
    expect(result.kind).toBe('partialy_correct');
    expect(result.scoring.actual).toBe(450);
    expect(result.feedbacks).toEqual(['Almost.', '36 is not an emergency number.']);
  });

  it('shows no feedback when the course type disables them', () => {
    expect(score(sampleKey, 0, { hints: true, feedbacks: false }).feedbacks).toEqual([]);
  });

  it('takes the unlocked hints from the score, never below 0', () => {
    const result = score(sampleKey, 1);
    expect(result.scoring).toEqual({ actual: 590, max: 600 });
    expect(result.hints).toEqual({ messages: ['Think of the emergency number.'], remaining: 1, nextMalus: 20 });
    expect(score(sampleKey, 2).scoring.actual).toBe(570);
    expect(score({ mc: { userAnswer: ['n15'] } }, 2).scoring).toEqual({ actual: 20, max: 600 });
    expect(score({}, 2).scoring.actual).toBe(0);
  });

  it('ignores hints when the course type disables them', () => {
    const result = score(sampleKey, 2, { hints: false, feedbacks: true });
    expect(result.scoring.actual).toBe(600);
    expect(result.hints).toEqual({ messages: [], remaining: 0, nextMalus: 0 });
  });

  it('has no kind and no feedback on a page without scored rows', () => {
    const slide: CourseBlock = { ...sampleBlock, type: 'slide', content: { sections: [sampleBlock.content.sections[1]!] } };
    const result = score({}, 0, both, slide);
    expect(result).toMatchObject({ answerRatios: {}, kind: null, feedbacks: [], scoring: { actual: 0, max: 0 }, corrections: {} });
  });

  it('returns the correction marks of every scored row', () => {
    const result = score({ fa: { userAnswer: '15' } });
    expect(Object.keys(result.corrections)).toEqual(['mc', 'cc', 'fa', 'dd', 'pw', 'ic']);
    expect(result.corrections.fa).toEqual({ kind: 'text', given: '15', expected: ['112'], good: false, wrong: true });
  });

  it('refuses answers of the wrong shape, naming the row', () => {
    expect(() => score({ fa: { userAnswer: 112 } })).toThrow(AnswerShapeError);
    expect(() => score({ fa: { userAnswer: 112 } })).toThrow(/row fa \(free-answer\)/);
  });
});

describe('answers parsed once', () => {
  it('scores the answers validateAnswers parsed, without parsing them again', () => {
    const parse = vi.spyOn(multipleChoice.answerSchema, 'safeParse');
    const validation = validateAnswers(sampleBlock, sampleKey);
    expect(parse).toHaveBeenCalledTimes(1);
    if (!validation.ok) throw new Error('the key is valid');
    const result = scorePage({ block: sampleBlock, answers: validation.answers, hintsUsed: 0, courseType: both });
    expect(result.answerRatios.mc).toBe(1);
    expect(parse).toHaveBeenCalledTimes(1);
    parse.mockRestore();
  });

  it('answers every row with its default when there is no answer at all', () => {
    expect(scorePage({ block: sampleBlock, answers: noAnswers, hintsUsed: 0, courseType: both })).toEqual(score({}));
  });
});

describe('scorePage properties', () => {
  const keyEntries = Object.entries(sampleKey);

  it('keeps points in [0, max], and the kind follows the ratios', () => {
    fc.assert(
      fc.property(fc.subarray(keyEntries), fc.nat(4), fc.boolean(), (answered, hintsUsed, hints) => {
        const result = score(Object.fromEntries(answered), hintsUsed, { hints, feedbacks: true });
        expect(result.scoring.actual).toBeGreaterThanOrEqual(0);
        expect(result.scoring.actual).toBeLessThanOrEqual(result.scoring.max);
        const expectedKind = answered.length === keyEntries.length ? 'correct' : answered.length === 0 ? 'incorrect' : 'partialy_correct';
        expect(result.kind).toBe(expectedKind);
        expect(result.feedbacks[0]).toBe(sampleBlock.settings?.feedbacks?.[expectedKind]);
      }),
    );
  });
});
