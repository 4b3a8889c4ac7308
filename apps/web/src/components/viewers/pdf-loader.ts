import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

// Vite emits the worker as its own file of this site (the CSP allows scripts of 'self' only).
GlobalWorkerOptions.workerSrc = workerUrl;

export interface PdfRender {
  promise: Promise<void>;
  cancel: () => void;
}

export interface PdfHandle {
  pageCount: number;
  /** Draws a page into the canvas, scaled to the given CSS width, sharp on high-density screens. */
  renderPage: (pageNumber: number, canvas: HTMLCanvasElement, cssWidth: number) => PdfRender;
  destroy: () => Promise<void>;
}

/** Opens a PDF with pdf.js, without eval (the CSP forbids it). */
export async function openPdf(src: string): Promise<PdfHandle> {
  const task = getDocument({ url: src, isEvalSupported: false });
  const document = await task.promise;
  return {
    pageCount: document.numPages,
    renderPage(pageNumber, canvas, cssWidth) {
      let cancelled = false;
      let cancelTask: () => void = () => {
        cancelled = true;
      };
      const promise = document.getPage(pageNumber).then(async (page) => {
        if (cancelled) return;
        const ratio = window.devicePixelRatio || 1;
        const natural = page.getViewport({ scale: 1 });
        const viewport = page.getViewport({ scale: (cssWidth / natural.width) * ratio });
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
        const task = page.render({ canvas, viewport });
        cancelTask = () => task.cancel();
        await task.promise;
      });
      return { promise, cancel: () => cancelTask() };
    },
    destroy: () => task.destroy(),
  };
}
