/* global document, window */
// A small xAPI activity: the learner picks phrases; the choice is kept in the State API (a later
// launch, another day or device, resumes it), and the result goes to the LRS as a statement, which
// completes and scores the page (docs/xapi.md). It then asks the player for the next page
// (docs/product/lessons.md#tincan-messages). Opened on its own, without a launch, it still plays, unrecorded.
'use strict';

const ACTIVITY = 'https://espace-apprenant.example/activities/phrases-accueil';
const buttons = Array.from(document.querySelectorAll('#phrases button'));
const result = document.getElementById('result');
const finish = document.getElementById('finish');

/** The launch parameters the player adds (docs/product/api-calls.md#tincan-launch-url): endpoint, auth, actor, registration. */
function readLaunch() {
  const query = new URLSearchParams(window.location.search);
  const endpoint = query.get('endpoint');
  if (!endpoint) return null;
  const actor = JSON.parse(query.get('actor') || '{}');
  // A tincan launch names the learner in a list; a statement names them with a string.
  if (Array.isArray(actor.name)) actor.name = actor.name[0];
  return { endpoint: endpoint.endsWith('/') ? endpoint : `${endpoint}/`, auth: query.get('auth'), actor, registration: query.get('registration') };
}
const launch = readLaunch();

function lrs(method, resource, params, body) {
  const url = new URL(resource, launch.endpoint);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  const headers = { 'X-Experience-API-Version': '1.0.3' };
  if (launch.auth) headers.Authorization = launch.auth;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

const stateParams = () => ({ activityId: ACTIVITY, agent: JSON.stringify(launch.actor), registration: launch.registration, stateId: 'selection' });
const selection = () => buttons.flatMap((button, index) => (button.getAttribute('aria-pressed') === 'true' ? [index] : []));

async function restore() {
  const response = await lrs('GET', 'activities/state', stateParams());
  if (!response.ok) return;
  const saved = await response.json();
  for (const index of saved.selected || []) buttons[index]?.setAttribute('aria-pressed', 'true');
}

function keep() {
  if (launch) lrs('PUT', 'activities/state', stateParams(), { selected: selection() }).catch(() => undefined);
}

function record(raw, max) {
  const statement = {
    actor: launch.actor,
    verb: { id: 'http://adlnet.gov/expapi/verbs/completed', display: { 'fr-FR': 'a terminé', 'en-US': 'completed' } },
    object: {
      objectType: 'Activity',
      id: ACTIVITY,
      definition: { name: { 'fr-FR': "Les bonnes phrases de l'accueil" }, type: 'http://adlnet.gov/expapi/activities/assessment' },
    },
    result: { score: { raw, min: 0, max, scaled: raw / max }, success: raw === max, completion: true },
    context: { registration: launch.registration },
  };
  return lrs('POST', 'statements', {}, statement);
}

for (const button of buttons) {
  button.addEventListener('click', () => {
    button.setAttribute('aria-pressed', button.getAttribute('aria-pressed') === 'true' ? 'false' : 'true');
    keep();
  });
}

finish.addEventListener('click', async () => {
  finish.disabled = true;
  const max = buttons.filter((button) => button.dataset.good === 'true').length;
  let raw = 0;
  for (const button of buttons) {
    if (button.getAttribute('aria-pressed') !== 'true') continue;
    raw += button.dataset.good === 'true' ? 1 : -1;
  }
  raw = Math.max(0, raw);
  result.textContent = `Score : ${raw} / ${max}`;
  // The statement is stored before the player moves on: the page is then completed with its score.
  if (launch) await record(raw, max).catch(() => undefined);
  // Leave the learner a moment to read the score before the player moves on.
  window.setTimeout(() => window.parent.postMessage({ type: 'action:next' }, '*'), 1500);
});

if (launch) restore().catch(() => undefined);
