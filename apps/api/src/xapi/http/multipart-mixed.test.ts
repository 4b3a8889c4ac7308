import { describe, expect, it } from 'vitest';
import { joinMultipart, multipartBoundary, splitMultipart } from './multipart-mixed';

describe('multipart/mixed', () => {
  it('reads the boundary of the specification’s own example, quoted with odd characters', () => {
    expect(multipartBoundary(`multipart/mixed; boundary="abcABC0123'()+_,-./:=?"`)).toBe(`abcABC0123'()+_,-./:=?`);
    expect(multipartBoundary('multipart/mixed;boundary=xyz')).toBe('xyz');
    expect(multipartBoundary('application/json')).toBeNull();
  });

  it('splits parts and keeps their bytes exactly', () => {
    const binary = Buffer.from([0, 13, 10, 45, 45, 255]);
    const body = joinMultipart(
      [
        { headers: { 'content-type': 'application/json' }, body: Buffer.from('{"a":1}') },
        { headers: { 'content-type': 'application/octet-stream', 'x-experience-api-hash': 'abc' }, body: binary },
      ],
      'b0und',
    );
    const parts = splitMultipart(Buffer.concat([Buffer.from('preamble\r\n'), body]), 'b0und');
    expect(parts?.map((part) => part.headers)).toEqual([
      { 'content-type': 'application/json' },
      { 'content-type': 'application/octet-stream', 'x-experience-api-hash': 'abc' },
    ]);
    expect(parts?.[0]?.body.toString()).toBe('{"a":1}');
    expect(parts?.[1]?.body.equals(binary)).toBe(true);
  });

  it('refuses a body without the closing delimiter', () => {
    expect(splitMultipart(Buffer.from('--x\r\ncontent-type: a/b\r\n\r\nbody'), 'x')).toBeNull();
    expect(splitMultipart(Buffer.from('no boundary here'), 'x')).toBeNull();
  });
});
