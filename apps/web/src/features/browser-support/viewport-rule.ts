import { viewportCheckIntervalMs, viewportContent } from '@espace/domain/display/viewport';

/**
 * docs/product/screens-and-routes.md#small-screens: every second, the viewport meta follows the window width. Zoom is allowed unless the
 * tenant turned `lockZoomOnPhones` on (docs/browsers.md: WCAG 1.4.4 fails then, under 768 px);
 * `lockZoom` reads the switch of the tenant known now. Polling rather than resize events is the
 * original rule: it also catches rotations and browser chrome changes that fire no resize. Returns a
 * stop function.
 */
export function startViewportRule(win: Window = window, lockZoom: () => boolean = () => false): () => void {
  const adjust = () => {
    let meta = win.document.querySelector<HTMLMetaElement>('meta[name="viewport"]');
    if (!meta) {
      meta = win.document.createElement('meta');
      meta.name = 'viewport';
      win.document.head.append(meta);
    }
    const content = viewportContent(win.innerWidth, lockZoom());
    // Writing the same content again would make some mobile browsers re-layout.
    if (meta.content !== content) meta.content = content;
  };
  adjust();
  const timer = win.setInterval(adjust, viewportCheckIntervalMs);
  return () => win.clearInterval(timer);
}
