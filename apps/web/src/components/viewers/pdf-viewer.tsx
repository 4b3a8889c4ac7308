import { lazy, Suspense } from 'react';
import type { PdfViewerProps } from './pdf-viewer-props';
import { useTranslation } from '../../lib/i18n/use-translation';

// pdf.js is large: its chunk (and its worker) load only when a PDF is on screen.
const PdfDocument = lazy(() => import('./pdf-document'));

/** A PDF shown page by page with previous and next (docs/product/screens-and-routes.md#viewers). */
export function PdfViewer(props: PdfViewerProps) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <p className="page-status" role="status">
          {t('viewers.pdf.loading')}
        </p>
      }
    >
      <PdfDocument key={props.src} {...props} />
    </Suspense>
  );
}
