import { contentPackageLimits } from '@espace/domain/content/content-package-limits';
import { describe, expect, it } from 'vitest';
import { contentUploadRefusal, uploadPercent } from './content-upload-check';

describe('contentUploadRefusal', () => {
  it.each([
    ['no file', null, 'chooseFirst'],
    ['a .zip', { name: 'program.zip', size: 1000 }, null],
    ['a .ZIP in capitals', { name: 'PROGRAM.ZIP', size: 1000 }, null],
    ['a folder name without extension', { name: 'program', size: 1000 }, 'notZip'],
    ['a .zip.pdf', { name: 'program.zip.pdf', size: 1000 }, 'notZip'],
    ['a .zip at the limit', { name: 'program.zip', size: contentPackageLimits.zipBytes }, null],
    ['a .zip past the limit', { name: 'program.zip', size: contentPackageLimits.zipBytes + 1 }, 'tooLarge'],
  ] as const)('%s', (_, file, expected) => {
    expect(contentUploadRefusal(file)).toBe(expected);
  });
});

describe('uploadPercent', () => {
  it.each([
    [0, 0],
    [0.499, 49],
    [1, 100],
    [1.2, 100],
    [-0.1, 0],
  ])('%d → %d %%', (fraction, percent) => {
    expect(uploadPercent(fraction)).toBe(percent);
  });
});
