import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { demoContext } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-app';
import { LanguageSwitch } from './language-switch';

const routes = [{ path: '/', element: <LanguageSwitch /> }];

describe('LanguageSwitch', () => {
  it("lists the tenant's locales and switches the interface language", async () => {
    mockApi({});
    await renderRoutes(routes);
    const select = screen.getByRole('combobox', { name: 'Langue' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Français', 'English']);
    await userEvent.selectOptions(select, 'en');
    expect(await screen.findByRole('combobox', { name: 'Language' })).toHaveValue('en');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('locale')).toBe('en');
  });

  it('offers only what the tenant offers', async () => {
    mockApi({});
    await renderRoutes(routes, { locale: 'en', context: { ...demoContext, settings: { ...demoContext.settings, locales: ['en'] } } });
    await waitFor(() => expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['English']));
  });
});
