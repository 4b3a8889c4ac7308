import { getDocument, GlobalWorkerOptions, TextLayer } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import './pdf-text-layer.css';

// Vite emits the worker as its own file of this site (the CSP allows scripts of 'self' only).
GlobalWorkerOptions.workerSrc = workerUrl;

interface PdfRender {
  promise: Promise<void>;
  cancel: () => void;
}

export interface PdfHandle {
  pageCount: number;
  /**
   * Draws a page into the canvas, scaled to the given CSS width, sharp on high-density screens, and
   * lays its text over it in `textLayer` (pdf.js's text layer: transparent text where the glyphs
   * are, so it can be selected, searched, and read by screen readers).
   */
  renderPage: (pageNumber: number, canvas: HTMLCanvasElement, textLayer: HTMLElement, cssWidth: number) => PdfRender;
  destroy: () => Promise<void>;
}

/** Opens a PDF with pdf.js, without eval (the CSP forbids it). */
export async function openPdf(src: string): Promise<PdfHandle> {
  const task = getDocument({ url: src, isEvalSupported: false });
  const document = await task.promise;
  return {
    pageCount: document.numPages,
    renderPage(pageNumber, canvas, textLayer, cssWidth) {
      let cancelled = false;
      let cancelTasks: () => void = () => {
        cancelled = true;
      };
      const promise = document.getPage(pageNumber).then(async (page) => {
        if (cancelled) return;
        const ratio = window.devicePixelRatio || 1;
        const natural = page.getViewport({ scale: 1 });
        const scale = cssWidth / natural.width;
        const viewport = page.getViewport({ scale: scale * ratio });
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
        const drawing = page.render({ canvas, viewport });
        // The text layer is laid out in CSS pixels; pdf_viewer.css's variables size it (pdf-text-layer.css).
        textLayer.replaceChildren();
        textLayer.style.setProperty('--scale-factor', String(scale));
        const text = new TextLayer({ textContentSource: page.streamTextContent(), container: textLayer, viewport: page.getViewport({ scale }) });
        cancelTasks = () => {
          drawing.cancel();
          text.cancel();
        };
        await Promise.all([drawing.promise, text.render()]);
      });
      return { promise, cancel: () => cancelTasks() };
    },
    destroy: () => task.destroy(),
  };
}
