// A minimal PDF writer: pages of text lines in Helvetica (WinAnsi, so French accents and punctuation show).

/**
 * The characters WinAnsiEncoding places in 0x80–0x9F, where Latin-1 has control codes: the
 * typographic apostrophe, the ellipsis, dashes and quotes, œ and €. Any other character above
 * 0xFF has no glyph in the standard fonts.
 */
const winAnsiExtras = new Map([
  ['€', 0x80],
  ['‚', 0x82],
  ['„', 0x84],
  ['…', 0x85],
  ['‘', 0x91],
  ['’', 0x92],
  ['“', 0x93],
  ['”', 0x94],
  ['•', 0x95],
  ['–', 0x96],
  ['—', 0x97],
  ['œ', 0x9c],
  ['Œ', 0x8c],
]);

/** Text → a PDF string literal in WinAnsi; a character the encoding lacks throws, rather than printing as '?'. */
function pdfString(text) {
  let out = '';
  for (const char of text) {
    const code = winAnsiExtras.get(char) ?? char.charCodeAt(0);
    if (char === '(' || char === ')' || char === '\\') out += `\\${char}`;
    else if (code < 128) out += char;
    else if (code < 256 && (code >= 0xa0 || winAnsiExtras.has(char))) out += `\\${code.toString(8).padStart(3, '0')}`;
    else throw new Error(`No WinAnsi glyph for ${JSON.stringify(char)} in ${JSON.stringify(text)}`);
  }
  return `(${out})`;
}

/** pages: [{ title, lines: [text] }] → the bytes of a valid PDF (with a correct xref table). */
export function encodePdf(pages) {
  const objects = [];
  const add = (body) => {
    objects.push(body);
    return objects.length;
  };
  const catalog = add(null);
  const pagesId = add(null);
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const pageIds = pages.map((page, index) => {
    const commands = ['BT', '/F2 20 Tf', '56 780 Td', `${pdfString(page.title)} Tj`, '/F1 12 Tf', '0 -36 Td'];
    for (const line of page.lines) commands.push(`${pdfString(line)} Tj`, '0 -18 Td');
    commands.push('/F1 9 Tf', `0 ${-(700 - page.lines.length * 18)} Td`, `${pdfString(`Page ${index + 1} / ${pages.length}`)} Tj`, 'ET');
    const stream = commands.join('\n');
    const content = add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
    return add(
      `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${font} 0 R /F2 ${bold} 0 R >> >> /Contents ${content} 0 R >>`,
    );
  });
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R >>`;
  objects[pagesId - 1] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = objects.map((body, index) => {
    const offset = Buffer.byteLength(out, 'latin1');
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
