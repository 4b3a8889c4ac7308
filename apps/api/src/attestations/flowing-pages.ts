import type { PDFDocument, PDFFont, RGB } from 'pdf-lib';
import { fitted, wrapped } from '../certificates/pdf-drawing';
import type { StructureKind, TaggedDocument } from '../certificates/tagged-pdf';

/** A4 portrait, in points. */
export const PAGE = { width: 595, height: 842 } as const;
export const MARGIN = 56;
export const WIDTH = PAGE.width - 2 * MARGIN;
const BAND = 10;
/** Where each page's content starts, under the band. */
const TOP = PAGE.height - 48;
/** Where content stops, above the footer's rule. */
const BOTTOM = 72;
const FOOTER = { rule: 52, baseline: 36 } as const;

export interface Style {
  font: PDFFont;
  size: number;
  colour: RGB;
}

/** Lines already wrapped, drawn from `x` in one style. */
interface Block extends Style {
  lines: string[];
  x: number;
}

/** The distance from a line's top to the next line's: room for Open Sans's accents above and descenders below. */
export const leading = (size: number) => size * 1.45;
export const heightOf = (block: Block) => block.lines.length * leading(block.size);
/** A line's baseline, given its top. */
const baseline = (top: number, size: number) => top - size * 1.05;
const drawn = ({ font, size, colour }: Style) => ({ font, size, color: colour });

/**
 * Lines as drawn: each ends with the space it broke at, but the element's last, so that text read
 * from the structure (assistive technology, copy and paste) keeps its words apart.
 */
const withBreaks = (lines: string[], endsElement: boolean) => lines.map((line, index) => (index < lines.length - 1 || !endsElement ? `${line} ` : line));

/** `text` wrapped to `width` (the text column by default), a word wider than that shortened; `maxLines` bounds what must fit on one page. */
export function blockOf(text: string, style: Style, { x = MARGIN, width = WIDTH, maxLines = Number.POSITIVE_INFINITY } = {}): Block {
  return { ...style, lines: wrapped(style.font, text, style.size, width, maxLines), x };
}

/**
 * A4 pages filled from the top, each with a band in the tenant's colour: a line that would reach the
 * footer goes onto a new page, what must stay together starts one when it does not fit, and each
 * page gets its footer once their count is known.
 */
export function flowingPages(pdf: PDFDocument, tagged: TaggedDocument, band: RGB) {
  let y = TOP;
  const start = () => {
    const next = pdf.addPage([PAGE.width, PAGE.height]);
    tagged.artifact(next, () => next.drawRectangle({ x: 0, y: PAGE.height - BAND, width: PAGE.width, height: BAND, color: band }));
    y = TOP;
    return next;
  };
  let page = start();
  const fits = (height: number) => y - height >= BOTTOM;

  return {
    get page() {
      return page;
    },
    get y() {
      return y;
    },
    fits,
    down(height: number) {
      y -= height;
    },
    /** Starts a new page unless `height` fits on this one: what is kept together is split only when taller than a page. */
    keep(height: number) {
      if (!fits(height) && height <= TOP - BOTTOM) page = start();
    },
    /**
     * Draws a block as one element of the reading order, line after line: its lines on one page are
     * one marked content, and a block that flows onto the next page stays the same element.
     */
    write(kind: StructureKind, block: Block) {
      const draw = tagged.element(kind);
      let onPage: { text: string; baseline: number }[] = [];
      const flush = () => {
        const [lines, target] = [onPage, page];
        if (lines.length > 0) draw(target, () => lines.forEach((line) => target.drawText(line.text, { x: block.x, y: line.baseline, ...drawn(block) })));
        onPage = [];
      };
      for (const text of withBreaks(block.lines, true)) {
        if (!fits(leading(block.size))) {
          flush();
          page = start();
        }
        onPage.push({ text, baseline: baseline(y, block.size) });
        y -= leading(block.size);
      }
      flush();
    },
    /** Draws blocks side by side from the same top, as one paragraph read from left to right, kept on one page. */
    row(...blocks: Block[]) {
      const height = Math.max(0, ...blocks.map(heightOf));
      if (height === 0) return;
      if (!fits(height)) page = start();
      const [top, target] = [y, page];
      tagged.element('P')(target, () =>
        blocks.forEach((block, at) =>
          withBreaks(block.lines, at === blocks.length - 1).forEach((text, index) =>
            target.drawText(text, { x: block.x, y: baseline(top - index * leading(block.size), block.size), ...drawn(block) }),
          ),
        ),
      );
      y -= height;
    },
    /** Each page's footer, under a rule: `left` at the left, shortened if need be, `right(page, pages)` at the right; pagination, which assistive technology skips. */
    footers(left: string, right: (page: number, pages: number) => string, style: Style, rule: RGB) {
      const pages = pdf.getPages();
      pages.forEach((each, index) => {
        const label = right(index + 1, pages.length);
        const labelWidth = style.font.widthOfTextAtSize(label, style.size);
        const name = fitted(style.font, left, style.size, WIDTH - labelWidth - 24, style.size).text;
        tagged.artifact(
          each,
          () => {
            each.drawLine({ start: { x: MARGIN, y: FOOTER.rule }, end: { x: PAGE.width - MARGIN, y: FOOTER.rule }, thickness: 0.5, color: rule });
            each.drawText(name, { x: MARGIN, y: FOOTER.baseline, ...drawn(style) });
            each.drawText(label, { x: PAGE.width - MARGIN - labelWidth, y: FOOTER.baseline, ...drawn(style) });
          },
          'Footer',
        );
      });
    },
  };
}
