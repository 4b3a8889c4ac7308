/** SPEC §9 xs breakpoint: below it a tenant may lock the zoom (`lockZoomOnPhones`, docs/browsers.md). */
export const noZoomBelowWidth = 768;
/** SPEC §9: the viewport meta is adjusted every second. */
export const viewportCheckIntervalMs = 1000;

const base = 'width=device-width, initial-scale=1';

/**
 * The viewport meta content for a window width. Zooming is always allowed (WCAG 1.4.4 Resize text)
 * unless the tenant turned SPEC §9's "no zoom under width 768" on: then, below 768 px, pinch-zoom is off.
 */
export function viewportContent(width: number, lockZoomOnPhones: boolean): string {
  return lockZoomOnPhones && width < noZoomBelowWidth ? `${base}, maximum-scale=1, user-scalable=no` : base;
}
