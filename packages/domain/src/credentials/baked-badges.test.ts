import { describe, expect, it } from 'vitest';
import { isPng, unbakePng, unbakeSvg } from './baked-badges';

const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** A PNG's chunk as bytes (its CRC is not read when unbaking: zeros). */
const chunk = (type: string, data: number[]) => [
  ...[24, 16, 8, 0].map((shift) => (data.length >>> shift) & 0xff),
  ...[...type].map((c) => c.charCodeAt(0)),
  ...data,
  0,
  0,
  0,
  0,
];
const latin1 = (text: string) => [...text].map((c) => c.charCodeAt(0));

describe('baked badges', () => {
  it('reads the credential of an iTXt chunk openbadgecredential, and nothing from another image', () => {
    // {"name":"Léa"}, its é in UTF-8.
    const credential = [...latin1('{"name":"L'), 0xc3, 0xa9, ...latin1('a"}')];
    const png = new Uint8Array([
      ...signature,
      ...chunk('IHDR', new Array(13).fill(0)),
      ...chunk('tEXt', latin1('Comment\0hello')),
      ...chunk('iTXt', [...latin1('openbadgecredential'), 0, 0, 0, 0, 0, ...credential]),
      ...chunk('IEND', []),
    ]);
    expect(isPng(png)).toBe(true);
    expect([...(unbakePng(png) ?? [])]).toEqual(credential);
    expect(unbakePng(new Uint8Array([...signature, ...chunk('IHDR', new Array(13).fill(0)), ...chunk('IEND', [])]))).toBeNull();
    expect(unbakePng(new Uint8Array(latin1('not a png')))).toBeNull();
    // Compressed text is not how baking writes it.
    expect(
      unbakePng(new Uint8Array([...signature, ...chunk('iTXt', [...latin1('openbadgecredential'), 0, 1, 0, 0, 0, 1, 2]), ...chunk('IEND', [])])),
    ).toBeNull();
    // Cut short: nothing read past the end.
    expect(unbakePng(png.subarray(0, 40))).toBeNull();
  });

  it('reads the credential of an SVG, in CDATA or not', () => {
    const svg = (inner: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:openbadges="https://purl.imsglobal.org/ob/v3p0"><openbadges:credential>${inner}</openbadges:credential><circle r="4"/></svg>`;
    expect(unbakeSvg(svg('<![CDATA[ {"a":"<b>"} ]]>'))).toBe('{"a":"<b>"}');
    expect(unbakeSvg(svg('{"a":1}'))).toBe('{"a":1}');
    // Entities outside CDATA are text; a CDATA section split around `]]>` joins back.
    expect(unbakeSvg(svg('{&quot;a&quot;:&quot;&lt;b&gt; &amp; &#233;&#x20AC;&quot;}'))).toBe('{"a":"<b> & é€"}');
    expect(unbakeSvg(svg('<![CDATA[{"a":"x ]]]]><![CDATA[> y"}]]>'))).toBe('{"a":"x ]]> y"}');
    expect(unbakeSvg('<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>')).toBeNull();
  });
});
