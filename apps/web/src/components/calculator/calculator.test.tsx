import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderViewer, stubScreen } from '../../test/render-viewer';
import { Calculator } from './calculator';

async function openCalculator() {
  stubScreen(false);
  const onClose = vi.fn();
  const view = await renderViewer(<Calculator onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: 'Calculatrice' });
  return { ...view, onClose, dialog, display: () => screen.getByLabelText('Résultat') };
}

describe('Calculator widget', () => {
  it('opens 120 px from the top and its width + 50 px from the right edge', async () => {
    const { dialog } = await openCalculator();
    expect(dialog).toHaveStyle({ top: '120px', left: `${window.innerWidth - 280 - 50}px` });
    expect(screen.queryByRole('button', { name: /Redimensionner/ })).not.toBeInTheDocument();
  });

  it('computes with its named buttons', async () => {
    const { user, display } = await openCalculator();
    for (const name of ['2', 'plus', '3', 'multiplié par', '4', 'égal']) await user.click(screen.getByRole('button', { name }));
    expect(display()).toHaveTextContent('14');
    // Each key's name starts with what it shows (WCAG 2.5.3).
    for (const name of ['9', '0', 'sin\u00a0: sinus (degrés)']) await user.click(screen.getByRole('button', { name }));
    expect(display()).toHaveTextContent('1');
    for (const name of ['2', 'racine carrée']) await user.click(screen.getByRole('button', { name }));
    expect(display()).toHaveTextContent('1,41421356');
    expect(screen.getByRole('button', { name: 'sin⁻¹\u00a0: arc sinus (en degrés)' })).toHaveTextContent('sin⁻¹');
    await user.click(screen.getByRole('button', { name: 'C\u00a0: tout effacer' }));
    expect(display()).toHaveTextContent('0');
  });

  it('says ERROR for a negative square root and shows the expression being built', async () => {
    const { user, display } = await openCalculator();
    for (const name of ['1', '2', 'plus']) await user.click(screen.getByRole('button', { name }));
    expect(screen.getByText('12 +', { exact: false, selector: '.calculator__expression' })).toHaveTextContent('Calcul en cours 12 +');
    for (const name of ['4', 'changer de signe', 'racine carrée']) await user.click(screen.getByRole('button', { name }));
    expect(display()).toHaveTextContent('ERROR');
  });

  it('works from the physical keyboard, and Enter never reaches the page', async () => {
    const { user, display, onClose, dialog } = await openCalculator();
    const pageKeys = vi.fn();
    document.addEventListener('keydown', pageKeys);
    dialog.focus();
    await user.keyboard('12*3{Enter}');
    expect(display()).toHaveTextContent('36');
    await user.keyboard('/8,{Enter}');
    expect(display()).toHaveTextContent('4,5');
    await user.keyboard('{Backspace}');
    expect(display()).toHaveTextContent('0');
    expect(pageKeys).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    document.removeEventListener('keydown', pageKeys);
  });

  it('gives the result with Enter wherever the focus is, and presses the focused key with Space', async () => {
    const { user, display } = await openCalculator();
    screen.getByRole('button', { name: '7' }).focus();
    await user.keyboard(' ');
    expect(display()).toHaveTextContent('7');
    screen.getByRole('button', { name: 'multiplié par' }).focus();
    await user.keyboard(' 6{Enter}');
    expect(display()).toHaveTextContent('42');
    // Enter on the focused 7 is still equals: the result is not typed over.
    screen.getByRole('button', { name: '7' }).focus();
    await user.keyboard('{Enter}');
    expect(display()).toHaveTextContent('42');
    // On the window's move handle too; only Close keeps its own Enter.
    await user.keyboard('+1');
    screen.getByRole('button', { name: /^Déplacer/ }).focus();
    await user.keyboard('{Enter}');
    expect(display()).toHaveTextContent('43');
  });
});
