import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { PdfViewerProps } from './pdf-viewer-props';
import { type PdfHandle, openPdf } from './pdf-loader';
import './viewers.css';

type Status = 'loading' | 'ready' | 'failed';

/**
 * The pdf.js side of PdfViewer; loaded lazily with pdf.js itself. Keyed by `src`, so another file
 * starts afresh. Each page is a canvas with pdf.js's text layer over it, in a region named after
 * the page: its text can be read, selected and found. The file itself is offered
 * for download, for an assistive technology of the learner's own.
 */
export default function PdfDocument({ src, title }: PdfViewerProps) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const textLayer = useRef<HTMLDivElement>(null);
  const [pdf, setPdf] = useState<PdfHandle | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [page, setPage] = useState(1);

  useEffect(() => {
    let current: PdfHandle | null = null;
    let cancelled = false;
    openPdf(src).then(
      (handle) => {
        current = handle;
        if (cancelled) void handle.destroy();
        else setPdf(handle);
      },
      () => !cancelled && setStatus('failed'),
    );
    return () => {
      cancelled = true;
      void current?.destroy();
    };
  }, [src]);

  // The width the page may take: the viewer's, not the page box's own (which fits the canvas). The
  // page is drawn again when it changes (a phone turned, a window resized): pdf.js gives the text
  // layer the width it was drawn at, and a layer wider than the screen would scroll it sideways.
  const viewer = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = viewer.current;
    if (!element) return undefined;
    const measure = () => setWidth(Math.round(element.clientWidth) || 800);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const target = canvas.current;
    const text = textLayer.current;
    if (!pdf || !target || !text || width === 0) return undefined;
    const render = pdf.renderPage(page, target, text, width);
    render.promise.then(
      () => setStatus('ready'),
      (error: unknown) => {
        // A render cancelled by the next page is not a failure.
        if ((error as { name?: string } | null)?.name !== 'RenderingCancelledException') setStatus('failed');
      },
    );
    return () => render.cancel();
  }, [pdf, page, width]);

  // A page turned from the controls, which stay at the bottom of the screen (viewers.css), opens at
  // its top: the learner reads on from there, not from where the last page ended.
  const pageBox = useRef<HTMLElement>(null);
  const turned = useRef(false);
  useEffect(() => {
    const box = pageBox.current;
    if (!turned.current || !box) return;
    turned.current = false;
    if (box.getBoundingClientRect().top < 0) box.scrollIntoView?.({ block: 'start' });
  }, [page]);

  const count = pdf?.pageCount ?? 0;
  const go = (next: number) => {
    if (next < 1 || next > count || next === page) return;
    turned.current = true;
    setPage(next);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowLeft: -1, PageUp: -1, ArrowRight: 1, PageDown: 1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    go(page + step);
  };

  return (
    <div ref={viewer} className="pdf-viewer">
      {status === 'failed' ? (
        <p className="alert alert--error viewer-message" role="alert">
          {t('viewers.pdf.error')}{' '}
          <a href={src} target="_blank" rel="noreferrer">
            {t('viewers.pdf.download')}
          </a>
        </p>
      ) : (
        <>
          {status === 'loading' && (
            <p className="page-status" role="status">
              {t('viewers.pdf.loading')}
            </p>
          )}
          <section ref={pageBox} className="pdf-viewer__page" aria-label={t('viewers.pdf.page', { page, title })}>
            {/* The text layer carries the words; the picture of them says nothing more. */}
            <canvas ref={canvas} className="pdf-viewer__canvas" aria-hidden="true" />
            <div ref={textLayer} className="textLayer" />
          </section>
        </>
      )}
      {count > 0 && (
        // The arrow keys and Page Up/Down also turn pages while focus is on either button; aria-disabled
        // (not disabled) at the first and last page, so the button keeps the focus.
        <nav className="pdf-viewer__nav" aria-label={t('viewers.pdf.navigation', { title })}>
          <button type="button" className="button button--secondary" onClick={() => go(page - 1)} onKeyDown={onKeyDown} aria-disabled={page <= 1}>
            {t('viewers.pdf.previous')}
          </button>
          <span aria-live="polite">{t('viewers.pdf.pageOf', { page, count })}</span>
          <button type="button" className="button button--secondary" onClick={() => go(page + 1)} onKeyDown={onKeyDown} aria-disabled={page >= count}>
            {t('viewers.pdf.next')}
          </button>
        </nav>
      )}
      {status === 'failed' ? null : (
        <a className="standalone-link pdf-viewer__download" href={src} download>
          {t('viewers.pdf.downloadFile', { title })}
        </a>
      )}
    </div>
  );
}
