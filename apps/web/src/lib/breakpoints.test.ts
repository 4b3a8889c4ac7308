import { describe, expect, it } from 'vitest';
import { breakpoints } from './breakpoints';

describe('breakpoints', () => {
  it('match docs/product/screens-and-routes.md#small-screens', () => {
    expect(breakpoints).toEqual({ xs: 768, sm: 992, md: 1200, lg: 1920 });
  });
});
