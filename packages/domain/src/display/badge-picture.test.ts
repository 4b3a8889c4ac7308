import { describe, expect, it } from 'vitest';
import { badgePicture } from './badge-picture';

describe('badgePicture', () => {
  it.each([
    ['PI', 'gold', undefined, { name: 'pi-gold', pixels: 80 }],
    ['pi', 'silver', 'sm', { name: 'pi-silver', pixels: 48 }],
    ['JOB', 'bronze', 'lg', { name: 'job-bronze', pixels: 128 }],
    ['COMPETENCY', 'none', 'md', { name: 'competency-none', pixels: 80 }],
    ['CERTIFICATION', 'gold', 'lg', { name: 'certification-gold', pixels: 128 }],
    ['SOMETHING_NEW', 'gold', 'sm', { name: 'generic-gold', pixels: 48 }],
  ] as const)('%s %s %s → %o', (type, level, size, picture) => {
    expect(badgePicture(type, level, size)).toEqual(picture);
  });
});
