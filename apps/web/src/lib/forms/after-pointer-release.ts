/**
 * Runs `update` now, or — while a mouse button, a finger or a pen is down — once it is released.
 *
 * A field checked on blur shows its error as the learner presses another control; the error
 * pushes that control down before the press ends, and the click lands beside it (before,
 * the first click on « Changer mon mot de passe » was lost). Waiting for the release keeps the
 * layout still under the pointer; the click then reaches the control that was pressed.
 */
export function afterPointerRelease(update: () => void): void {
  if (pressed) waiting.add(update);
  else update();
}

let pressed = false;
const waiting = new Set<() => void>();

function release() {
  pressed = false;
  // After the click that ends this press has been dispatched.
  setTimeout(() => {
    const updates = [...waiting];
    waiting.clear();
    for (const update of updates) update();
  }, 0);
}

// Listening from the start: the press that blurs a field comes before the field asks.
if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', () => (pressed = true), true);
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
}
