import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { certificationRef, certificationRefPattern } from './certification';

describe('certificationRef', () => {
  it.each([
    [[0, 0, 0, 0, 0, 0, 0, 0], 'CERT-0000-0000'],
    [[7, 19, 3, 22, 23, 9, 31, 30], 'CERT-7K3P-Q9ZY'],
    [[32, 33, 255, 224, 0, 0, 0, 1, 99], 'CERT-01Z0-0001'],
  ])('%j → %s', (bytes, expected) => {
    expect(certificationRef(Uint8Array.from(bytes))).toBe(expected);
  });

  it('refuses too few bytes', () => {
    expect(() => certificationRef(new Uint8Array(3))).toThrow(RangeError);
  });

  it('always has the documented shape', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 8, maxLength: 16 }), (bytes) => {
        expect(certificationRef(bytes)).toMatch(certificationRefPattern);
      }),
    );
  });
});
