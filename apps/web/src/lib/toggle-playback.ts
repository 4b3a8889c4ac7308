/**
 * Plays a paused audio element, or pauses a playing one. A browser may refuse to play (its autoplay
 * policy, a missing file): `refused` is then called, so the button can read Play again.
 */
export function togglePlayback(element: HTMLMediaElement | null, refused: () => void): void {
  if (!element) return;
  // jsdom's play() returns nothing, a browser's a promise.
  if (element.paused) void element.play()?.catch(refused);
  else element.pause();
}
