import type { Row } from '@espace/domain/exercises/registry';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentOf, renderContent, resultsOf } from '../../../test/render-content';

const row = {
  id: 'formule',
  type: 'combined-choice',
  question: '<p>Complétez la règle.</p>',
  text: 'Je le {{salut}} dans les {{delai}} secondes.',
  slots: [
    {
      id: 'salut',
      options: [
        { id: 'salue', value: 'salue' },
        { id: 'ignore', value: 'laisse patienter' },
      ],
      correctOptionId: 'salue',
    },
    {
      id: 'delai',
      options: [
        { id: 'trois', value: 'trois' },
        { id: 'trente', value: 'trente' },
      ],
      correctOptionId: 'trois',
    },
  ],
} satisfies Row;

describe('CombinedChoiceRow', () => {
  it('puts a named drop-down list at each marker, inside the sentence', async () => {
    await renderContent({ content: contentOf([row]) });
    const group = screen.getByRole('group', { name: 'Complétez la règle.' });
    expect(group).toHaveTextContent(/^Je le\s*Choisir….*dans les\s*Choisir….*secondes\.$/);
    // Each list names its sentence, the blanks as « … ».
    expect(
      within(group)
        .getAllByRole('combobox')
        .map((select) => select.getAttribute('aria-label')),
    ).toEqual(['Choix 1 sur 2\u00a0: Je le … dans les … secondes.', 'Choix 2 sur 2\u00a0: Je le … dans les … secondes.']);
  });

  it('answers by pointer and keyboard, and clears a slot back to null', async () => {
    const { user, onAnswer } = await renderContent({ content: contentOf([row]) });
    await user.tab();
    expect(screen.getByRole('combobox', { name: /^Choix 1 sur 2/ })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('combobox', { name: /^Choix 2 sur 2/ })).toHaveFocus();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Choix 2 sur 2/ }), 'trente');
    expect(onAnswer).toHaveBeenLastCalledWith('formule', { delai: 'trente' });
    await user.selectOptions(screen.getByRole('combobox', { name: /^Choix 1 sur 2/ }), 'salue');
    expect(onAnswer).toHaveBeenLastCalledWith('formule', { delai: 'trente', salut: 'salue' });
    await user.selectOptions(screen.getByRole('combobox', { name: /^Choix 1 sur 2/ }), '');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Choix 2 sur 2/ }), '');
    expect(onAnswer).toHaveBeenLastCalledWith('formule', null);
  });

  it('marks each slot and says what was expected', async () => {
    const answers = { formule: { salut: 'salue', delai: 'trente' } };
    await renderContent({ content: contentOf([row]), answers, results: resultsOf([row], answers) });
    const slot = (name: RegExp) => screen.getByRole('combobox', { name }).parentElement as HTMLElement;
    expect(within(slot(/^Choix 1 sur 2/)).getByText('Bonne réponse')).toBeInTheDocument();
    expect(within(slot(/^Choix 2 sur 2/)).getByText('Mauvaise réponse')).toBeInTheDocument();
    expect(within(slot(/^Choix 2 sur 2/)).getByText('Réponse attendue : trois')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Réponse partiellement correcte.');
    expect(screen.getByRole('combobox', { name: /^Choix 1 sur 2/ })).toBeDisabled();
  });
});
