import { pageAnswersSchema } from '@espace/contracts/lessons';
import { describe, expect, it } from 'vitest';
import { answersToSend, storedAnswers } from './stored-answers';

describe('answersToSend', () => {
  it('wraps each answer as userAnswer', () => {
    expect(answersToSend({ mc: ['c1'], free: 'x' })).toEqual({ mc: { userAnswer: ['c1'] }, free: { userAnswer: 'x' } });
  });

  it('gives the PATCH body of the contract, which storedAnswers reads back', () => {
    const sent = answersToSend({ mc: ['c1'], cc: null, dd: [null, 'a'] });
    expect(pageAnswersSchema.parse(sent)).toEqual(sent);
    expect(storedAnswers({ answers: sent })).toEqual({ mc: ['c1'], cc: null, dd: [null, 'a'] });
  });
});
