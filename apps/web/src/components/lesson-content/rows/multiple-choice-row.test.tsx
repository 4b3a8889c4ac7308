import type { Row } from '@espace/domain/exercises/registry';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { linkAnswers, mockApi, signedUrl } from '../../../test/api-mock';
import { contentOf, renderContent, resultsOf } from '../../../test/render-content';

const row = {
  id: 'reflexes',
  type: 'multiple-choice',
  question: '<p>Quels sont les bons réflexes ?</p>',
  choices: [
    { id: 'regard', value: 'Je lève les yeux', correct: true },
    { id: 'geste', value: 'Je fais un signe', correct: true },
    { id: 'ignorer', value: 'Je termine mon appel', correct: false },
  ],
} satisfies Row;

describe('MultipleChoiceRow', () => {
  it('names the group by the question and answers by pointer, in selection order', async () => {
    const { user, onAnswer } = await renderContent({ content: contentOf([row]) });
    const group = screen.getByRole('group', { name: 'Quels sont les bons réflexes ?' });
    await user.click(within(group).getByRole('checkbox', { name: 'Je fais un signe' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Je lève les yeux' }));
    expect(onAnswer).toHaveBeenLastCalledWith('reflexes', ['geste', 'regard']);
    await user.click(within(group).getByRole('checkbox', { name: 'Je fais un signe' }));
    expect(onAnswer).toHaveBeenLastCalledWith('reflexes', ['regard']);
  });

  it('answers by keyboard', async () => {
    const { user, onAnswer } = await renderContent({ content: contentOf([row]) });
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Je lève les yeux' })).toHaveFocus();
    await user.keyboard(' ');
    await user.tab();
    await user.tab();
    await user.keyboard(' ');
    expect(onAnswer).toHaveBeenLastCalledWith('reflexes', ['regard', 'ignorer']);
  });

  it('shows the rank of each selection with keepOrder, and lays out settings.columns', async () => {
    const ordered = { ...row, settings: { keepOrder: true, columns: 3 } } satisfies Row;
    const { user } = await renderContent({ content: contentOf([ordered]) });
    expect(screen.getByText(/L’ordre compte/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Je fais un signe' }));
    await user.click(screen.getByRole('checkbox', { name: 'Je lève les yeux' }));
    expect(screen.getByRole('checkbox', { name: /n° 1\s*Je fais un signe/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /n° 2\s*Je lève les yeux/ })).toBeChecked();
    expect(screen.getByRole('list')).toHaveStyle({ '--columns': '3' });
  });

  it('shows image choices, with their text only when showDescriptionIfImage', async () => {
    const pictured = { ...row, choices: row.choices.map((choice, index) => ({ ...choice, appFileId: `img-${index}`, description: 'Détail' })) } satisfies Row;
    mockApi(linkAnswers('img-0', 'img-1', 'img-2'));
    const { unmount } = await renderContent({ content: contentOf([pictured]) });
    expect(screen.getByRole('checkbox', { name: 'Je lève les yeux' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Je lève les yeux' })).toHaveAttribute('src', signedUrl('img-0'));
    expect(screen.queryByText('Détail')).not.toBeInTheDocument();
    unmount();
    const described = { ...pictured, settings: { showDescriptionIfImage: true, returnToLineAfterImage: true } } satisfies Row;
    await renderContent({ content: contentOf([described]) });
    expect(screen.getAllByText('Détail')).toHaveLength(3);
    expect(screen.getByText('Je lève les yeux').closest('label')).toHaveClass('choice__label--stacked');
  });

  it('marks each choice after the answer, in words, and announces the result', async () => {
    const answers = { reflexes: ['regard', 'ignorer'] };
    await renderContent({ content: contentOf([row]), answers, results: resultsOf([row], answers) });
    const item = (name: string) => screen.getByRole('checkbox', { name }).closest('li') as HTMLElement;
    expect(within(item('Je lève les yeux')).getByText('Bonne réponse')).toBeInTheDocument();
    expect(within(item('Je termine mon appel')).getByText('Mauvaise réponse')).toBeInTheDocument();
    expect(within(item('Je fais un signe')).getByText('Réponse attendue')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Réponse incorrecte.');
    expect(screen.getByRole('checkbox', { name: 'Je lève les yeux' })).toBeDisabled();
    expect(screen.getByRole('group')).toHaveAccessibleDescription('Réponse incorrecte.');
  });
});
