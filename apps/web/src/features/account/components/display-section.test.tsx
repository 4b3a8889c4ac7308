import type { SupportedLocale } from '@espace/domain/locale';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { saveSession } from '../../../lib/session-storage';
import { fakeToken, mockApi } from '../../../test/api-mock';
import { learnerMe } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-app';

const openProfile = async (locale: SupportedLocale = 'fr') => {
  mockApi({ 'GET users/me': { body: learnerMe } });
  saveSession(fakeToken({ sub: 'u1', iat: 1, exp: 2 }));
  await renderRoutes(appRoutes, { path: '/me', locale });
  const section = await screen.findByRole('region', { name: locale === 'fr' ? 'Affichage' : 'Display' });
  return within(section).getByRole('group', { name: locale === 'fr' ? 'Thème' : 'Theme' });
};
const themeOf = () => document.documentElement.getAttribute('data-theme');

describe('« Affichage » on /me', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('data-theme');
  });

  it('offers the three themes as radio buttons, the device’s setting chosen until the learner picks', async () => {
    const themes = await openProfile();
    expect(
      within(themes)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(['Comme l’appareil', 'Clair', 'Sombre']);
    expect(within(themes).getByRole('radio', { name: 'Comme l’appareil' })).toBeChecked();
    expect(themes).toHaveAccessibleDescription('Gardé sur cet appareil. «\u00a0Comme l’appareil\u00a0» suit son réglage clair ou sombre.');
    expect(themeOf()).toBeNull();
  });

  it('applies a theme as soon as it is picked, and keeps it for the next visit', async () => {
    const user = userEvent.setup();
    let themes = await openProfile();
    await user.click(within(themes).getByRole('radio', { name: 'Sombre' }));
    expect(themeOf()).toBe('dark');
    expect(within(themes).getByRole('radio', { name: 'Sombre' })).toBeChecked();

    cleanup();
    themes = await openProfile();
    expect(within(themes).getByRole('radio', { name: 'Sombre' })).toBeChecked();
    await user.click(within(themes).getByRole('radio', { name: 'Clair' }));
    expect(themeOf()).toBe('light');
    await user.click(within(themes).getByRole('radio', { name: 'Comme l’appareil' }));
    expect(themeOf()).toBeNull();
  });

  it('names them in English too', async () => {
    const themes = await openProfile('en');
    for (const name of ['Same as the device', 'Light', 'Dark']) expect(within(themes).getByRole('radio', { name })).toBeInTheDocument();
  });
});
