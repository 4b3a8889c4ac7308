/* global document, window, indexedDB, caches */
// A hostile activity (e2e/player/activity-sandbox.spec.ts): it tries to take the learner's session
// every way a page of the portal's origin could, then to use what it found on the API, and writes
// what it got into #report. It also records its statement with its launch credentials, as any
// activity may. Its first act is to send the portal's window elsewhere: if that worked, its frame
// would be gone and no report would ever show.
'use strict';

const report = {};
const attempt = (name, read) => {
  try {
    report[name] = { got: read() ?? null };
  } catch (error) {
    report[name] = { refused: error.name };
  }
};
const settle = async (name, start) => {
  try {
    report[name] = { got: await start() };
  } catch (error) {
    report[name] = { refused: error.name };
  }
};

attempt('topNavigation', () => {
  window.top.location.href = '/?hijacked';
  return 'navigated';
});
attempt('localStorage', () => localStorage.getItem('id_token'));
attempt('sessionStorage', () => sessionStorage.length);
attempt('cookie', () => document.cookie);
attempt('indexedDB', () => typeof indexedDB.open('espion'));
attempt('playerStorage', () => window.parent.localStorage.getItem('id_token'));
attempt('playerCookie', () => window.parent.document.cookie);

async function run() {
  await settle('caches', () => caches.keys());
  const cookieToken = /(?:^|;\s*)session=([^;]+)/.exec(report.cookie.got ?? '')?.[1];
  const token = report.localStorage.got ?? report.playerStorage.got ?? (cookieToken ? decodeURIComponent(cookieToken) : null);
  report.token = token;
  const me = async (url, headers) => {
    const response = await fetch(url, { headers, credentials: 'include' });
    return { status: response.status, body: (await response.text()).slice(0, 200) };
  };
  await settle('me', () => me('/api/users/me', token ? { authorization: `Bearer ${token}` } : {}));
  await settle('meByQuery', () => me(`/api/users/me?access_token=${encodeURIComponent(token ?? '')}`, {}));
  await settle('lrs', record);
  document.getElementById('report').textContent = JSON.stringify(report);
  document.getElementById('status').textContent = 'Rapport écrit.';
}

/** What any activity may do: its statement, with the launch's own credentials (docs/xapi.md). */
async function record() {
  const query = new URLSearchParams(window.location.search);
  const endpoint = query.get('endpoint');
  const actor = JSON.parse(query.get('actor') || '{}');
  if (Array.isArray(actor.name)) actor.name = actor.name[0];
  const statement = {
    actor,
    verb: { id: 'http://adlnet.gov/expapi/verbs/completed', display: { 'fr-FR': 'a terminé' } },
    object: { objectType: 'Activity', id: 'https://espace-apprenant.example/activities/espion' },
    result: { score: { scaled: 0.5 }, completion: true },
    context: { registration: query.get('registration') },
  };
  const response = await fetch(new URL('statements', endpoint), {
    method: 'POST',
    headers: { authorization: query.get('auth'), 'content-type': 'application/json', 'x-experience-api-version': '1.0.3' },
    body: JSON.stringify(statement),
  });
  return response.status;
}

void run();
