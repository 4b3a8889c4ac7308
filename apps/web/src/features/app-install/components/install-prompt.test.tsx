import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../lib/i18n/i18n';
import { captureInstallPrompt, installDismissedKey } from '../install-prompt-store';
import { InstallPrompt } from './install-prompt';

const title = 'Installer l’application sur votre écran d’accueil\u202f?';
const iphoneSafari = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** What Chromium sends when the app is installable. */
function offerInstall() {
  const prompt = vi.fn(async () => undefined);
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt, userChoice: Promise.resolve({ outcome: 'accepted' }) });
  act(() => {
    window.dispatchEvent(event);
  });
  return { prompt, event };
}

beforeEach(async () => {
  vi.useFakeTimers();
  await activateLocale('fr');
  captureInstallPrompt(Date.now());
});
afterEach(() => {
  // Forget any prompt a test left behind.
  act(() => {
    window.dispatchEvent(new Event('appinstalled'));
  });
  vi.useRealTimers();
});

describe('InstallPrompt', () => {
  it('offers installing 5 s after start, with the browser dialog behind "Installer"', async () => {
    render(<InstallPrompt />);
    const { prompt, event } = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    act(() => vi.advanceTimersByTime(4_900));
    expect(screen.queryByRole('region', { name: title })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('region', { name: title })).toBeVisible();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Installer' }));
    });
    expect(prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole('region', { name: title })).not.toBeInTheDocument();
  });

  it('shows when the browser offers installing after the 5 s, and "Plus tard" only closes it for now', () => {
    render(<InstallPrompt />);
    act(() => vi.advanceTimersByTime(8_000));
    expect(screen.queryByRole('region', { name: title })).not.toBeInTheDocument();
    offerInstall();
    fireEvent.click(screen.getByRole('button', { name: 'Plus tard' }));
    expect(screen.queryByRole('region', { name: title })).not.toBeInTheDocument();
    expect(localStorage.getItem(installDismissedKey)).toBeNull();
  });

  it('"Ne plus afficher" sets the flag, and the flag keeps it hidden next time', () => {
    const { unmount } = render(<InstallPrompt />);
    offerInstall();
    act(() => vi.advanceTimersByTime(5_000));
    fireEvent.click(screen.getByRole('button', { name: 'Ne plus afficher' }));
    expect(localStorage.getItem(installDismissedKey)).toBe('1');
    expect(screen.queryByRole('region', { name: title })).not.toBeInTheDocument();
    unmount();
    render(<InstallPrompt />);
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.queryByRole('region', { name: title })).not.toBeInTheDocument();
  });

  it('stays away when the browser cannot install', () => {
    render(<InstallPrompt />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('tells iOS Safari users how to add it from the Share menu, in English too', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(iphoneSafari);
    await activateLocale('en');
    render(<InstallPrompt />);
    act(() => vi.advanceTimersByTime(5_000));
    const banner = screen.getByRole('region', { name: 'Install the app on your home screen?' });
    expect(banner).toHaveTextContent('Tap the Share button, then “Add to Home Screen”.');
    expect(screen.queryByRole('button', { name: 'Install' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Don't show again" })).toBeVisible();
  });
});
