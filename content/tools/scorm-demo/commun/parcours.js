/* global document, window */
// The page logic both demo SCOs share (content/tools/scorm-demo): the course's screens shown one at
// a time with « Précédent » / « Suivant », and its quiz's radio groups read, restored and scored.
// It calls no LMS (the packages list it as an asset): each edition's script starts it and records
// what it reports, so that script holds only what SCORM 1.2 and 2004 do differently.
'use strict';

window.parcoursDemo = (() => {
  const screens = Array.from(document.querySelectorAll('[data-screen]'));
  const progress = document.getElementById('progress');
  const previous = document.getElementById('previous');
  const next = document.getElementById('next');
  const form = document.getElementById('quiz');
  const questions = Array.from(form.querySelectorAll('fieldset'));
  const result = document.getElementById('result');
  const finish = document.getElementById('finish');
  const notice = document.getElementById('notice');
  // A no-break space: « 80 % » never wraps between the number and its sign.
  const percent = (ratio) => `${Math.round(ratio * 100)}\u00a0%`;
  let current = 1;

  function show(number, moveFocus) {
    current = Math.min(Math.max(Number.isInteger(number) ? number : 1, 1), screens.length);
    screens.forEach((screen, index) => {
      screen.hidden = index + 1 !== current;
    });
    progress.textContent = `Écran ${current} sur ${screens.length}`;
    previous.disabled = current === 1;
    next.disabled = current === screens.length;
    // The new screen's heading takes the focus, so a screen reader reads where the learner is.
    if (moveFocus) screens[current - 1].querySelector('h2').focus();
  }

  /** The learner's answers: { q1: 'b', … }, one entry per question answered. */
  function answers() {
    const chosen = {};
    for (const input of form.querySelectorAll('input:checked')) chosen[input.name] = input.value;
    return chosen;
  }

  function restore(saved) {
    for (const [name, value] of Object.entries(saved || {})) {
      const input = Array.from(form.elements).find((element) => element.name === name && element.value === value);
      if (input) input.checked = true;
    }
  }

  /** Each question with its words, the learner's response and the right one (the radio marked data-good). */
  function score(threshold) {
    const scored = questions.map((question) => {
      const good = question.querySelector('input[data-good]');
      const chosen = question.querySelector('input:checked');
      // The question's words, for the LMS's report of each answer (its legend, without its number).
      const legend = question.querySelector('legend');
      const text = legend ? legend.textContent.replace(/^\s*\d+\.\s*/, '').trim() : good.name;
      return { name: good.name, text, response: chosen.value, correct: good.value, right: chosen === good };
    });
    const good = scored.filter((question) => question.right).length;
    const scaled = good / scored.length;
    return { questions: scored, good, total: scored.length, scaled, passed: scaled >= threshold };
  }

  function showResult(outcome, threshold) {
    for (const element of Array.from(form.elements)) element.disabled = true;
    const verdict = outcome.passed ? 'Module réussi' : `Module non réussi : il fallait ${percent(threshold)}`;
    result.textContent = `Score : ${outcome.good} / ${outcome.total} (${percent(outcome.scaled)}). ${verdict}.`;
    finish.hidden = false;
  }

  /**
   * Shows the bookmarked screen with the answers kept, then tells `on` what the learner does:
   * `screen(number)` on each screen change, `answer(answers)` on each answer, `validate(outcome)`
   * once the quiz is scored against `threshold` (0–1), and `finish()` on « Terminer ».
   */
  function start({ screen, saved, validated, threshold, on }) {
    for (const element of document.querySelectorAll('[data-threshold]')) element.textContent = percent(threshold);
    restore(saved);
    if (validated) showResult(score(threshold), threshold);
    show(screen, false);
    previous.addEventListener('click', () => {
      show(current - 1, true);
      on.screen(current);
    });
    next.addEventListener('click', () => {
      show(current + 1, true);
      on.screen(current);
    });
    form.addEventListener('change', () => on.answer(answers()));
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const unanswered = questions.find((question) => !question.querySelector('input:checked'));
      if (unanswered) {
        result.textContent = `Répondez aux ${questions.length} questions avant de valider.`;
        unanswered.querySelector('input').focus();
        return;
      }
      const outcome = score(threshold);
      showResult(outcome, threshold);
      on.validate(outcome, answers());
      finish.focus();
    });
    finish.addEventListener('click', () => {
      finish.disabled = true;
      previous.disabled = true;
      next.disabled = true;
      on.finish();
      result.textContent += ' Module terminé : vous pouvez passer à la suite.';
    });
    document.body.dataset.ready = 'true';
  }

  /** A notice above the course, when its results are not recorded. */
  function warn(text) {
    notice.textContent = text;
    notice.hidden = false;
  }

  return { start, warn };
})();
