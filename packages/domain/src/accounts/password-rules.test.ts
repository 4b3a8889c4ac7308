import { describe, expect, it } from 'vitest';
import { passwordIssues, type PasswordIssue, type PasswordRuleOptions } from './password-rules';

const strict: PasswordRuleOptions = { simple: false, form: 'reset' };
const account: PasswordRuleOptions = { simple: false, form: 'account' };
const simple: PasswordRuleOptions = { simple: true, form: 'reset' };
const simpleAccount: PasswordRuleOptions = { simple: true, form: 'account' };

describe('passwordIssues', () => {
  it.each<[string, PasswordRuleOptions, PasswordIssue[]]>([
    ['', strict, ['required']],
    ['', simple, ['required']],
    ['', account, ['required']],
    ['Ab1!', strict, ['length']],
    ['Ab1!x', strict, ['length']],
    ['Ab1!xy', strict, []],
    ['Secret-2024', strict, []],
    ['Élève#9z', strict, []],
    ['abcdef', strict, ['complexity']],
    ['ABCDEF1!', strict, ['complexity']],
    ['abcdef1!', strict, ['complexity']],
    ['Abcdefg!', strict, ['complexity']],
    ['Abcdefg1', strict, ['complexity']],
    ['Abcdéfg1', strict, ['complexity']],
    ['abc', strict, ['length', 'complexity']],
    [`Aa1!${'x'.repeat(250)}`, strict, []],
    [`Aa1!${'x'.repeat(251)}`, strict, ['length']],
    ['Secret 2024!', strict, []],
    ['Secret 2024!', account, ['whitespace']],
    ['Secret\t2024!', account, ['whitespace']],
    ['a b', account, ['length', 'complexity', 'whitespace']],
    ['abcdef', simple, []],
    ['abcde', simple, ['length']],
    [`${'x'.repeat(300)}`, simple, []],
    ['abc def', simpleAccount, ['whitespace']],
  ])('%j with %j → %j', (password, options, expected) => {
    expect(passwordIssues(password, options)).toEqual(expected);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordIssues('Aa1!😀', strict)).toEqual(['length']);
    expect(passwordIssues('Aa1!😀😀', strict)).toEqual([]);
  });
});
