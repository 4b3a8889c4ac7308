/* global document, window */
// The demo course's assignable units (content/demo-cmi5-program), written against @xapi/cmi5:
// bundled into the package by `node content/tools/build-cmi5-au.mjs`. One script for both AUs:
// a quiz (passed or failed against the masteryScore, then completed) and a reading page
// (completed). Each reads LMS.LaunchData, initializes, keeps its answers in the State API, and
// terminates; launched in its own window, it then goes back to the LMS's returnURL.
import Cmi5 from '@xapi/cmi5';

const status = document.getElementById('status');
const facts = document.getElementById('launch-facts');
const say = (text) => {
  status.textContent = text;
};
const percent = (value) => `${Math.round(value * 100)} %`;

const MODES = { Normal: 'normal', Browse: 'consultation', Review: 'révision' };
const MOVE_ON = {
  Completed: 'aller au bout',
  Passed: 'réussir',
  CompletedAndPassed: 'aller au bout et réussir',
  CompletedOrPassed: 'aller au bout ou réussir',
  NotApplicable: 'aucune',
};

function showLaunchData(launchData) {
  const rows = [
    ['Mode', MODES[launchData.launchMode] ?? launchData.launchMode],
    ['Condition de réussite', MOVE_ON[launchData.moveOn] ?? launchData.moveOn],
    ['Seuil de réussite', typeof launchData.masteryScore === 'number' ? percent(launchData.masteryScore) : 'aucun'],
  ];
  facts.replaceChildren(
    ...rows.flatMap(([term, value]) => {
      const dt = document.createElement('dt');
      dt.textContent = term;
      const dd = document.createElement('dd');
      dd.textContent = value;
      return [dt, dd];
    }),
  );
}

/** The answers the learner gave, kept in the State API so that a later launch resumes them. */
function stateParams(cmi5) {
  const launch = cmi5.getLaunchParameters();
  return { agent: launch.actor, activityId: launch.activityId, registration: launch.registration, stateId: 'answers' };
}

async function restore(cmi5, form) {
  try {
    const saved = (await cmi5.xapi.getState(stateParams(cmi5))).data;
    for (const [name, value] of Object.entries(saved ?? {})) {
      const input = form.querySelector(`input[name="${name}"][value="${value}"]`);
      if (input) input.checked = true;
    }
  } catch {
    // Nothing kept yet: the first launch.
  }
}

function remember(cmi5, form) {
  const answers = Object.fromEntries(new FormData(form));
  return cmi5.xapi.setState({ ...stateParams(cmi5), state: answers }).catch(() => undefined);
}

async function finish(cmi5) {
  await cmi5.terminate();
  const launchData = cmi5.getLaunchData();
  if (launchData.launchMethod === 'OwnWindow' && launchData.returnURL) {
    say('Activité terminée : retour au module…');
    window.setTimeout(() => window.location.assign(launchData.returnURL), 800);
  } else say('Activité terminée. Vous pouvez passer à la suite.');
}

async function runQuiz(cmi5, form) {
  const questions = [...form.querySelectorAll('fieldset')];
  form.addEventListener('change', () => void remember(cmi5, form));
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    form.querySelector('button[type="submit"]').disabled = true;
    const good = questions.filter((question) => question.querySelector('input:checked')?.dataset.good === 'true').length;
    const scaled = good / questions.length;
    const mastery = cmi5.getLaunchData().masteryScore;
    if (cmi5.getLaunchData().launchMode === 'Normal') {
      if (typeof mastery === 'number' && scaled < mastery) await cmi5.fail({ scaled, raw: good, min: 0, max: questions.length });
      else await cmi5.pass({ scaled, raw: good, min: 0, max: questions.length });
      await cmi5.complete();
    }
    say(`Score : ${good} / ${questions.length} (${percent(scaled)}).`);
    await finish(cmi5);
  });
}

async function runReading(cmi5, button) {
  button.addEventListener('click', async () => {
    button.disabled = true;
    if (cmi5.getLaunchData().launchMode === 'Normal') await cmi5.complete();
    await finish(cmi5);
  });
}

async function start() {
  if (!Cmi5.isCmiAvailable) return say("Cette activité se lance depuis l'Espace Apprenant.");
  const cmi5 = new Cmi5();
  try {
    await cmi5.initialize();
  } catch {
    return say("L'activité n'a pas pu démarrer : fermez-la et relancez-la depuis le module.");
  }
  showLaunchData(cmi5.getLaunchData());
  const form = document.getElementById('quiz');
  const read = document.getElementById('read');
  if (form) {
    await restore(cmi5, form);
    await runQuiz(cmi5, form);
  }
  if (read) await runReading(cmi5, read);
  document.body.dataset.ready = 'true';
  say('Activité prête.');
  return undefined;
}

void start();
