/* global document, window */
// The SCORM 1.2 SCO « Accueillir au téléphone » (content/demo-scorm-program). It finds the LMS's API
// as ADL's discovery does, resumes on the bookmarked screen (cmi.core.lesson_location) with the
// answers kept in cmi.suspend_data, records its status, score, exit and session time, commits after
// each screen change and answer, and finishes on « Terminer » or when the page goes away. Without an
// API (the page opened alone) it plays, unrecorded. The screens and the quiz are parcours.js's.
'use strict';

/** ADL's discovery: this window, then up to 7 parents. A parent of another origin throws when read: it is passed over. */
function findApi(start) {
  let win = start;
  for (let tries = 0; ; tries += 1) {
    try {
      if (win.API) return win.API;
      // eslint-disable-next-line @typescript-eslint/no-unused-vars -- ES2017, as the supported browsers (docs/browsers.md): a catch names its error
    } catch (crossOrigin) {
      // Another origin's window (the portal's, around the sandboxed frame): look further up.
    }
    if (tries === 7 || win.parent == null || win.parent === win) return null;
    win = win.parent;
  }
}

const api = findApi(window) || (window.opener ? findApi(window.opener) : null);
const recorded = api !== null && String(api.LMSInitialize('')) === 'true';
const getValue = (element) => (recorded ? String(api.LMSGetValue(element) || '') : '');
const setValue = (element, value) => recorded && api.LMSSetValue(element, String(value));
const commit = () => recorded && api.LMSCommit('');
const startedAt = Date.now();
let finished = false;

/** CMITimespan: HHHH:MM:SS. */
function timespan(milliseconds) {
  const seconds = Math.floor(milliseconds / 1000);
  const two = (value) => String(value).padStart(2, '0');
  return `${two(Math.min(Math.floor(seconds / 3600), 9999))}:${two(Math.floor((seconds % 3600) / 60))}:${two(seconds % 60)}`;
}

function readSuspendData() {
  try {
    return JSON.parse(getValue('cmi.suspend_data')) || {};
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- see findApi
  } catch (unreadable) {
    return {};
  }
}

/** Sends the session time and finishes, once: on « Terminer », or when the page goes away first. */
function finishSession() {
  if (!recorded || finished) return;
  finished = true;
  setValue('cmi.core.session_time', timespan(Date.now() - startedAt));
  api.LMSFinish('');
}

function start() {
  if (api === null) window.parcoursDemo.warn("Module ouvert seul : il se joue, mais rien n'est enregistré. Lancez-le depuis l'Espace Apprenant.");
  else if (!recorded) window.parcoursDemo.warn("Le module n'a pas pu se connecter : il se joue, mais rien n'est enregistré.");
  // Browse and review modes show the course without changing its status or score.
  const normal = !['browse', 'review'].includes(getValue('cmi.core.lesson_mode'));
  if (normal && ['', 'not attempted'].includes(getValue('cmi.core.lesson_status'))) setValue('cmi.core.lesson_status', 'incomplete');
  // The launch data (adlcp:datafromlms) names the company the learner answers for.
  const company = new URLSearchParams(getValue('cmi.launch_data')).get('entreprise');
  if (company) for (const element of document.querySelectorAll('[data-entreprise]')) element.textContent = company;
  const mastery = Number.parseFloat(getValue('cmi.student_data.mastery_score'));
  const saved = readSuspendData();
  // Leaving before the end suspends the attempt, so that the next launch resumes it.
  if (!saved.validated) setValue('cmi.core.exit', 'suspend');
  const save = (answers, validated) => setValue('cmi.suspend_data', JSON.stringify({ answers, validated }));
  window.parcoursDemo.start({
    screen: Number.parseInt(getValue('cmi.core.lesson_location'), 10),
    saved: saved.answers,
    validated: saved.validated === true,
    threshold: Number.isFinite(mastery) ? mastery / 100 : 0.8,
    on: {
      screen(number) {
        setValue('cmi.core.lesson_location', number);
        commit();
      },
      answer(answers) {
        save(answers, false);
        commit();
      },
      validate(outcome, answers) {
        save(answers, true);
        if (normal) {
          setValue('cmi.core.score.raw', Math.round(outcome.scaled * 100));
          setValue('cmi.core.score.min', 0);
          setValue('cmi.core.score.max', 100);
          setValue('cmi.core.lesson_status', outcome.passed ? 'passed' : 'failed');
        }
        setValue('cmi.core.exit', '');
        commit();
      },
      finish: finishSession,
    },
  });
}

// In the capture phase: an LMS's own pagehide listener, added before the SCO's scripts ran, then
// finds the session over, with its session time.
window.addEventListener('pagehide', finishSession, { capture: true });
start();
