import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../lib/i18n/i18n';
import { announceUpdate } from '../update-store';
import { UpdatePrompt } from './update-prompt';

beforeEach(async () => {
  await activateLocale('fr');
});
afterEach(() => act(() => announceUpdate(null)));

describe('UpdatePrompt', () => {
  it('says nothing until a new version waits', () => {
    render(<UpdatePrompt />);
    expect(screen.queryByText('Une nouvelle version est disponible.')).not.toBeInTheDocument();
  });

  it('reloads into the new version only when the learner asks', () => {
    const apply = vi.fn(async () => undefined);
    render(<UpdatePrompt />);
    act(() => announceUpdate(apply));
    expect(screen.getByRole('status')).toHaveTextContent('Une nouvelle version est disponible.');
    expect(apply).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Recharger' }));
    expect(apply).toHaveBeenCalledOnce();
  });

  it('"Plus tard" puts it away without updating', async () => {
    const apply = vi.fn(async () => undefined);
    await activateLocale('en');
    render(<UpdatePrompt />);
    act(() => announceUpdate(apply));
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByText('A new version is available.')).not.toBeInTheDocument();
    expect(apply).not.toHaveBeenCalled();
  });
});
