/** SPEC §9 xs breakpoint: below it the page may not be zoomed. */
export const noZoomBelowWidth = 768;
/** SPEC §9: the viewport meta is adjusted every second. */
export const viewportCheckIntervalMs = 1000;

const base = 'width=device-width, initial-scale=1';

/** The viewport meta content for a window width (SPEC §9 "no zoom under width 768"). */
export function viewportContent(width: number): string {
  return width < noZoomBelowWidth ? `${base}, maximum-scale=1, user-scalable=no` : base;
}
