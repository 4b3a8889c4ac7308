import { describe, expect, it } from 'vitest';
import { viewportContent } from './viewport';

const locked = 'width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no';
const free = 'width=device-width, initial-scale=1';

describe('viewportContent', () => {
  it.each([320, 767, 768, 1920])('lets the learner zoom at %s px by default (WCAG 1.4.4)', (width) => {
    expect(viewportContent(width, false)).toBe(free);
  });

  it.each([
    [320, locked],
    [767, locked],
    [767.5, locked],
    [768, free],
    [1920, free],
  ])("with the tenant's lockZoomOnPhones switch on, width %s gives %s (docs/product/screens-and-routes.md#small-screens)", (width, content) => {
    expect(viewportContent(width, true)).toBe(content);
  });
});
