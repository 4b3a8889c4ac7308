import type { Row } from '@espace/domain/exercises/registry';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentOf, renderContent, resultsOf } from '../../../test/render-content';

const row = {
  id: 'etapes',
  type: 'drag-n-drop',
  question: '<p>Placez chaque action à sa place.</p>',
  choices: [
    { id: 'ecouter', value: 'Écouter' },
    { id: 'reformuler', value: 'Reformuler' },
    { id: 'solution', value: 'Proposer une solution' },
  ],
  targets: [
    { id: 't1', label: '1re étape', acceptedChoiceIds: ['ecouter'] },
    { id: 't2', label: '2e étape', acceptedChoiceIds: ['reformuler'] },
  ],
} satisfies Row;

const chip = (name: string) => screen.getByRole('button', { name });

describe('DragNDropRow', () => {
  it('offers the choices in a pool and one empty slot per target', async () => {
    await renderContent({ content: contentOf([row]) });
    const group = screen.getByRole('group', { name: 'Placez chaque action à sa place.' });
    expect(
      within(group)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1re étapeVide', '2e étapeVide']);
    expect(chip('Écouter')).toHaveAttribute('aria-pressed', 'false');
    expect(chip('Écouter')).toHaveAttribute('aria-roledescription', 'draggable');
  });

  it('places by tap: pick a choice, then a target; a placed choice moves, never copies', async () => {
    const { user, onAnswer } = await renderContent({ content: contentOf([row]) });
    await user.click(chip('Reformuler'));
    expect(chip('Reformuler')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('« Reformuler » choisie. Choisissez maintenant où la placer.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Placer ici\u00a0: 1re étape' }));
    expect(onAnswer).toHaveBeenLastCalledWith('etapes', ['reformuler', null]);
    expect(screen.getByText('« Reformuler » placée dans « 1re étape ».')).toBeInTheDocument();
    await user.click(chip('Reformuler'));
    await user.click(screen.getByRole('button', { name: 'Placer ici\u00a0: 2e étape' }));
    expect(onAnswer).toHaveBeenLastCalledWith('etapes', [null, 'reformuler']);
    await user.click(chip('Reformuler'));
    await user.click(screen.getByRole('button', { name: 'Placer ici\u00a0: Étiquettes à placer' }));
    expect(onAnswer).toHaveBeenLastCalledWith('etapes', [null, null]);
  });

  it('places by keyboard alone: Enter picks, then Enter on a target', async () => {
    const { user, onAnswer } = await renderContent({ content: contentOf([row]) });
    await user.tab();
    expect(chip('Écouter')).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Placer ici\u00a0: 1re étape' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onAnswer).toHaveBeenLastCalledWith('etapes', ['ecouter', null]);
    // The « Placer ici » buttons are gone: the focus is on the choice placed, not lost.
    await waitFor(() => expect(chip('Écouter')).toHaveFocus());
  });

  it('explains the keyboard drag to screen readers and announces it', async () => {
    const { user } = await renderContent({ content: contentOf([row]) });
    expect(chip('Écouter')).toHaveAccessibleDescription(/Espace pour la saisir/);
    chip('Écouter').focus();
    // Space picks the choice up (jsdom has no layout, so the drag to a target itself is in e2e/player/rows.spec.ts).
    await user.keyboard('[Space>]');
    expect(await screen.findByText('« Écouter » au-dessus de « Étiquettes à placer ».')).toBeInTheDocument();
    expect(chip('Écouter')).toHaveClass('chip--dragging');
    await user.keyboard('{Escape}');
    expect(await screen.findByText('Déplacement annulé.')).toBeInTheDocument();
  });

  it('marks each target and names what it expected', async () => {
    const answers = { etapes: ['ecouter', 'solution'] };
    await renderContent({ content: contentOf([row]), answers, results: resultsOf([row], answers) });
    const [first, second] = screen.getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Bonne réponse')).toBeInTheDocument();
    expect(within(second).getByText('Mauvaise réponse')).toBeInTheDocument();
    expect(within(second).getByText('Réponse attendue : Reformuler')).toBeInTheDocument();
    expect(chip('Écouter')).toBeDisabled();
    expect(screen.getByText('Réponse partiellement correcte.')).toHaveAttribute('role', 'status');
  });
});
