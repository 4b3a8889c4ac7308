/* global window, document, XMLHttpRequest */
// The portal's bridge between a SCO and its server (docs/scorm.md#runtime), after scorm-again's
// runtime of the SCO's edition in the same script. It puts the SCORM API on the SCO's own window
// (`API` for 1.2, `API_1484_11` for 2004), loaded with the data the server kept, and stores each
// commit before Commit answers true: a synchronous request, as SCORM's synchronous API needs.
// What the network refuses is kept and sent again until the server has it; the last data goes as
// a beacon when the document goes away. It runs in the activity sandbox with the SCO's privileges:
// its only credential is the session's token, which the player gave the frame's name.
(() => {
  'use strict';
  const PREFIX = 'espace-scorm:';
  const ENDPOINT = '/api/scorm/runtime';
  const KEEP_ALIVE_MS = 30000;
  const RETRY_MS = 5000;

  let launch;
  try {
    launch = JSON.parse(String(window.name).slice(PREFIX.length));
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- `catch {}` is ES2019, which not every supported browser parses (docs/browsers.md)
  } catch (unreadable) {
    return;
  }
  const Api = launch.version === '1.2' ? window.Scorm12API : window.Scorm2004API;
  if (typeof Api !== 'function' || typeof launch.session !== 'string') return;

  /** Tells the player (the frame's parent) how the session stands: it shows it to the learner. */
  const tellPlayer = (type) => {
    try {
      window.parent.postMessage({ type }, '*');
      // eslint-disable-next-line @typescript-eslint/no-unused-vars -- see above
    } catch (closed) {
      // The player is gone: nobody to tell.
    }
  };

  const bodyOf = (call) => JSON.stringify(Object.assign({ session: launch.session }, call));

  /** A call answered before it returns: { status, answer } (status 0 when the network refused it). */
  function callNow(call) {
    const request = new XMLHttpRequest();
    request.open('POST', ENDPOINT, false);
    // text/plain: a simple request from the opaque origin, without a preflight.
    request.setRequestHeader('Content-Type', 'text/plain;charset=UTF-8');
    try {
      request.send(bodyOf(call));
      return { status: request.status, answer: JSON.parse(request.responseText) };
      // eslint-disable-next-line @typescript-eslint/no-unused-vars -- see above
    } catch (refused) {
      return { status: request.status || 0, answer: null };
    }
  }

  function callLater(call, then) {
    const request = new XMLHttpRequest();
    request.open('POST', ENDPOINT, true);
    request.setRequestHeader('Content-Type', 'text/plain;charset=UTF-8');
    request.onload = () => {
      let answer = null;
      try {
        answer = JSON.parse(request.responseText);
        // eslint-disable-next-line @typescript-eslint/no-unused-vars -- see above
      } catch (unreadable) {
        answer = null;
      }
      then(request.status, answer);
    };
    request.onerror = () => then(0, null);
    request.send(bodyOf(call));
  }

  let elsewhere = false;
  let sequence = 0;
  /** The last commit the server has not got yet: sent again until it has. */
  let unsent = null;
  let retrying = false;

  const openedElsewhere = () => {
    elsewhere = true;
    unsent = null;
    tellPlayer('scorm:elsewhere');
  };

  function sendUnsent() {
    if (unsent === null || elsewhere || retrying) return;
    retrying = true;
    const call = unsent;
    callLater(call, (status, answer) => {
      retrying = false;
      if (status === 200 && answer && answer.elsewhere) return openedElsewhere();
      if (status === 200 && answer && answer.result) {
        if (unsent === call) {
          unsent = null;
          tellPlayer('scorm:saved');
        }
        return undefined;
      }
      setTimeout(sendUnsent, RETRY_MS);
      return undefined;
    });
  }

  const started = callNow({ action: 'initialize' });
  if (started.status === 200 && started.answer && started.answer.elsewhere) openedElsewhere();
  else if (started.status !== 200 || !started.answer || !started.answer.result) tellPlayer('scorm:unavailable');
  if (started.answer && typeof started.answer.sequence === 'number') sequence = started.answer.sequence;

  let terminated = false;
  /** scorm-again's HTTP service: each commit stored before Commit answers, or kept to be sent again. */
  const httpService = {
    processHttpRequest(url, params, terminating) {
      if (elsewhere) return { result: 'false', errorCode: 391 };
      sequence += 1;
      const call = { action: 'commit', sequence, terminate: Boolean(terminating), cmi: (params && params.cmi) || {} };
      if (terminating) terminated = true;
      const sent = callNow(call);
      if (sent.status === 200 && sent.answer && sent.answer.elsewhere) {
        openedElsewhere();
        return { result: 'false', errorCode: 391 };
      }
      if (sent.status === 200 && sent.answer && sent.answer.result) {
        if (unsent !== null) tellPlayer('scorm:saved');
        unsent = null;
        return { result: 'true', errorCode: 0 };
      }
      // The network or the server did not take it (a synchronous request is refused while the page
      // goes away, too): the latest data is kept, sent again, and goes as a beacon at the end.
      unsent = call;
      tellPlayer('scorm:unsaved');
      setTimeout(sendUnsent, RETRY_MS);
      return { result: 'false', errorCode: 391 };
    },
    updateSettings() {},
  };

  const api = new Api(
    {
      lmsCommitUrl: ENDPOINT,
      autocommit: true,
      autocommitSeconds: 10,
      logLevel: 5,
    },
    httpService,
  );
  if (started.answer && started.answer.cmi) api.loadFromJSON(started.answer.cmi, '');
  if (launch.version === '1.2') window.API = api;
  else window.API_1484_11 = api;

  // 2004: a SCO that asks, as it terminates, for the next activity goes to the lesson's next page.
  if (launch.version === '2004')
    api.on('Terminate', () => {
      const request = api.adl && api.adl.nav ? api.adl.nav.request : '';
      if (request === 'continue') tellPlayer('action:next');
    });

  setInterval(() => {
    if (elsewhere || document.visibilityState === 'hidden') return;
    callLater({ action: 'keep-alive' }, (status, answer) => {
      if (status === 200 && answer && answer.elsewhere) openedElsewhere();
    });
  }, KEEP_ALIVE_MS);
  window.addEventListener('online', sendUnsent);

  // The document goes away (the tab closes, the player moves on): what the server does not have yet
  // goes as a beacon, the SCO's data as it stands when it never terminated.
  window.addEventListener('pagehide', () => {
    if (elsewhere) return;
    let call = unsent;
    if (!terminated && api.isInitialized && api.isInitialized()) {
      sequence += 1;
      const data = api.renderCommitCMI(true);
      call = { action: 'commit', sequence, terminate: true, cmi: (data && data.cmi) || {} };
    } else if (call !== null) {
      call = Object.assign({}, call, { terminate: true });
    }
    if (call === null) return;
    navigator.sendBeacon(ENDPOINT, new Blob([bodyOf(call)], { type: 'text/plain;charset=UTF-8' }));
  });
})();
