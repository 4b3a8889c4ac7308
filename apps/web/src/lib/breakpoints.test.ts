import { describe, expect, it } from 'vitest';
import { breakpoints, minWidth } from './breakpoints';

describe('breakpoints', () => {
  it('match SPEC §9', () => {
    expect(breakpoints).toEqual({ xs: 768, sm: 992, md: 1200, lg: 1920 });
    expect(minWidth('xs')).toBe('(min-width: 768px)');
  });
});
