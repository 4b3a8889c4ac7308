/**
 * How many bytes of a document's beginning decide where the injected markup goes. A document's
 * head starts well within it; a page whose doctype, comments and `<html>` run longer gets the
 * markup where the scan stopped, a token boundary still.
 */
export const INJECTION_LOOKAHEAD_BYTES = 64 * 1024;

const BOM = '\xef\xbb\xbf';
const WHITESPACE = /[\t\n\f\r ]/;
const TAG_NAME = /[a-zA-Z][^\t\n\f\r />]*/y;

/** The end of the start tag whose name ends at `from` (after its `>`), or -1 when the text stops first; quotes count after `=` only, as the tokenizer reads them. */
function startTagEnd(text: string, from: number): number {
  for (let at = from; at < text.length; at += 1) {
    const char = text[at];
    if (char === '>') return at + 1;
    if (char !== '=') continue;
    at += 1;
    while (at < text.length && WHITESPACE.test(text[at]!)) at += 1;
    const quote = text[at];
    if (quote === '"' || quote === "'") {
      at = text.indexOf(quote, at + 1);
      if (at === -1) return -1;
    } else {
      at -= 1;
    }
  }
  return -1;
}

/** `<meta charset=…>` or `<meta http-equiv="content-type" content="…; charset=…">`: what the browser's prescan of the first 1024 bytes looks for. */
const declaresCharset = (tag: string): boolean => /[\s/"']charset\s*=/i.test(tag) || /[\s/"']http-equiv\s*=\s*["']?content-type/i.test(tag);

/**
 * Where scripts that must run before anything of the document's own go, as an offset into its
 * beginning `text` (decoded as latin1, so that an offset is a byte offset of any ASCII-compatible
 * encoding). The scan reads the tokens that may come before the head's content: a UTF-8 byte
 * order mark, whitespace, comments, the doctype, `<html …>` and `<head …>`, then a leading
 * `<meta charset>`, which stays first so that it stays within the first 1024 bytes; the markup goes
 * before the first other thing (an element, a script, text), which the parser puts into the head
 * after it. Never before the doctype, which would put the document into quirks mode. The same
 * text, a case of upper-case tags or attributes holding `>`, gives the same place.
 */
export function injectionOffset(text: string): number {
  // After the last token read: the markup goes there, before the whitespace that follows.
  let boundary = text.startsWith(BOM) ? BOM.length : 0;
  let seenHtml = false;
  let seenHead = false;
  for (;;) {
    let at = boundary;
    while (at < text.length && WHITESPACE.test(text[at]!)) at += 1;
    let end = -1;
    if (text.startsWith('<!--', at)) {
      end = text.indexOf('-->', at + 4);
      if (end !== -1) end += 3;
    } else if (text.startsWith('<!', at) || text.startsWith('<?', at)) {
      end = text.indexOf('>', at + 2);
      if (end !== -1) end += 1;
    } else if (text[at] === '<') {
      TAG_NAME.lastIndex = at + 1;
      const name = TAG_NAME.exec(text)?.[0].toLowerCase();
      if (name !== undefined) end = startTagEnd(text, at + 1 + name.length);
      if (end === -1) return boundary;
      if (name === 'html' && !seenHtml && !seenHead) seenHtml = true;
      else if (name === 'head' && !seenHead) seenHead = true;
      else return name === 'meta' && declaresCharset(text.slice(at, end)) ? end : boundary;
    }
    if (end === -1) return boundary;
    boundary = end;
  }
}

/**
 * The bytes of an HTML document with `markup` at its `injectionOffset`: the first
 * INJECTION_LOOKAHEAD_BYTES (or the whole document, when shorter) are held to find the place, the
 * rest streams through as it comes.
 */
export async function* injectIntoHtml(source: AsyncIterable<Uint8Array>, markup: Uint8Array): AsyncGenerator<Uint8Array> {
  const held: Uint8Array[] = [];
  let heldBytes = 0;
  let injected = false;
  const inject = function* () {
    const beginning = Buffer.concat(held);
    const offset = injectionOffset(beginning.subarray(0, INJECTION_LOOKAHEAD_BYTES).toString('latin1'));
    injected = true;
    if (offset > 0) yield beginning.subarray(0, offset);
    yield markup;
    if (offset < beginning.length) yield beginning.subarray(offset);
  };
  for await (const piece of source) {
    if (injected) {
      yield piece;
      continue;
    }
    held.push(piece);
    heldBytes += piece.byteLength;
    if (heldBytes >= INJECTION_LOOKAHEAD_BYTES) yield* inject();
  }
  if (!injected) yield* inject();
}
