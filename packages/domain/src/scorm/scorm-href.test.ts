import { describe, expect, it } from 'vitest';
import { resolveHref, withParameters } from './scorm-href';

describe('resolveHref', () => {
  it.each([
    [[], 'index.html', { kind: 'file', path: 'index.html', url: 'index.html' }],
    [[], './sco1//page.html?lang=fr#top', { kind: 'file', path: 'sco1/page.html', url: 'sco1/page.html?lang=fr#top' }],
    [['course/', 'sco1'], 'page.html', { kind: 'file', path: 'course/sco1/page.html', url: 'course/sco1/page.html' }],
    [[], 'my%20page.html', { kind: 'file', path: 'my page.html', url: 'my%20page.html' }],
    [[], 'my page.html?a=b c', { kind: 'file', path: 'my page.html', url: 'my%20page.html?a=b%20c' }],
    [[], 'http://cdn.example/sco.html', { kind: 'external', url: 'http://cdn.example/sco.html' }],
    [['https://cdn.example/course'], 'sco.html?x=1', { kind: 'external', url: 'https://cdn.example/course/sco.html?x=1' }],
  ])('%j + %s → %j', (bases, href, expected) => {
    expect(resolveHref(bases, href)).toEqual(expected);
  });

  it.each([
    [[], '../../etc/passwd'],
    [[], 'sco/../../secret.html'],
    [[], '%2e%2e/%2e%2e/etc/passwd'],
    [[], '..%2F..%2Fetc%2Fpasswd'],
    [[], '/etc/passwd'],
    [[], 'sco\\..\\..\\boot.ini'],
    [[], 'C:\\Windows\\win.ini'],
    [[], 'file:///etc/passwd'],
    [[], 'javascript:alert(1)'],
    [['../'], 'index.html'],
    [['/var/'], 'index.html'],
  ])('%j + %s leaves the package', (bases, href) => {
    expect(resolveHref(bases, href)).toEqual({ kind: 'outside' });
  });
});

describe('withParameters', () => {
  it.each([
    ['index.html', undefined, 'index.html'],
    ['index.html', '  ', 'index.html'],
    ['index.html', '?page=2', 'index.html?page=2'],
    ['index.html', 'page=2', 'index.html?page=2'],
    ['index.html?lang=fr', '?page=2', 'index.html?lang=fr&page=2'],
    ['index.html?lang=fr', '&page=2', 'index.html?lang=fr&page=2'],
    ['index.html#top', '?page=2', 'index.html?page=2#top'],
    ['index.html', '#chapter2', 'index.html#chapter2'],
    ['index.html#top', '#chapter2', 'index.html#top'],
  ])('%s with %j → %s', (url, parameters, expected) => {
    expect(withParameters(url, parameters)).toBe(expected);
  });
});
