import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openPdf } from './pdf-loader';
import { PdfViewer } from './pdf-viewer';
import { renderViewer } from '../../test/render-viewer';

// pdf.js does not run in jsdom: the loader is replaced by a three-page document.
vi.mock('./pdf-loader', () => ({ openPdf: vi.fn() }));

const renderPage = vi.fn(() => ({ promise: Promise.resolve(), cancel: () => undefined }));

describe('PdfViewer', () => {
  beforeEach(() => {
    renderPage.mockClear();
    vi.mocked(openPdf).mockResolvedValue({ pageCount: 3, renderPage, destroy: () => Promise.resolve() });
  });

  it('shows page 1 of 3 and turns pages with previous and next', async () => {
    const { user } = await renderViewer(<PdfViewer src="/fiche.pdf" title="Fiche" />);
    expect(await screen.findByText('Page 1 sur 3')).toBeInTheDocument();
    expect(openPdf).toHaveBeenCalledWith('/fiche.pdf');
    expect(screen.getByRole('region', { name: 'Page 1 du document Fiche' })).toBeInTheDocument();
    // The file itself, for the learner's own tools.
    expect(screen.getByRole('link', { name: 'Télécharger le PDF\u00a0: Fiche' })).toHaveAttribute('download');
    expect(screen.getByRole('button', { name: 'Page précédente' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(screen.getByText('Page 2 sur 3')).toBeInTheDocument();
    expect(renderPage).toHaveBeenLastCalledWith(2, expect.any(HTMLCanvasElement), expect.any(HTMLDivElement), expect.any(Number));
    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(screen.getByRole('button', { name: 'Page suivante' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(screen.getByText('Page 3 sur 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page précédente' }));
    expect(screen.getByText('Page 2 sur 3')).toBeInTheDocument();
  });

  it('turns pages with the arrow keys while a page button has the focus', async () => {
    const { user } = await renderViewer(<PdfViewer src="/fiche.pdf" title="Fiche" />);
    await screen.findByText('Page 1 sur 3');
    screen.getByRole('button', { name: 'Page suivante' }).focus();
    await user.keyboard('{ArrowRight}{PageDown}');
    expect(screen.getByText('Page 3 sur 3')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Page précédente' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('Page 2 sur 3')).toBeInTheDocument();
  });

  it('opens a page turned from below its top at its top, and leaves the screen alone otherwise', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    let pageTop = 0;
    const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      return { top: this.classList.contains('pdf-viewer__page') ? pageTop : 0 } as DOMRect;
    });
    try {
      const { user } = await renderViewer(<PdfViewer src="/fiche.pdf" title="Fiche" />);
      await screen.findByText('Page 1 sur 3');
      await user.click(screen.getByRole('button', { name: 'Page suivante' }));
      expect(scrolled).toEqual([]);
      // Read down to the end of page 2, its top out of sight: page 3 opens at its top.
      pageTop = -900;
      await user.click(screen.getByRole('button', { name: 'Page suivante' }));
      expect(scrolled).toEqual([screen.getByRole('region', { name: 'Page 3 du document Fiche' })]);
    } finally {
      rect.mockRestore();
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('offers the file itself when it cannot be shown', async () => {
    vi.mocked(openPdf).mockRejectedValue(new Error('broken'));
    await renderViewer(<PdfViewer src="/broken.pdf" title="Fiche" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Le document n’a pas pu être affiché.');
    expect(screen.getByRole('link', { name: 'Ouvrir le PDF' })).toHaveAttribute('href', '/broken.pdf');
  });
});
