import type { i18n as I18n, TFunction } from 'i18next';
import { useContext, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';

/** What a component translates with: the app's one namespace, in the instance's current language. */
export interface Translation {
  t: TFunction<'translation'>;
  i18n: I18n;
}

/**
 * One Translation per instance and language, shared by every component: react-i18next's own hook
 * makes a `t`, a copy of the instance's properties and a listener for each component it mounts, a
 * good part of what a lesson page cost to show on a phone's CPU (bench:web:lessons).
 */
const current = new WeakMap<I18n, Translation & { language: string }>();
const subscriptions = new WeakMap<I18n, (changed: () => void) => () => void>();

function translationOf(instance: I18n): Translation {
  const known = current.get(instance);
  if (known && known.language === instance.language) return known;
  const made = { t: instance.getFixedT(instance.language, 'translation'), i18n: instance, language: instance.language };
  current.set(instance, made);
  return made;
}

function subscriptionOf(instance: I18n): (changed: () => void) => () => void {
  let subscribe = subscriptions.get(instance);
  if (!subscribe) {
    // As react-i18next binds by default: a new language renders again; added texts show at the next render.
    subscribe = (changed) => {
      instance.on('languageChanged', changed);
      return () => instance.off('languageChanged', changed);
    };
    subscriptions.set(instance, subscribe);
  }
  return subscribe;
}

/**
 * The texts of the interface (the one way to translate in a component): the instance of the nearest
 * I18nextProvider (a server-rendered page's own), else the app's; rendered again when its language changes.
 */
export function useTranslation(): Translation {
  const instance = useContext(I18nContext)?.i18n ?? getI18n();
  const read = () => translationOf(instance);
  return useSyncExternalStore(subscriptionOf(instance), read, read);
}
