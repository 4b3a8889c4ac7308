import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { persistQueries, restorePersistedQueries } from './persisted-queries';
import { queryKeys } from './query-keys';
import { sessionKeys } from './session-storage';

const homePage = { page: 1, filter: 'all', mobile: false };
const searchPage = { page: 1, filter: 'all', mobile: false, search: 'vente' };
const me = { _id: 'u1', domain: 'public' };

function signIn(userId: string) {
  localStorage.setItem(sessionKeys.idToken, 'a.token.here');
  localStorage.setItem(sessionKeys.idUser, userId);
}

/** A client that kept me, Home's first page and a searched page, a second later. */
function keepAnswers() {
  const client = new QueryClient();
  const stop = persistQueries(client);
  client.setQueryData(queryKeys.me(), me);
  client.setQueryData(queryKeys.myClassesPage(homePage), { items: ['Automne'] });
  client.setQueryData(queryKeys.myClassesPage(searchPage), { items: ['Printemps'] });
  client.setQueryData(queryKeys.lessonPage('l1', null), { id: 'p1' });
  vi.advanceTimersByTime(1000);
  stop();
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('persisted queries', () => {
  it("keeps the learner's users/me and Home's first page, and gives them back to the same user, users/me to be asked again", () => {
    signIn('u1');
    keepAnswers();
    const next = new QueryClient();
    restorePersistedQueries(next, 'u1');
    expect(next.getQueryData(queryKeys.me())).toEqual(me);
    expect(next.getQueryData(queryKeys.myClassesPage(homePage))).toEqual({ items: ['Automne'] });
    expect(next.getQueryState(queryKeys.me())?.isInvalidated).toBe(true);
    // A search, a lesson: not what a returning learner opens on.
    expect(next.getQueryData(queryKeys.myClassesPage(searchPage))).toBeUndefined();
    expect(next.getQueryData(queryKeys.lessonPage('l1', null))).toBeUndefined();
  });

  it('never gives them to another user, nor after a week', () => {
    signIn('u1');
    keepAnswers();
    const other = new QueryClient();
    restorePersistedQueries(other, 'u2');
    expect(other.getQueryData(queryKeys.me())).toBeUndefined();
    const later = new QueryClient();
    restorePersistedQueries(later, 'u1', Date.now() + 8 * 24 * 60 * 60 * 1000);
    expect(later.getQueryData(queryKeys.me())).toBeUndefined();
  });

  it('keeps nothing once signed out', () => {
    keepAnswers();
    expect(localStorage.getItem(sessionKeys.persistedQueries)).toBeNull();
  });

  it('ignores a kept value that is not ours', () => {
    signIn('u1');
    localStorage.setItem(sessionKeys.persistedQueries, 'not json');
    const client = new QueryClient();
    expect(() => restorePersistedQueries(client, 'u1')).not.toThrow();
    expect(client.getQueryData(queryKeys.me())).toBeUndefined();
  });
});
