import { describe, expect, it, vi } from 'vitest';
import { adoptApiBase, apiBase, apiPathOf, normaliseApiBase } from './api-base';

describe('normaliseApiBase', () => {
  it.each([
    ['/api/', '/api/'],
    ['/api', '/api/'],
    ['/api///', '/api/'],
    ['api', '/api/'],
    [' /api/v2 ', '/api/v2/'],
    ['https://api.example.test', 'https://api.example.test/'],
    ['https://api.example.test/v1//', 'https://api.example.test/v1/'],
    ['//api.example.test', '//api.example.test/'],
    ['', '/api/'],
    [null, '/api/'],
    [undefined, '/api/'],
  ])('%j → %s', (input, expected) => {
    expect(normaliseApiBase(input)).toBe(expected);
  });
});

describe('apiBase', () => {
  it('defaults to /api/ and then follows the stored value, normalised', () => {
    expect(apiBase()).toBe('/api/');
    localStorage.setItem('api_base', 'https://api.example.test');
    expect(apiBase()).toBe('https://api.example.test/');
  });

  it('defaults to /api/ where there is no storage (the server rendering the sign-in screen)', () => {
    vi.stubGlobal('localStorage', undefined);
    expect(apiBase()).toBe('/api/');
  });

  it("adopts the context's api host, ignoring an empty one", () => {
    adoptApiBase('/backend');
    expect(localStorage.getItem('api_base')).toBe('/backend/');
    adoptApiBase(null);
    adoptApiBase('  ');
    expect(apiBase()).toBe('/backend/');
  });
});

describe('apiPathOf', () => {
  it('drops the query, hash and leading slashes', () => {
    expect(apiPathOf('/users/me?access_token=x')).toBe('users/me');
    expect(apiPathOf('users/me/classes#x')).toBe('users/me/classes');
  });
});
