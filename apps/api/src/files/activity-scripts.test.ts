import { createContext, runInContext, type Context } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { activityScript, injectedMarkup } from './activity-scripts';

/**
 * The storage script (activity-scripts/storage.js) run as the browser runs it in the activity
 * sandbox, where reading `localStorage`, `sessionStorage` and `document.cookie` throws
 * SecurityError; e2e/player/activity-sandbox.spec.ts runs it in Chromium.
 */
const source = activityScript('storage.js')!.content.toString('utf8');

/** A window of the opaque origin: the Storage interface is there, its objects refused. */
function sandboxedWindow(): Context {
  const context = createContext({ DOMException });
  runInContext(
    `
    globalThis.window = globalThis;
    const refuse = () => { throw new DOMException('The document is sandboxed and lacks the allow-same-origin flag.', 'SecurityError'); };
    globalThis.Storage = function Storage() { throw new TypeError('Illegal constructor'); };
    Object.defineProperty(Storage.prototype, Symbol.toStringTag, { value: 'Storage' });
    for (const name of ['getItem', 'setItem', 'removeItem', 'clear', 'key']) Storage.prototype[name] = function () { throw new TypeError('Illegal invocation'); };
    Object.defineProperty(Storage.prototype, 'length', { get() { throw new TypeError('Illegal invocation'); } });
    Object.defineProperty(globalThis, 'localStorage', { configurable: true, enumerable: true, get: refuse });
    Object.defineProperty(globalThis, 'sessionStorage', { configurable: true, enumerable: true, get: refuse });
    class Document {}
    Object.defineProperty(Document.prototype, 'cookie', { configurable: true, get: refuse, set: refuse });
    globalThis.document = new Document();
    class Navigator {}
    Object.defineProperty(Navigator.prototype, 'cookieEnabled', { configurable: true, get: () => false });
    globalThis.navigator = new Navigator();
    `,
    context,
  );
  return context;
}

const run = <T>(context: Context, code: string): T => runInContext(code, context) as T;

describe('the storage script in the activity sandbox', () => {
  it('gives the document a localStorage and a sessionStorage that keep strings, as Storage does', () => {
    const window = sandboxedWindow();
    run(window, source);
    expect(
      run(
        window,
        `
        localStorage.setItem('resume', JSON.stringify({ slide: 4 }));
        localStorage.setItem(7, 8);
        localStorage.setItem('gone', 'x');
        localStorage.removeItem('gone');
        [localStorage.getItem('resume'), localStorage.getItem('7'), localStorage.getItem('gone'), localStorage.length,
         localStorage.key(0), localStorage.key(1), localStorage.key(2), sessionStorage.length]
        `,
      ),
    ).toEqual(['{"slide":4}', '8', null, 2, 'resume', '7', null, 0]);
    expect(
      run(window, `sessionStorage.setItem('a', 'b'); localStorage.clear(); [localStorage.length, localStorage.getItem('resume'), sessionStorage.getItem('a')]`),
    ).toEqual([0, null, 'b']);
  });

  it('shows its items as properties, as the Storage interface does, its methods before them', () => {
    const window = sandboxedWindow();
    run(window, source);
    expect(
      run(
        window,
        `
        localStorage.suspend = 'data';
        localStorage['answers'] = { toString: () => 'a,b' };
        localStorage.setItem('getItem', 'shadowed');
        const keys = Object.keys(localStorage);
        delete localStorage.suspend;
        [keys.join(' '), localStorage.answers, 'answers' in localStorage, 'suspend' in localStorage, typeof localStorage.getItem,
         localStorage.getItem('getItem'), JSON.stringify(localStorage), localStorage instanceof Storage, String(localStorage)]
        `,
      ),
    ).toEqual(['suspend answers', 'a,b', true, false, 'function', 'shadowed', '{"answers":"a,b"}', true, '[object Storage]']);
  });

  it('gives the document a cookie jar of its own: name=value pairs, replaced by name, removed by Max-Age or Expires', () => {
    const window = sandboxedWindow();
    run(window, source);
    expect(
      run(
        window,
        `
        const seen = [navigator.cookieEnabled, document.cookie];
        document.cookie = 'lang=fr; path=/; SameSite=Lax';
        document.cookie = 'XSRF-TOKEN=abc; secure';
        document.cookie = 'slide=3; max-age=3600';
        seen.push(document.cookie);
        document.cookie = 'lang=en';
        document.cookie = 'slide=; max-age=0';
        document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
        seen.push(document.cookie);
        document.cookie = 'later=1; expires=' + new Date(Date.now() + 60000).toUTCString();
        document.cookie = 'bare';
        seen.push(document.cookie);
        seen
        `,
      ),
    ).toEqual([true, '', 'lang=fr; XSRF-TOKEN=abc; slide=3', 'lang=en', 'lang=en; later=1; bare']);
  });

  it('keeps what the document stored when it runs again (a page that loads it twice), and leaves storage the browser gives alone', () => {
    const window = sandboxedWindow();
    run(window, source);
    run(window, `localStorage.setItem('kept', '1'); document.cookie = 'kept=1'`);
    run(window, source);
    expect(run(window, `[localStorage.getItem('kept'), document.cookie]`)).toEqual(['1', 'kept=1']);

    const open = createContext({});
    run(
      open,
      `globalThis.window = globalThis; const real = { getItem: () => 'real' }; globalThis.localStorage = real; globalThis.sessionStorage = real; globalThis.document = { cookie: 'real=1' }; globalThis.navigator = {};`,
    );
    run(open, source);
    expect(run(open, `[localStorage === real, sessionStorage.getItem('x'), document.cookie]`)).toEqual([true, 'real', 'real=1']);
  });
});

describe('the markup put into activity pages', () => {
  it('loads each injected script by its path under the activities route, nothing inline', () => {
    expect(injectedMarkup.toString()).toBe(
      '<script src="/api/activities/sandbox/storage.js"></script><script src="/api/activities/sandbox/scorm.js"></script>',
    );
  });
});

/** A SCO's document as the browser gives it to the loader and the bridge: its frame's name, a parser to write into, the server behind XHR. */
function scoWindow(
  name: string,
  server: (call: Record<string, unknown>) => { status: number; body?: unknown } = () => ({ status: 200, body: { result: true, errorCode: 0 } }),
) {
  const written: string[] = [];
  const calls: Record<string, unknown>[] = [];
  const told: unknown[] = [];
  const beacons: Record<string, unknown>[] = [];
  const listeners = new Map<string, () => void>();
  const context = createContext({
    name,
    written,
    told,
    document: { write: (markup: string) => written.push(markup), visibilityState: 'visible' },
    navigator: { sendBeacon: (_url: string, blob: { text: string }) => beacons.push(JSON.parse(blob.text) as Record<string, unknown>) },
    Blob: class {
      text: string;
      constructor(parts: string[]) {
        this.text = parts.join('');
      }
    },
    XMLHttpRequest: class {
      status = 0;
      responseText = '';
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      open() {}
      setRequestHeader() {}
      send(body: string) {
        const call = JSON.parse(body) as Record<string, unknown>;
        calls.push(call);
        const answer = server(call);
        if (answer.status === 0) {
          if (this.onerror) return this.onerror();
          throw new Error('NetworkError');
        }
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        return this.onload?.();
      }
    },
    setTimeout: () => 0,
    setInterval: () => 0,
  });
  runInContext(
    `globalThis.window = globalThis; window.parent = { postMessage: (message) => told.push(message.type) };
     window.addEventListener = (type, listener) => listeners.set(type, listener);`,
    Object.assign(context, { listeners }),
  );
  return { context, written, calls, told, beacons, listeners };
}

describe('a SCO’s runtime in the activity sandbox', () => {
  const loader = activityScript('scorm.js')!.content.toString('utf8');
  const runtime12 = activityScript('scorm-1.2.js')!.content.toString('utf8');
  const launch = 'espace-scorm:{"version":"1.2","session":"token-of-the-session"}';

  it('is written into a SCO’s frame only, the runtime of its edition', () => {
    for (const [name, expected] of [
      [launch, ['<script src="/api/activities/sandbox/scorm-1.2.js"></script>']],
      ['espace-scorm:{"version":"2004","session":"t"}', ['<script src="/api/activities/sandbox/scorm-2004.js"></script>']],
      ['', []],
      ['content', []],
      ['espace-scorm:{not json', []],
      ['espace-scorm:{"version":"../x","session":"t"}', []],
    ] as const) {
      const { context, written } = scoWindow(name);
      runInContext(loader, context);
      expect(written).toEqual(expected);
    }
  });

  it('puts the API on the SCO’s own window, loaded with the data the server kept', () => {
    const { context, calls } = scoWindow(launch, (call) =>
      call.action === 'initialize'
        ? { status: 200, body: { result: true, errorCode: 0, sequence: 7, cmi: { core: { lesson_location: '3', entry: 'resume' }, suspend_data: 'q1=b' } } }
        : { status: 200, body: { result: true, errorCode: 0 } },
    );
    runInContext(runtime12, context);
    expect(
      run(
        context,
        `[API.LMSInitialize(''), API.LMSGetValue('cmi.core.lesson_location'), API.LMSGetValue('cmi.suspend_data'), API.LMSGetValue('cmi.core.entry')]`,
      ),
    ).toEqual(['true', '3', 'q1=b', 'resume']);
    expect(calls[0]).toEqual({ session: 'token-of-the-session', action: 'initialize' });
    expect(run(context, `API.LMSSetValue('cmi.core.lesson_location', '4'), API.LMSCommit('')`)).toBe('true');
    expect(calls.at(-1)).toMatchObject({ action: 'commit', sequence: 8, terminate: false, cmi: { core: { lesson_location: '4' } } });
  });

  it('answers a commit the network refused false, keeps it, and tells the player; a commit of a session taken elsewhere too', () => {
    let online = false;
    const { context, calls, told } = scoWindow(launch, (call) => {
      if (call.action === 'initialize') return { status: 200, body: { result: true, errorCode: 0, sequence: 0, cmi: {} } };
      return online ? { status: 200, body: { result: false, errorCode: 391, elsewhere: true } } : { status: 0 };
    });
    runInContext(runtime12, context);
    run(context, `API.LMSInitialize(''); API.LMSSetValue('cmi.core.lesson_location', '2')`);
    expect(run(context, `API.LMSCommit('')`)).toBe('false');
    expect(told).toEqual(['scorm:unsaved']);
    online = true;
    expect(run(context, `API.LMSCommit('')`)).toBe('false');
    expect(told).toEqual(['scorm:unsaved', 'scorm:elsewhere']);
    const sent = calls.length;
    expect(run(context, `API.LMSCommit('')`)).toBe('false');
    expect(calls).toHaveLength(sent);
  });

  it('sends the SCO’s data as a beacon when its document goes away before it terminated', () => {
    const { context, beacons, listeners } = scoWindow(launch, (call) =>
      call.action === 'initialize'
        ? { status: 200, body: { result: true, errorCode: 0, sequence: 2, cmi: {} } }
        : { status: 200, body: { result: true, errorCode: 0 } },
    );
    runInContext(runtime12, context);
    run(context, `API.LMSInitialize(''); API.LMSSetValue('cmi.suspend_data', 'answers')`);
    listeners.get('pagehide')?.();
    expect(beacons).toEqual([
      expect.objectContaining({
        action: 'commit',
        session: 'token-of-the-session',
        sequence: 3,
        terminate: true,
        cmi: expect.objectContaining({ suspend_data: 'answers' }),
      }),
    ]);
  });
});
