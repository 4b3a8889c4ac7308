/**
 * Breakpoints (min-width, px; docs/product/screens-and-routes.md#small-screens). CSS cannot import these (custom media
 * would need a PostCSS step), so stylesheets repeat the numbers with a comment
 * naming the breakpoint.
 */
export const breakpoints = { xs: 768, sm: 992, md: 1200, lg: 1920 } as const;
