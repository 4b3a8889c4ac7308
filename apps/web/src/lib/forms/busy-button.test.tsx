import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BusyButton } from './busy-button';

describe('BusyButton', () => {
  it('keeps the focus while the form is sent, and sends nothing more meanwhile', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <input aria-label="Note" />
        <BusyButton busy={false}>Envoyer</BusyButton>
      </form>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    rerender(
      <form onSubmit={onSubmit}>
        <input aria-label="Note" />
        <BusyButton busy>Envoyer</BusyButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Envoyer' });
    expect(button).toHaveFocus();
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    await user.type(screen.getByRole('textbox', { name: 'Note' }), '{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
