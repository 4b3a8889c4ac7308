import type { Row } from '@espace/domain/exercises/registry';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentOf, renderContent, resultsOf } from '../../../test/render-content';

const row = {
  id: 'verbe',
  type: 'free-answer',
  question: '<p>Quel est votre premier réflexe ?</p>',
  placeholder: 'Un verbe',
  expected: ['écouter'],
} satisfies Row;

describe('FreeAnswerRow', () => {
  it('is a text box named by the question, 175 px wide by default', async () => {
    const { user, onAnswer } = await renderContent({ content: contentOf([row]) });
    const input = screen.getByRole('textbox', { name: 'Quel est votre premier réflexe ?' });
    expect(input).toHaveAttribute('placeholder', 'Un verbe');
    expect(input).toHaveStyle({ width: '175px' });
    await user.click(input);
    await user.keyboard('écouter');
    expect(onAnswer).toHaveBeenLastCalledWith('verbe', 'écouter');
    expect(input).toHaveValue('écouter');
  });

  it('takes settings.defaultWidth and is reached by keyboard', async () => {
    const { user } = await renderContent({ content: contentOf([{ ...row, settings: { defaultWidth: 320 } }]) });
    await user.tab();
    expect(screen.getByRole('textbox')).toHaveFocus();
    expect(screen.getByRole('textbox')).toHaveStyle({ width: '320px' });
  });

  it('shows the first accepted answer when the given one is wrong', async () => {
    const answers = { verbe: 'répondre' };
    await renderContent({ content: contentOf([row]), answers, results: resultsOf([row], answers) });
    expect(screen.getByText('Mauvaise réponse')).toBeInTheDocument();
    expect(screen.getByText('Réponse attendue : écouter')).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toBeDisabled();
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('Réponse incorrecte.');
  });

  it('marks a right answer as good', async () => {
    const answers = { verbe: ' Écouter ' };
    await renderContent({ content: contentOf([row]), answers, results: resultsOf([row], answers) });
    expect(screen.getByText('Bonne réponse')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Réponse correcte.');
  });
});
