import { themeChoiceStorageKey } from '@espace/contracts/theme-choice';
import { describe, expect, it } from 'vitest';
import { chooseTheme, followThemeChoice, storedThemeChoice } from './theme-choice';

describe('the theme choice', () => {
  it("is the device's setting until the learner chooses, and a stored value it does not know reads as that too", () => {
    expect(storedThemeChoice()).toBe('system');
    localStorage.setItem(themeChoiceStorageKey, 'sepia');
    expect(storedThemeChoice()).toBe('system');
  });

  it('sets a chosen palette on the root at once, keeps it, and takes it off for the device setting', () => {
    const root = document.createElement('html');
    chooseTheme('dark', root);
    expect(root.getAttribute('data-theme')).toBe('dark');
    expect(storedThemeChoice()).toBe('dark');
    chooseTheme('light', root);
    expect(root.getAttribute('data-theme')).toBe('light');
    chooseTheme('system', root);
    expect(root.hasAttribute('data-theme')).toBe(false);
    expect(storedThemeChoice()).toBe('system');
  });

  it('applies the stored choice at start, and follows a change made in another tab', () => {
    const root = document.createElement('html');
    localStorage.setItem(themeChoiceStorageKey, 'dark');
    const stop = followThemeChoice(root);
    expect(root.getAttribute('data-theme')).toBe('dark');
    localStorage.setItem(themeChoiceStorageKey, 'light');
    window.dispatchEvent(new StorageEvent('storage', { key: themeChoiceStorageKey }));
    expect(root.getAttribute('data-theme')).toBe('light');
    stop();
    localStorage.setItem(themeChoiceStorageKey, 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: themeChoiceStorageKey }));
    expect(root.getAttribute('data-theme')).toBe('light');
  });
});
