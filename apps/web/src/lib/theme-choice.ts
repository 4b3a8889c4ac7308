import { type ThemeChoice, themeChoices, themeChoiceStorageKey } from '@espace/contracts/theme-choice';

const isThemeChoice = (value: string | null): value is ThemeChoice => themeChoices.some((choice) => choice === value);

/** The theme the learner chose on this device (docs/product/accounts.md#theme); the device's setting when none. */
export function storedThemeChoice(): ThemeChoice {
  const stored = localStorage.getItem(themeChoiceStorageKey);
  return isThemeChoice(stored) ? stored : 'system';
}

/** A chosen palette as `data-theme` on <html> (styles/palette.css); none for the device's setting. */
function applyThemeChoice(choice: ThemeChoice, root: HTMLElement = document.documentElement): void {
  if (choice === 'system') root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', choice);
}

/** Keeps the learner's choice on this device, where the page's first script reads it (contracts/theme-choice), and applies it at once. */
export function chooseTheme(choice: ThemeChoice, root: HTMLElement = document.documentElement): void {
  localStorage.setItem(themeChoiceStorageKey, choice);
  applyThemeChoice(choice, root);
}

/**
 * Applies the stored choice, where no page script did it before the app (the development server
 * writes no such script), and follows it when the learner changes it in another tab of the app.
 */
export function followThemeChoice(root: HTMLElement = document.documentElement): () => void {
  applyThemeChoice(storedThemeChoice(), root);
  const follow = (event: StorageEvent) => {
    // A null key: the storage was cleared.
    if (event.key === themeChoiceStorageKey || event.key === null) applyThemeChoice(storedThemeChoice(), root);
  };
  window.addEventListener('storage', follow);
  return () => window.removeEventListener('storage', follow);
}
