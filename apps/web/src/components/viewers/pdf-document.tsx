import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PdfViewerProps } from './pdf-viewer-props';
import { type PdfHandle, openPdf } from './pdf-loader';
import './viewers.css';

type Status = 'loading' | 'ready' | 'failed';

/** The pdf.js side of PdfViewer; loaded lazily with pdf.js itself. Keyed by `src`, so another file starts afresh. */
export default function PdfDocument({ src, title }: PdfViewerProps) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
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

  useEffect(() => {
    const target = canvas.current;
    if (!pdf || !target) return undefined;
    const width = target.parentElement?.clientWidth || 800;
    const render = pdf.renderPage(page, target, width);
    render.promise.then(
      () => setStatus('ready'),
      (error: unknown) => {
        // A render cancelled by the next page is not a failure.
        if ((error as { name?: string } | null)?.name !== 'RenderingCancelledException') setStatus('failed');
      },
    );
    return () => render.cancel();
  }, [pdf, page]);

  const count = pdf?.pageCount ?? 0;
  const go = (next: number) => setPage((current) => (next >= 1 && next <= count ? next : current));
  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowLeft: -1, PageUp: -1, ArrowRight: 1, PageDown: 1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    go(page + step);
  };

  return (
    <div className="pdf-viewer">
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
          <div role="img" aria-label={t('viewers.pdf.page', { page, title })}>
            <canvas ref={canvas} className="pdf-viewer__canvas" />
          </div>
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
    </div>
  );
}
