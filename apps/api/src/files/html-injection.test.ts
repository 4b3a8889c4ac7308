import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { INJECTION_LOOKAHEAD_BYTES, injectIntoHtml, injectionOffset } from './html-injection';

const BOM = '\xef\xbb\xbf';

/** Each document marks with ‸ where the injected scripts go. */
describe('injectionOffset', () => {
  it.each([
    ['after <head>', '<!doctype html>\n<html lang="fr">\n<head>‸\n<title>x</title><script src="a.js"></script>'],
    ['after <head …> with attributes', '<!DOCTYPE html><html><head data-x="1" class=\'a\'>‸<script>go()</script>'],
    ['before a script that comes before the head', '<html>‸<script>first()</script><head><title>x</title>'],
    ['after a leading <meta charset>, which stays in the first 1024 bytes', '<!doctype html><html><head>\n  <meta charset="utf-8">‸\n  <script>x()</script>'],
    ['after a leading http-equiv content-type', '<html><head><meta http-equiv="Content-Type" content="text/html;charset=utf-8">‸<script>x()</script>'],
    ['before a meta that declares no charset', '<html><head>‸<meta name="viewport" content="width=device-width"><meta charset="utf-8">'],
    ['before <title> when a meta charset is not first', '<html><head>‸<title>t</title><meta charset="utf-8">'],
    ['after <html> when there is no <head>', '<!doctype html><html lang="fr">‸<body><p>x</p>'],
    ['after the doctype when there is neither <html> nor <head>, never before it (quirks mode)', '<!doctype html>‸\n<title>x</title><script>y()</script>'],
    ['at the start of a bare fragment', '‸<p>Bonjour</p><script>z()</script>'],
    ['at the start of text', '‸Bonjour <b>vous</b>'],
    ['after a UTF-8 byte order mark', `${BOM}‸<p>x</p>`],
    ['after a byte order mark and the head', `${BOM}<!doctype html><html><head>‸<script>x()</script>`],
    ['in upper-case tags', '<!DOCTYPE HTML><HTML LANG="FR"><HEAD>\r\n<META CHARSET=UTF-8>‸<SCRIPT>X()</SCRIPT>'],
    ['past comments, a <head> inside one included', '<!-- built by <head> tool --><!doctype html><!-- x --><html><!-- y --><head>‸<script>a()</script>'],
    ['past a processing instruction', '<?xml version="1.0" encoding="utf-8"?><html><head>‸<script>a()</script>'],
    ['not after <header>, which is no head', '<!doctype html>‸<header>x</header>'],
    ['past a > inside an attribute value', '<html data-a="1 > 0"><head title=\'a>b\'>‸<script>a()</script>'],
    ['before a second <head>', '<html><head>‸<head><script>a()</script>'],
    ['after a self-closed head', '<html><head/>‸<script>a()</script>'],
    ['before an end tag', '<html>‸</html>'],
    ['at the end of an empty document', '‸'],
    ['before a comment that does not end', '<!doctype html><html>‸<!-- never closed <head>'],
    ['before a tag cut off by the end of the text', '<!doctype html>‸<html lang="fr'],
  ])('%s', (_what, marked) => {
    const text = marked.replace('‸', '');
    expect(injectionOffset(text)).toBe(marked.indexOf('‸'));
  });
});

async function collect(pieces: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const out: Uint8Array[] = [];
  for await (const piece of pieces) out.push(piece);
  return Buffer.concat(out);
}
const source = (...pieces: (string | Buffer)[]) => Readable.from(pieces.map((piece) => (typeof piece === 'string' ? Buffer.from(piece) : piece)));
const markup = Buffer.from('<script src="/s.js"></script>');

describe('injectIntoHtml', () => {
  it('puts the markup at its place and keeps every other byte, UTF-8 included', async () => {
    const document = '<!doctype html><html><head><meta charset="utf-8"><title>Été</title></head><body>Accueil réussi</body></html>';
    const out = await collect(injectIntoHtml(source(document.slice(0, 20), document.slice(20)), markup));
    expect(out.toString('utf8')).toBe(document.replace('<meta charset="utf-8">', `<meta charset="utf-8">${markup.toString()}`));
  });

  it('finds the head when the pieces cut its tag in two', async () => {
    const out = await collect(injectIntoHtml(source('<html><he', 'ad><script>a()</script>'), markup));
    expect(out.toString()).toBe(`<html><head>${markup.toString()}<script>a()</script>`);
  });

  it('holds no more than the lookahead of a large document: the beginning and the markup go out before the rest is read', async () => {
    const head = '<!doctype html><html><head>';
    const filler = Buffer.alloc(INJECTION_LOOKAHEAD_BYTES, 'a');
    const events: string[] = [];
    async function* pieces() {
      yield Buffer.from(head);
      yield filler;
      events.push('read the rest');
      yield Buffer.from('<p>end</p>');
    }
    const out: Uint8Array[] = [];
    for await (const piece of injectIntoHtml(pieces(), markup)) {
      out.push(piece);
      events.push(`sent ${Buffer.from(piece).toString().slice(0, 30)}`);
    }
    expect(events).toEqual([`sent ${head}`, `sent ${markup.toString().slice(0, 30)}`, `sent ${'a'.repeat(30)}`, 'read the rest', 'sent <p>end</p>']);
    expect(Buffer.concat(out).toString()).toBe(`${head}${markup.toString()}${filler.toString()}<p>end</p>`);
  });

  it('keeps a byte order mark first', async () => {
    const out = await collect(injectIntoHtml(source(Buffer.from([0xef, 0xbb, 0xbf]), '<p>x</p>'), markup));
    expect([...out.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(out.subarray(3).toString()).toBe(`${markup.toString()}<p>x</p>`);
  });
});
