/** The sound player's volumes, from quiet to full (docs/product/constants.md#player). */
export const SOUND_VOLUMES = [0.125, 0.45, 1] as const;

/** The volume after the current one, back to the quietest after full (an unknown volume restarts there too). */
export function nextVolume(current: number): number {
  const index = SOUND_VOLUMES.findIndex((volume) => volume === current);
  return SOUND_VOLUMES[(index + 1) % SOUND_VOLUMES.length] ?? SOUND_VOLUMES[0];
}
