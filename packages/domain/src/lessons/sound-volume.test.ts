import { describe, expect, it } from 'vitest';
import { nextVolume } from './sound-volume';

describe('nextVolume', () => {
  it.each([
    [0.125, 0.45],
    [0.45, 1],
    [1, 0.125],
    [0.7, 0.125],
  ])('%d → %d', (current, next) => {
    expect(nextVolume(current)).toBe(next);
  });
});
