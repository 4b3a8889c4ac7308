import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderViewer, stubScreen } from '../../test/render-viewer';
import { FloatingWindow } from './floating-window';

const at = { initialPosition: () => ({ left: 100, top: 80 }) };

describe('FloatingWindow', () => {
  afterEach(() => stubScreen(false));

  it('is a named, non-modal window that takes the focus and closes with its button', async () => {
    stubScreen(false);
    const onClose = vi.fn();
    const { user } = await renderViewer(
      <FloatingWindow title="Ressources" onClose={onClose} defaultWidth={850} defaultHeight={500} {...at}>
        <p>contenu</p>
      </FloatingWindow>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Ressources' });
    expect(dialog).toHaveAttribute('aria-modal', 'false');
    expect(dialog).toHaveFocus();
    expect(dialog).toHaveStyle({ left: '100px', top: '80px', width: '850px', height: '500px' });
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape from inside', async () => {
    stubScreen(false);
    const onClose = vi.fn();
    const { user } = await renderViewer(
      <FloatingWindow title="Tutoriel" onClose={onClose} defaultWidth={870} defaultHeight={630}>
        <button type="button">dedans</button>
      </FloatingWindow>,
    );
    await user.click(screen.getByRole('button', { name: 'dedans' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('moves with the arrow keys on its move handle (Shift for bigger steps)', async () => {
    stubScreen(false);
    const { user } = await renderViewer(
      <FloatingWindow title="Ressources" onClose={() => undefined} defaultWidth={500} {...at}>
        <p>contenu</p>
      </FloatingWindow>,
    );
    const handle = screen.getByRole('button', { name: 'Déplacer la fenêtre Ressources' });
    expect(handle).toHaveAccessibleDescription(/flèches/);
    handle.focus();
    await user.keyboard('{ArrowRight}{ArrowDown}{Shift>}{ArrowRight}{/Shift}');
    expect(screen.getByRole('dialog')).toHaveStyle({ left: '160px', top: '90px' });
  });

  it('moves when dragged by its title bar (mouse, touch and pen share pointer events)', async () => {
    stubScreen(false);
    await renderViewer(
      <FloatingWindow title="Ressources" onClose={() => undefined} defaultWidth={500} {...at}>
        <p>contenu</p>
      </FloatingWindow>,
    );
    const bar = screen.getByRole('heading', { name: 'Ressources' }).parentElement as HTMLElement;
    fireEvent.pointerDown(bar, { pointerId: 1, button: 0, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(bar, { pointerId: 1, clientX: 60, clientY: 40 });
    fireEvent.pointerUp(bar, { pointerId: 1 });
    fireEvent.pointerMove(bar, { pointerId: 1, clientX: 500, clientY: 500 });
    expect(screen.getByRole('dialog')).toHaveStyle({ left: '150px', top: '110px' });
  });

  it('resizes from the keyboard and never below its minimum width of 400', async () => {
    stubScreen(false);
    const { user } = await renderViewer(
      <FloatingWindow title="Ressources" onClose={() => undefined} defaultWidth={420} defaultHeight={300} {...at}>
        <p>contenu</p>
      </FloatingWindow>,
    );
    screen.getByRole('button', { name: 'Redimensionner la fenêtre Ressources' }).focus();
    await user.keyboard('{ArrowDown}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('dialog')).toHaveStyle({ width: '400px', height: '310px' });
  });

  it('opens as a modal dialog on small screens', async () => {
    stubScreen(true);
    const onClose = vi.fn();
    const { user } = await renderViewer(
      <FloatingWindow title="Ressources" onClose={onClose} defaultWidth={850}>
        <p>contenu</p>
      </FloatingWindow>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Ressources' });
    expect(dialog).not.toHaveAttribute('aria-modal', 'false');
    expect(screen.queryByRole('button', { name: /Déplacer/ })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('gives the focus back to what opened it when its modal form closes (WCAG 2.4.3)', async () => {
    stubScreen(true);
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Ressources (1)
          </button>
          {open ? (
            <FloatingWindow title="Ressources" onClose={() => setOpen(false)} defaultWidth={850}>
              <p>contenu</p>
            </FloatingWindow>
          ) : null}
        </>
      );
    }
    const { user } = await renderViewer(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Ressources (1)' }));
    await screen.findByRole('dialog', { name: 'Ressources' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ressources (1)' })).toHaveFocus());
  });

  it('closes the topmost window on Escape from anywhere in the page, leaving the focus there (WCAG 2.4.11)', async () => {
    stubScreen(false);
    const closeResources = vi.fn();
    const closeCalculator = vi.fn();
    const { user } = await renderViewer(
      <>
        <button type="button">Suivant</button>
        <FloatingWindow title="Ressources" onClose={closeResources} defaultWidth={850} {...at}>
          <button type="button">Page suivante</button>
        </FloatingWindow>
        <FloatingWindow title="Calculatrice" onClose={closeCalculator} defaultWidth={280} resizable={false}>
          <p>0</p>
        </FloatingWindow>
      </>,
    );
    const next = screen.getByRole('button', { name: 'Suivant' });
    next.focus();
    await user.keyboard('{Escape}');
    // The calculator, opened last, is on top.
    expect(closeCalculator).toHaveBeenCalledTimes(1);
    expect(closeResources).not.toHaveBeenCalled();
    expect(next).toHaveFocus();
    // Used, the resources window comes on top.
    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    next.focus();
    await user.keyboard('{Escape}');
    expect(closeResources).toHaveBeenCalledTimes(1);
    expect(closeCalculator).toHaveBeenCalledTimes(1);
  });

  it('leaves Escape to what the page closes with it first, and to a modal dialog the focus is in', async () => {
    stubScreen(false);
    const onClose = vi.fn();
    const { user } = await renderViewer(
      <>
        <div role="alertdialog" aria-label="Aucune réponse">
          <button type="button">Rester sur la page</button>
        </div>
        {/* A term whose definition Escape closes (rich-text.tsx). */}
        <button type="button" onKeyDown={(event) => event.key === 'Escape' && event.preventDefault()}>
          accueil
        </button>
        <button type="button">Suivant</button>
        <FloatingWindow title="Ressources" onClose={onClose} defaultWidth={850} {...at}>
          <p>contenu</p>
        </FloatingWindow>
      </>,
    );
    screen.getByRole('button', { name: 'Rester sur la page' }).focus();
    await user.keyboard('{Escape}');
    screen.getByRole('button', { name: 'accueil' }).focus();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    screen.getByRole('button', { name: 'Suivant' }).focus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
