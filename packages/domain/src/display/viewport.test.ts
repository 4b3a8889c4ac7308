import { describe, expect, it } from 'vitest';
import { viewportContent } from './viewport';

describe('viewportContent', () => {
  it.each([
    [320, 'width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no'],
    [767, 'width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no'],
    [767.5, 'width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no'],
    [768, 'width=device-width, initial-scale=1'],
    [1920, 'width=device-width, initial-scale=1'],
  ])('width %s gives %s', (width, content) => {
    expect(viewportContent(width)).toBe(content);
  });
});
