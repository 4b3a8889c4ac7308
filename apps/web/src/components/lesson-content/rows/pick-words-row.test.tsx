import type { Row } from '@espace/domain/exercises/registry';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentOf, renderContent, resultsOf } from '../../../test/render-content';

const row = {
  id: 'gestes',
  type: 'pick-words',
  question: '<p>Cliquez sur les verbes.</p>',
  text: 'Je dois le [regarder], lui [sourire] et le saluer.',
} satisfies Row;

describe('PickWordsRow', () => {
  it('shows the sentence as written, each word a toggle button, without the markers', async () => {
    await renderContent({ content: contentOf([row]) });
    const group = screen.getByRole('group', { name: 'Cliquez sur les verbes.' });
    expect(group).toHaveTextContent('Je dois le regarder, lui sourire et le saluer.');
    expect(within(group).getAllByRole('button')).toHaveLength(9);
    expect(group.textContent).not.toContain('[');
  });

  it('keeps each word with its punctuation, French spaces included, and the text whole', async () => {
    const question = { ...row, text: 'Que faire [maintenant] ? « Saluer », puis [sourire].' };
    await renderContent({ content: contentOf([question]) });
    const group = screen.getByRole('group', { name: 'Cliquez sur les verbes.' });
    expect(group.textContent).toBe('Que faire maintenant ? « Saluer », puis sourire.');
    // Each word's line-keeping box holds its punctuation: no line starts with « ? » or « , ».
    const box = (word: string) => screen.getByRole('button', { name: word }).closest('.word')?.textContent;
    expect(box('maintenant')).toBe('maintenant ?');
    expect(box('Saluer')).toBe('« Saluer »,');
    expect(box('sourire')).toBe('sourire.');
    expect(box('puis')).toBe('puis');
  });

  it('picks words by pointer and keyboard, in picking order', async () => {
    const { user, onAnswer } = await renderContent({ content: contentOf([row]) });
    await user.click(screen.getByRole('button', { name: 'sourire' }));
    expect(screen.getByRole('button', { name: 'sourire' })).toHaveAttribute('aria-pressed', 'true');
    screen.getByRole('button', { name: 'regarder' }).focus();
    await user.keyboard('{Enter}');
    expect(onAnswer).toHaveBeenLastCalledWith('gestes', [5, 3]);
    await user.keyboard(' ');
    expect(onAnswer).toHaveBeenLastCalledWith('gestes', [5]);
  });

  it('shows the picking order with keepOrder', async () => {
    const { user } = await renderContent({ content: contentOf([{ ...row, settings: { keepOrder: true } }]) });
    await user.click(screen.getByRole('button', { name: 'sourire' }));
    expect(screen.getByRole('button', { name: /sourire\s*n° 1/ })).toBeInTheDocument();
  });

  it('marks good, wrong and expected words in words, not colour alone', async () => {
    const answers = { gestes: [3, 8] };
    await renderContent({ content: contentOf([row]), answers, results: resultsOf([row], answers) });
    const word = (name: string) => screen.getByRole('button', { name }).parentElement as HTMLElement;
    expect(within(word('regarder')).getByText('Bonne réponse')).toBeInTheDocument();
    expect(within(word('saluer')).getByText('Mauvaise réponse')).toBeInTheDocument();
    expect(within(word('sourire')).getByText('Réponse attendue')).toBeInTheDocument();
    expect(within(word('lui')).queryByText(/réponse/i)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'regarder' })).toBeDisabled();
  });
});
