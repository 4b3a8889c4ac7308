/**
 * Timed pages the learner agreed to start ('Exercice chronométré', docs/product/lessons.md#timed-pages),
 * by course node, for the browser session: a reload of a started timed page
 * does not ask again.
 */
const key = (nodeId: string) => `timed-confirmed:${nodeId}`;

export function isTimedConfirmed(nodeId: string): boolean {
  return sessionStorage.getItem(key(nodeId)) !== null;
}

export function confirmTimed(nodeId: string): void {
  sessionStorage.setItem(key(nodeId), '1');
}
