/* global document, window */
// A tiny xAPI-style activity: the learner picks phrases, the page reports its
// score to the lesson player (SPEC §4 "Tincan messages") and asks for the next page.
'use strict';

const buttons = Array.from(document.querySelectorAll('#phrases button'));
const result = document.getElementById('result');
const finish = document.getElementById('finish');

for (const button of buttons) {
  button.addEventListener('click', () => {
    button.setAttribute('aria-pressed', button.getAttribute('aria-pressed') === 'true' ? 'false' : 'true');
  });
}

finish.addEventListener('click', () => {
  const max = buttons.filter((button) => button.dataset.good === 'true').length;
  let raw = 0;
  for (const button of buttons) {
    if (button.getAttribute('aria-pressed') !== 'true') continue;
    raw += button.dataset.good === 'true' ? 1 : -1;
  }
  raw = Math.max(0, raw);
  result.textContent = `Score : ${raw} / ${max}`;
  window.parent.postMessage({ type: 'action:custom', score: { raw, min: 0, max, scaled: raw / max } }, '*');
  // Leave the learner a moment to read the score before the player moves on.
  setTimeout(() => window.parent.postMessage({ type: 'action:next' }, '*'), 1500);
});
