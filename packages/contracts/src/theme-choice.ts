import { themes } from '@espace/domain/display/theme-colours';

/**
 * The learner's theme (docs/product/accounts.md#theme): the device's setting, or one of the two
 * palettes. Kept on the device, as the language is, in localStorage under `themeChoiceStorageKey`.
 * A module of its own: the web app's first download must not carry zod.
 */
export const themeChoices = ['system', ...themes] as const;
export type ThemeChoice = (typeof themeChoices)[number];

export const themeChoiceStorageKey = 'theme';

/**
 * The page's one inline script, in its <head> (apps/api/src/web-app/index-html.ts): a chosen
 * palette is set on <html> as `data-theme` before anything is painted, so a learner who chose one
 * never sees the other flash by, on a server-rendered first screen least of all. The CSP lets this
 * exact text run by its hash, and no other inline script. The app sets the same at start
 * (apps/web/src/lib/theme-choice.ts) where no server wrote the page (the development server).
 */
export const themeChoiceScript = `try{var t=localStorage.getItem(${JSON.stringify(themeChoiceStorageKey)});if(${JSON.stringify(themes)}.indexOf(t)>=0)document.documentElement.setAttribute("data-theme",t)}catch(e){}`;
