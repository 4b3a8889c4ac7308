import type { MailPreferences } from '@espace/contracts/mail-preferences';
import { notificationKinds } from '@espace/domain/notifications/notification-kinds';
import type { SupportedLocale } from '@espace/domain/locale';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { saveSession } from '../../../lib/session-storage';
import { fakeToken, type MockAnswer, mockApi } from '../../../test/api-mock';
import { learnerMe } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-app';
import en from '../locales/en.json';
import fr from '../locales/fr.json';

const defaults: MailPreferences = {
  kinds: notificationKinds.map((kind) => ({ kind, frequency: 'weekly', isDefault: true })),
  quietHours: null,
};
const unsubscribed: MailPreferences = {
  ...defaults,
  kinds: defaults.kinds.map((each) => (each.kind === 'lesson.opened' ? { ...each, frequency: 'never', isDefault: false } : each)),
};

const openProfile = async (answers: Record<string, MockAnswer | (() => MockAnswer)>, locale: SupportedLocale = 'fr') => {
  const api = mockApi({ 'GET users/me': { body: learnerMe }, ...answers });
  saveSession(fakeToken({ sub: 'u1', iat: 1, exp: 2 }));
  await renderRoutes(appRoutes, { path: '/me', locale });
  const section = await screen.findByRole('region', { name: locale === 'fr' ? 'Notifications par e-mail' : 'Email notifications' });
  return { ...api, section, puts: () => api.calls.filter((call) => call.method === 'PUT' && call.path === 'users/me/mail-preferences') };
};
const at = (bundle: object, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);

describe('« Notifications par e-mail » on /me', () => {
  it.each(notificationKinds)('names %s in French and in English', (kind) => {
    for (const bundle of [fr, en]) expect(typeof at(bundle, `account.mailPreferences.kinds.${kind}`)).toBe('string');
  });

  it('shows each kind’s frequency, by its label, with its default said', async () => {
    const { section } = await openProfile({ 'GET users/me/mail-preferences': { body: unsubscribed } });
    const replies = await within(section).findByRole('combobox', { name: 'Réponses dans mon carnet de bord' });
    expect(replies).toHaveDisplayValue('Résumé hebdomadaire');
    expect(replies).toHaveAccessibleDescription('Réglage par défaut');
    expect(
      within(replies)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Immédiatement', 'Résumé quotidien', 'Résumé hebdomadaire', 'Jamais']);
    // Unsubscribed by a mail's link: « Jamais », the user's own choice.
    const opened = within(section).getByRole('combobox', { name: 'Nouveaux cours ouverts' });
    expect(opened).toHaveDisplayValue('Jamais');
    expect(opened).not.toHaveAccessibleDescription();
    expect(within(section).getAllByRole('combobox')).toHaveLength(notificationKinds.length);
    expect(within(section).getByRole('checkbox', { name: 'Ne m’envoyer aucun e-mail pendant des heures calmes' })).not.toBeChecked();
    expect(within(section).queryByLabelText('Début')).toBeNull();
  });

  it('undoes an unsubscribe by another frequency, sets quiet hours, and says it saved', async () => {
    const saved: MailPreferences = {
      kinds: defaults.kinds.map((each) => (each.kind === 'lesson.opened' ? { ...each, frequency: 'immediately', isDefault: false } : each)),
      quietHours: { from: '21:30', to: '07:00' },
    };
    const { section, puts } = await openProfile({
      'GET users/me/mail-preferences': { body: unsubscribed },
      'PUT users/me/mail-preferences': { body: saved },
    });
    await userEvent.selectOptions(await within(section).findByRole('combobox', { name: 'Nouveaux cours ouverts' }), 'Immédiatement');
    await userEvent.click(within(section).getByRole('checkbox', { name: 'Ne m’envoyer aucun e-mail pendant des heures calmes' }));
    const from = within(section).getByLabelText('Début');
    expect(from).toHaveValue('22:00');
    expect(within(section).getByLabelText('Fin')).toHaveValue('07:00');
    await userEvent.clear(from);
    await userEvent.type(from, '21:30');
    await userEvent.click(within(section).getByRole('button', { name: 'Enregistrer mes préférences d’e-mail' }));
    expect(await within(section).findByRole('status')).toHaveTextContent('Vos préférences d’e-mail sont enregistrées.');
    expect(puts()).toHaveLength(1);
    expect(puts()[0]!.body).toEqual({
      kinds: notificationKinds.map((kind) => ({ kind, frequency: kind === 'lesson.opened' ? 'immediately' : 'weekly' })),
      quietHours: { from: '21:30', to: '07:00' },
    });
    expect(within(section).getByRole('combobox', { name: 'Nouveaux cours ouverts' })).toHaveDisplayValue('Immédiatement');
  });

  it('refuses quiet hours that end when they start, without sending them', async () => {
    const { section, puts } = await openProfile({ 'GET users/me/mail-preferences': { body: { ...defaults, quietHours: { from: '22:00', to: '07:00' } } } });
    const to = await within(section).findByLabelText('Fin');
    await userEvent.clear(to);
    await userEvent.type(to, '22:00');
    await userEvent.click(within(section).getByRole('button', { name: 'Enregistrer mes préférences d’e-mail' }));
    expect(to).toHaveAccessibleDescription('La fin doit être différente du début.');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(puts()).toHaveLength(0);
  });

  it('keeps every choice when the save fails, and says why', async () => {
    const { section, puts } = await openProfile({
      'GET users/me/mail-preferences': { body: defaults },
      'PUT users/me/mail-preferences': { status: 503, body: { code: 'SERVICE_UNAVAILABLE', title: 'Busy', message: 'Busy' } },
    });
    await userEvent.selectOptions(await within(section).findByRole('combobox', { name: 'Cours en retard' }), 'Résumé quotidien');
    await userEvent.click(within(section).getByRole('checkbox', { name: 'Ne m’envoyer aucun e-mail pendant des heures calmes' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Enregistrer mes préférences d’e-mail' }));
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('Vos préférences d’e-mail n’ont pas été enregistrées.');
    expect(puts()).toHaveLength(1);
    expect(within(section).getByRole('combobox', { name: 'Cours en retard' })).toHaveDisplayValue('Résumé quotidien');
    expect(within(section).getByRole('checkbox', { name: 'Ne m’envoyer aucun e-mail pendant des heures calmes' })).toBeChecked();
    expect(within(section).queryByRole('status')).toBeEmptyDOMElement();
  });

  it('speaks English', async () => {
    const { section } = await openProfile({ 'GET users/me/mail-preferences': { body: defaults } }, 'en');
    expect(await within(section).findByRole('combobox', { name: 'Overdue courses' })).toHaveDisplayValue('Weekly digest');
    expect(within(section).getByRole('button', { name: 'Save my email preferences' })).toBeInTheDocument();
  });
});
