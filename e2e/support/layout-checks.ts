import type { Page } from '@playwright/test';

/** The smallest target a pointer must be able to hit (WCAG 2.2 2.5.8, AA). */
const MIN_TARGET = 24;

/**
 * What a learner would notice is wrong with the screen's layout, as
 * sentences naming the element: the document scrolls sideways; a visible text is clipped by a
 * box that hides its overflow, or runs out of its own block; two visible texts overlap; a
 * control is smaller than 24×24 px. With a modal dialog open, only the dialog is read (the rest
 * sits under its overlay). Texts in a layer drawn over the page (fixed, sticky, or absolute with
 * a z-index: the footer, a menu, a tooltip) are compared only within their layer.
 *
 * Exceptions, each the one the rule itself allows: a link, a glossary term or a word to pick
 * inside a sentence (WCAG 2.5.8 "inline"), a native checkbox or radio whose label is the target, text the author
 * set to scroll (an `overflow: auto` box), and content inside frames (another document).
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate((minTarget) => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) {
      // Named by the first element that reaches past the right edge, the one to look at.
      const wide = [...document.body.querySelectorAll('*')].find((element) => element.getBoundingClientRect().right > root.clientWidth + 1);
      const culprit = wide
        ? `, first past the edge: ${wide.tagName.toLowerCase()}${typeof wide.className === 'string' && wide.className ? `.${wide.className.trim().split(/\s+/).join('.')}` : ''}`
        : '';
      problems.push(`the page scrolls sideways (${root.scrollWidth} px wide for ${root.clientWidth} px${culprit})`);
    }

    const style = (element: Element) => getComputedStyle(element);
    const shown = (element: Element): boolean => {
      // Inside a closed <details> (content-visibility: hidden), boxes are laid out but never drawn.
      if (!element.checkVisibility()) return false;
      for (let node: Element | null = element; node; node = node.parentElement) {
        const css = style(node);
        if (css.display === 'none' || css.visibility === 'hidden' || css.opacity === '0') return false;
      }
      const rect = element.getBoundingClientRect();
      // Visually hidden text (for screen readers) is a 1 px box.
      return rect.width > 1 && rect.height > 1;
    };
    const name = (element: Element): string => {
      const label = element.getAttribute('aria-label') ?? element.textContent?.trim().replace(/\s+/g, ' ') ?? '';
      const classes = typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : '';
      return `${element.tagName.toLowerCase()}${classes} « ${label.slice(0, 40)} »`;
    };
    // A layer: what is drawn over the page on purpose (a fixed footer, a sticky header, a menu or a tooltip over the content).
    const layerOf = (element: Element): Element | null => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const css = style(node);
        if (css.position === 'fixed' || css.position === 'sticky' || (css.position === 'absolute' && css.zIndex !== 'auto')) return node;
      }
      return null;
    };

    const modals = [...document.querySelectorAll('[role="dialog"][aria-modal="true"], [role="alertdialog"]')].filter(shown);
    const scope: Element = modals.at(-1) ?? document.body;

    // Texts: every non-blank text node in view, with its line boxes.
    interface Text {
      element: Element;
      rects: DOMRect[];
      layer: Element | null;
    }
    const texts: Text[] = [];
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) => {
        const parent = node.parentElement;
        if (!parent || !node.textContent?.trim()) return NodeFilter.FILTER_REJECT;
        if (parent.closest('script, style, noscript, template, svg title, option')) return NodeFilter.FILTER_REJECT;
        return NodeFilter.FILTER_ACCEPT;
      },
    });
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement as Element;
      if (!shown(element)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 1 && rect.height > 1);
      if (rects.length > 0) texts.push({ element, rects, layer: layerOf(element) });
    }

    const block = (element: Element): Element => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const display = style(node).display;
        if (!display.startsWith('inline') && display !== 'contents') return node;
      }
      return document.body;
    };
    for (const text of texts) {
      // Clipped: an ancestor that hides its overflow cuts the text.
      for (let node: Element | null = text.element; node && node !== document.body; node = node.parentElement) {
        const css = style(node);
        const hides = (value: string) => value === 'hidden' || value === 'clip';
        if (!hides(css.overflowX) && !hides(css.overflowY) && css.textOverflow !== 'ellipsis') continue;
        const box = node.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) break;
        const cut = text.rects.some(
          (rect) =>
            (hides(css.overflowX) || css.textOverflow === 'ellipsis' ? rect.left < box.left - 1 || rect.right > box.right + 1 : false) ||
            (hides(css.overflowY) ? rect.top < box.top - 1 || rect.bottom > box.bottom + 1 : false),
        );
        const ellipsised = css.textOverflow === 'ellipsis' && node.scrollWidth > node.clientWidth + 1;
        if (cut || ellipsised) problems.push(`text cut by its box: ${name(text.element)} in ${name(node)}`);
        break;
      }
      // Out of its block: a word wider than its column, or a box too small for its text.
      const container = block(text.element);
      const scrolls = (element: Element) => ['auto', 'scroll'].includes(style(element).overflowX);
      if (!scrolls(container) && !text.element.closest('[class*="table"], table')) {
        const box = container.getBoundingClientRect();
        if (text.rects.some((rect) => rect.right > box.right + 2 || rect.left < box.left - 2))
          problems.push(`text runs out of its box: ${name(text.element)} in ${name(container)}`);
      }
    }

    // Overlaps: two texts of different elements of the same layer sharing area.
    for (let first = 0; first < texts.length; first += 1) {
      for (let second = first + 1; second < texts.length; second += 1) {
        const a = texts[first] as Text;
        const b = texts[second] as Text;
        if (a.layer !== b.layer || a.element === b.element || a.element.contains(b.element) || b.element.contains(a.element)) continue;
        const overlapping = a.rects.some((one) =>
          b.rects.some((other) => {
            const width = Math.min(one.right, other.right) - Math.max(one.left, other.left);
            const height = Math.min(one.bottom, other.bottom) - Math.max(one.top, other.top);
            return width > 2 && height > 2 && width * height > 0.2 * Math.min(one.width * one.height, other.width * other.height);
          }),
        );
        if (overlapping) problems.push(`texts overlap: ${name(a.element)} and ${name(b.element)}`);
      }
    }

    // Targets.
    const controls = scope.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="checkbox"], [role="radio"], [role="link"], [role="tab"], [role="menuitem"], [role="switch"], [tabindex]:not([tabindex="-1"])',
    );
    for (const control of controls) {
      if (!shown(control) || control.closest('[aria-hidden="true"]')) continue;
      const rect = control.getBoundingClientRect();
      if (rect.width >= minTarget - 0.5 && rect.height >= minTarget - 0.5) continue;
      // In a sentence: an inline control in a block of text that holds words of its own (a link, a glossary term, a word to pick).
      const line = block(control);
      const textBlock = ['block', 'list-item', 'table-cell'].includes(style(line).display);
      const wordsAround = () => {
        const words = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
        for (let node = words.nextNode(); node; node = words.nextNode()) {
          if (node.textContent?.trim() && !node.parentElement?.closest('a, button, input, select, textarea, [role="button"], [role="checkbox"]')) return true;
        }
        return false;
      };
      const inSentence = style(control).display.startsWith('inline') && line !== control && textBlock && wordsAround();
      const label =
        control instanceof HTMLInputElement && ['checkbox', 'radio'].includes(control.type) ? (control.closest('label') ?? control.labels?.[0] ?? null) : null;
      const labelled = label !== null && label.getBoundingClientRect().height >= minTarget - 0.5 && label.getBoundingClientRect().width >= minTarget - 0.5;
      if (inSentence || labelled) continue;
      problems.push(`a control smaller than ${minTarget}×${minTarget}: ${name(control)} (${Math.round(rect.width)}×${Math.round(rect.height)})`);
    }

    // A check box or radio button on the line of its label, as every form of the product lays them
    // out: its box within the label's first line's height, not stacked above it.
    for (const input of scope.querySelectorAll<HTMLInputElement>('input[type="checkbox"], input[type="radio"]')) {
      if (!shown(input) || input.closest('[aria-hidden="true"]')) continue;
      const label = input.labels?.[0];
      if (!label || label.contains(input) || !shown(label)) continue;
      const box = input.getBoundingClientRect();
      const text = label.getBoundingClientRect();
      if (box.width < 2 || text.width < 2) continue;
      const lineHeight = parseFloat(style(label).lineHeight) || parseFloat(style(label).fontSize) * 1.5;
      if (box.bottom <= text.top + 1 || box.top >= text.top + lineHeight) problems.push(`a check box off its label's line: ${name(label)}`);
    }
    return [...new Set(problems)];
  }, MIN_TARGET);
}

/**
 * The site footer's own rule (docs/product/screens-and-routes.md#site-footer): from 1366 px its
 * entries share one row, their links at one top offset. A screen without the footer has nothing to
 * say; at narrower widths it wraps, and layoutProblems tells whether it widens the page.
 */
export function footerRowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const links = [...document.querySelectorAll('.site-footer nav a')];
    const tops = new Set(links.map((link) => Math.round(link.getBoundingClientRect().top)));
    return tops.size > 1 ? [`the site footer's ${links.length} links take ${tops.size} rows`] : [];
  });
}
