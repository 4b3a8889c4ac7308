import { errorCodes } from '@espace/contracts/errors';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import { activateLocale, i18n, setTenantLabels, registerFeatureBundles } from './i18n';
import { preferredLocale, rememberLocaleChoice } from './locale-preference';

describe('preferredLocale', () => {
  it('detects the language from the browser among the tenant locales', () => {
    expect(preferredLocale(['fr', 'en'], ['fr-FR', 'en'])).toBe('fr');
    expect(preferredLocale(['fr', 'en'], ['de-DE'])).toBe('en');
    expect(preferredLocale(['en'], ['fr-FR'])).toBe('en');
    expect(preferredLocale(['fr', 'en'], ['fr-CA'])).toBe('fr-CA');
    expect(preferredLocale([], ['fr-CH'])).toBe('fr-CH');
  });

  it("prefers the user's own choice when the tenant offers it", () => {
    rememberLocaleChoice('en');
    expect(localStorage.getItem('locale')).toBe('en');
    // Where the server sees it too, to render /login in it.
    expect(document.cookie).toContain('locale=en');
    expect(preferredLocale(['fr', 'en'], ['fr-FR'])).toBe('en');
    rememberLocaleChoice('fr');
    expect(preferredLocale(['en'], ['fr-FR'])).toBe('en');
  });
});

describe('activateLocale', () => {
  it('loads the bundles, switches language and sets <html lang>', async () => {
    await activateLocale('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('auth.signIn.submit')).toBe('Sign in');
    await activateLocale('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(i18n.t('auth.signIn.submit')).toBe('Se connecter');
  });

  it('falls back from regional French to French then English', async () => {
    await activateLocale('fr-CA');
    expect(i18n.t('auth.signIn.identifier')).toBe('Courriel ou identifiant');
    expect(i18n.t('auth.signIn.password')).toBe('Mot de passe');
    i18n.addResource('en', 'translation', 'only.english', 'English only');
    expect(i18n.t('only.english')).toBe('English only');
  });

  it('overlays the tenant labels on the bundles, regional variants inheriting them', async () => {
    setTenantLabels({ fr: { 'home.subtitle': 'Vos parcours de formation' }, en: { 'home.subtitle': 'Your learning paths' } });
    await activateLocale('fr-CH');
    expect(i18n.t('home.subtitle')).toBe('Vos parcours de formation');
    await activateLocale('en');
    expect(i18n.t('home.subtitle')).toBe('Your learning paths');
    expect(i18n.t('home.title')).toBe('My courses');
  });
});

describe('registerFeatureBundles', () => {
  it("loads a feature's bundle for the current language, and the new language's on a switch", async () => {
    await activateLocale('fr');
    const loaded: string[] = [];
    const bundle = (locale: string, text: string) => async () => {
      loaded.push(locale);
      return { player: { next: text } };
    };
    await registerFeatureBundles({ './locales/fr.json': bundle('fr', 'Suivant'), './locales/en.json': bundle('en', 'Next') });
    expect(i18n.t('player.next')).toBe('Suivant');
    expect(i18n.t('auth.signIn.submit')).toBe('Se connecter');
    await activateLocale('en');
    expect(i18n.t('player.next')).toBe('Next');
    await activateLocale('fr');
    expect(loaded.sort()).toEqual(['en', 'fr']);
  });
});

describe('bundles', () => {
  const bundles = { fr, en } as Record<string, { errors: Record<string, { title?: string; message?: string }> }>;
  it.each(['fr', 'en'])('%s holds a title and a message for every error code', (locale) => {
    for (const code of errorCodes) {
      expect(bundles[locale]?.errors[code]?.title, `${locale} ${code}`).toBeTruthy();
      expect(bundles[locale]?.errors[code]?.message, `${locale} ${code}`).toBeTruthy();
    }
  });

  it('French and English have the same keys', () => {
    const keys = (value: unknown, prefix = ''): string[] =>
      typeof value === 'object' && value !== null
        ? Object.entries(value).flatMap(([key, inner]) => keys(inner, `${prefix}${key}.`))
        : [prefix.replace(/_(one|many|other)\.$/, '.')];
    expect(new Set(keys(fr))).toEqual(new Set(keys(en)));
  });
});

describe('registerFeatureBundles with the same file names', () => {
  it('loads every feature whose glob names its files ./locales/<locale>.json', async () => {
    await activateLocale('fr');
    await registerFeatureBundles({ './locales/fr.json': async () => ({ sameNameA: { text: 'A' } }) });
    await registerFeatureBundles({ './locales/fr.json': async () => ({ sameNameB: { text: 'B' } }) });
    expect(i18n.t('sameNameA.text')).toBe('A');
    expect(i18n.t('sameNameB.text')).toBe('B');
  });
});

describe('numbers in texts', () => {
  it('are grouped and written the language’s way in every text, without the text asking', async () => {
    await activateLocale('fr');
    expect(i18n.t('home.courseCount', { count: 1497 })).toBe('1\u202f497 cours');
    expect(i18n.t('errors.UNDEFINED.title', { count: 2 })).toBe('Erreur');
    await activateLocale('en');
    expect(i18n.t('home.courseCount', { count: 1497 })).toBe('1,497 courses');
    await activateLocale('fr');
  });
});
