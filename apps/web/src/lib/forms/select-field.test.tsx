import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SelectField } from './select-field';

const classes = [
  { id: 'c1', name: 'Printemps' },
  { id: 'c2', name: 'Été' },
];

describe('SelectField', () => {
  it('names its select, offers « none » first, and ties its hint to it', async () => {
    const onChange = vi.fn();
    render(<SelectField label="Classe" name="classId" value="" onChange={onChange} choices={classes} noneLabel="Aucune" hint="Facultatif." />);
    const select = screen.getByRole('combobox', { name: 'Classe' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Aucune', 'Printemps', 'Été']);
    expect(select).toHaveAccessibleDescription('Facultatif.');
    expect(select).not.toHaveAttribute('aria-invalid');
    await userEvent.setup().selectOptions(select, 'Été');
    expect(onChange).toHaveBeenCalledWith('c2');
  });

  it('without « none », one of its choices is required; an error marks it invalid and is read with it', () => {
    render(
      <SelectField
        label="Entreprise"
        name="companyId"
        value="c1"
        onChange={() => undefined}
        choices={classes}
        hint="Obligatoire."
        error="Choix refusé."
        required
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Entreprise' });
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(select).toBeRequired();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Obligatoire. Choix refusé.');
  });
});
