import { QueryClient, dehydrate } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeToken } from '../test/api-mock';
import { learnerMe } from '../test/fixtures';
import { queryKeys } from './query-keys';
import { adoptServerRenderedData, completeServerRenderedTakeover, takeOverServerRenderedScreen, typedBeforeStart } from './server-rendered-screen';
import { clearSession, saveSession } from './session-storage';

const form = () =>
  '<form><input name="identifier" /><input name="password" type="password" /><input name="untouched" /><button type="submit">Go</button></form>';

afterEach(() => document.body.replaceChildren());

describe('taking over the server-rendered screen', () => {
  it("carries what was typed and the focus into the app's own render, once", () => {
    const container = document.createElement('div');
    container.innerHTML = form();
    document.body.append(container);
    container.querySelector<HTMLInputElement>('[name=identifier]')!.value = 'learner@demo.test';
    const password = container.querySelector<HTMLInputElement>('[name=password]')!;
    password.value = 'Secret#1';
    password.focus();

    takeOverServerRenderedScreen(container);
    expect(typedBeforeStart('identifier')).toBe('learner@demo.test');
    expect(typedBeforeStart('password')).toBe('Secret#1');
    expect(typedBeforeStart('untouched')).toBe('');

    // The app's render replaces the markup with its own elements.
    container.innerHTML = form();
    completeServerRenderedTakeover(container);
    expect(document.activeElement).toBe(container.querySelector('[name=password]'));
    // Forgotten: a form mounted later (after switching screens) starts empty.
    expect(typedBeforeStart('identifier')).toBe('');
  });

  it("types what was typed while the app rendered into the app's field, where its onChange sees it, and follows the focus", () => {
    const container = document.createElement('div');
    container.innerHTML = form();
    document.body.append(container);
    takeOverServerRenderedScreen(container);
    // The app renders in slices: the learner goes on typing in the server's fields meanwhile.
    const identifier = container.querySelector<HTMLInputElement>('[name=identifier]')!;
    identifier.focus();
    identifier.value = 'late@demo.test';

    container.innerHTML = form();
    const own = container.querySelector<HTMLInputElement>('[name=identifier]')!;
    const changes: string[] = [];
    own.addEventListener('input', () => changes.push(own.value));
    completeServerRenderedTakeover(container);
    expect(changes).toEqual(['late@demo.test']);
    expect(document.activeElement).toBe(own);
    expect(container.querySelector<HTMLInputElement>('[name=password]')!.value).toBe('');
  });

  it('leaves the focus alone when the user was not in the screen', () => {
    const outside = document.createElement('input');
    outside.name = 'identifier';
    const container = document.createElement('div');
    container.innerHTML = form();
    document.body.append(outside, container);
    outside.focus();

    takeOverServerRenderedScreen(container);
    completeServerRenderedTakeover(container);
    expect(document.activeElement).toBe(outside);
  });
});

describe("the answers a learner's server-rendered Home came with", () => {
  /** A page as the server renders Home: its markup in the container, its data in the head, for `userId`. */
  function serverPage(userId: string) {
    const server = new QueryClient();
    server.setQueryData(queryKeys.me(), learnerMe);
    const data = document.createElement('script');
    data.id = 'espace-first-screen';
    data.type = 'application/json';
    data.textContent = JSON.stringify({ userId, queries: dehydrate(server) });
    document.head.append(data);
    const container = document.createElement('div');
    container.innerHTML = '<h1>Mes formations</h1>';
    document.body.append(container);
    return container;
  }

  afterEach(() => {
    document.getElementById('espace-first-screen')?.remove();
    clearSession();
  });

  it('fill the cache for the learner signed in here, so the first render is the same screen', () => {
    saveSession(fakeToken({ sub: learnerMe.id, iat: 1, exp: 4_000_000_000 }));
    const container = serverPage(learnerMe.id);
    const queryClient = new QueryClient();
    adoptServerRenderedData(container, queryClient);
    expect(queryClient.getQueryData(queryKeys.me())).toEqual(learnerMe);
    expect(container).toHaveTextContent('Mes formations');
    expect(document.getElementById('espace-first-screen')).toBeNull();
  });

  it('are dropped, and the screen taken down, for anyone else or without a session', () => {
    for (const signedIn of [true, false]) {
      if (signedIn) saveSession(fakeToken({ sub: 'someone-else', iat: 1, exp: 4_000_000_000 }));
      else clearSession();
      const container = serverPage(learnerMe.id);
      const queryClient = new QueryClient();
      adoptServerRenderedData(container, queryClient);
      expect(queryClient.getQueryData(queryKeys.me())).toBeUndefined();
      expect(container).toBeEmptyDOMElement();
    }
  });
});
