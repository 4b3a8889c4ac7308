import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import { i18nOptions } from './i18n';
import { notificationText } from './notification-text';
import { numberFormatter } from './number-formatter';

/** The app's translator in one language, with the options and formatter every instance shares. */
const translator = async (language: 'fr' | 'en') => {
  const instance = i18next.createInstance();
  await instance.use(numberFormatter).init({ ...i18nOptions, lng: language, resources: { fr: { translation: fr }, en: { translation: en } } });
  return instance.getFixedT(language, 'translation');
};

describe('notificationText', () => {
  it('writes a kind’s sentence with its parameters', async () => {
    const french = await translator('fr');
    expect(notificationText(french, { kind: 'lesson.opened', params: { lessonId: 'l1', course: 'Sécurité' } })).toBe(
      'Nouveau cours ouvert\u00a0: «\u00a0Sécurité\u00a0»',
    );
  });

  it('writes a reminder’s days, one and many, in French and English', async () => {
    const [french, english] = await Promise.all([translator('fr'), translator('en')]);
    const inactive = (days: string) => ({ kind: 'reminder.inactive' as const, params: { lessonId: 'l1', course: 'Sécurité', days } });
    expect(notificationText(french, inactive('1'))).toBe('Rappel\u00a0: vous n’avez pas avancé dans «\u00a0Sécurité\u00a0» depuis 1 jour');
    expect(notificationText(french, inactive('12'))).toBe('Rappel\u00a0: vous n’avez pas avancé dans «\u00a0Sécurité\u00a0» depuis 12 jours');
    expect(notificationText(english, inactive('1'))).toBe('Reminder: no progress in “Sécurité” for 1 day');
    expect(notificationText(english, inactive('7'))).toBe('Reminder: no progress in “Sécurité” for 7 days');
    const overdue = { kind: 'reminder.overdue' as const, params: { lessonId: 'l1', course: 'Safety', days: '2', dueOn: '2026-12-12' } };
    expect(notificationText(english, overdue)).toBe('Reminder: “Safety” was due 2 days ago');
  });
});
