/** The xs breakpoint (docs/product/screens-and-routes.md#small-screens): below it a tenant may lock the zoom (`lockZoomOnPhones`, docs/browsers.md). */
const noZoomBelowWidth = 768;
/** The viewport meta is adjusted every second (docs/product/constants.md#display). */
export const viewportCheckIntervalMs = 1000;

const base = 'width=device-width, initial-scale=1';

/**
 * The viewport meta content for a window width. Zooming is always allowed (WCAG 1.4.4 Resize text)
 * unless the tenant turned the original "no zoom under width 768" rule on (docs/product/screens-and-routes.md#small-screens): then, below 768 px, pinch-zoom is off.
 */
export function viewportContent(width: number, lockZoomOnPhones: boolean): string {
  return lockZoomOnPhones && width < noZoomBelowWidth ? `${base}, maximum-scale=1, user-scalable=no` : base;
}
