/* global window */
// The SCORM 2004 SCO « Gérer l'attente du client » (content/demo-scorm-program). It finds the LMS's
// API_1484_11 as ADL's discovery does, resumes on the bookmarked screen (cmi.location) with the
// answers kept in cmi.suspend_data, records completion, success against cmi.scaled_passing_score,
// its score, one interaction per question, exit and session time, commits after each screen change
// and answer, and terminates on « Terminer » or when the page goes away. Without an API (the page
// opened alone) it plays, unrecorded. The screens and the quiz are parcours.js's.
'use strict';

const INTERACTIONS = 'https://espace-apprenant.example/scorm/attente-client/';

/** ADL's discovery (SCORM 2004 RTE 3.3.6.1): this window, then up to 500 parents. A parent of another origin throws when read: it is passed over. */
function findApi(start) {
  let win = start;
  for (let tries = 0; ; tries += 1) {
    try {
      if (win.API_1484_11) return win.API_1484_11;
      // eslint-disable-next-line @typescript-eslint/no-unused-vars -- ES2017, as the supported browsers (docs/browsers.md): a catch names its error
    } catch (crossOrigin) {
      // Another origin's window (the portal's, around the sandboxed frame): look further up.
    }
    if (tries === 500 || win.parent == null || win.parent === win) return null;
    win = win.parent;
  }
}

const api = findApi(window) || (window.opener ? findApi(window.opener) : null);
const recorded = api !== null && String(api.Initialize('')) === 'true';
const getValue = (element) => (recorded ? String(api.GetValue(element) || '') : '');
const setValue = (element, value) => recorded && api.SetValue(element, String(value));
const commit = () => recorded && api.Commit('');
const startedAt = Date.now();
let terminated = false;

/** An ISO 8601 duration: PT#H#M#S. */
function duration(milliseconds) {
  const seconds = Math.floor(milliseconds / 1000);
  return `PT${Math.floor(seconds / 3600)}H${Math.floor((seconds % 3600) / 60)}M${seconds % 60}S`;
}

function readSuspendData() {
  try {
    return JSON.parse(getValue('cmi.suspend_data')) || {};
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- see findApi
  } catch (unreadable) {
    return {};
  }
}

/** Records each question as an interaction, after those the LMS holds already. */
function recordInteractions(questions) {
  const first = Number.parseInt(getValue('cmi.interactions._count'), 10) || 0;
  questions.forEach((question, index) => {
    const at = `cmi.interactions.${first + index}.`;
    // The id and type first: the LMS refuses a response before them.
    setValue(`${at}id`, INTERACTIONS + question.name);
    setValue(`${at}type`, 'choice');
    setValue(`${at}description`, question.text);
    setValue(`${at}learner_response`, question.response);
    setValue(`${at}result`, question.right ? 'correct' : 'incorrect');
    setValue(`${at}correct_responses.0.pattern`, question.correct);
  });
}

/** Sends the session time and terminates, once: on « Terminer », or when the page goes away first. */
function terminate() {
  if (!recorded || terminated) return;
  terminated = true;
  setValue('cmi.session_time', duration(Date.now() - startedAt));
  api.Terminate('');
}

function start() {
  if (api === null) window.parcoursDemo.warn("Module ouvert seul : il se joue, mais rien n'est enregistré. Lancez-le depuis l'Espace Apprenant.");
  else if (!recorded) window.parcoursDemo.warn("Le module n'a pas pu se connecter : il se joue, mais rien n'est enregistré.");
  // Browse and review modes show the course without changing its status, score or interactions.
  const normal = !['browse', 'review'].includes(getValue('cmi.mode'));
  if (normal && ['', 'unknown', 'not attempted'].includes(getValue('cmi.completion_status'))) setValue('cmi.completion_status', 'incomplete');
  const passingScore = Number.parseFloat(getValue('cmi.scaled_passing_score'));
  const saved = readSuspendData();
  // Leaving before the end suspends the attempt, so that the next launch resumes it.
  if (!saved.validated) setValue('cmi.exit', 'suspend');
  const save = (answers, validated) => setValue('cmi.suspend_data', JSON.stringify({ answers, validated }));
  window.parcoursDemo.start({
    screen: Number.parseInt(getValue('cmi.location'), 10),
    saved: saved.answers,
    validated: saved.validated === true,
    threshold: Number.isFinite(passingScore) ? passingScore : 0.8,
    on: {
      screen(number) {
        setValue('cmi.location', number);
        commit();
      },
      answer(answers) {
        save(answers, false);
        commit();
      },
      validate(outcome, answers) {
        save(answers, true);
        if (normal) {
          recordInteractions(outcome.questions);
          setValue('cmi.score.scaled', Math.round(outcome.scaled * 10000) / 10000);
          setValue('cmi.score.raw', outcome.good);
          setValue('cmi.score.min', 0);
          setValue('cmi.score.max', outcome.total);
          setValue('cmi.success_status', outcome.passed ? 'passed' : 'failed');
          setValue('cmi.completion_status', 'completed');
        }
        setValue('cmi.exit', 'normal');
        commit();
      },
      finish: terminate,
    },
  });
}

// In the capture phase: an LMS's own pagehide listener, added before the SCO's scripts ran, then
// finds the session over, with its session time.
window.addEventListener('pagehide', terminate, { capture: true });
start();
