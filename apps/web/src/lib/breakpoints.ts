/**
 * SPEC §9 breakpoints (min-width, px). CSS cannot import these (custom media
 * would need a PostCSS step), so stylesheets repeat the numbers with a comment
 * naming the breakpoint.
 */
export const breakpoints = { xs: 768, sm: 992, md: 1200, lg: 1920 } as const;
export type Breakpoint = keyof typeof breakpoints;

export const minWidth = (name: Breakpoint): string => `(min-width: ${breakpoints[name]}px)`;
