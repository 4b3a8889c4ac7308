import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../lib/i18n/i18n';
import { OfflineNotice } from './offline-notice';

function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

beforeEach(async () => {
  await activateLocale('fr');
});

describe('OfflineNotice', () => {
  it('tells the learner they are offline, and clears when the network is back', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<OfflineNotice />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    goOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent('Vous êtes hors ligne.');
    goOnline(true);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
