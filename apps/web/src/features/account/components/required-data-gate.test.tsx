import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { saveSession } from '../../../lib/session-storage';
import { fakeToken, mockApi } from '../../../test/api-mock';
import { learnerClasses } from '../../../test/class-fixtures';
import { demoContext, learnerMe } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-app';

const newcomer = { ...learnerMe, firstname: null, lastname: null, birthday: null, legal: { cguAcceptedVersion: null, cguAcceptedAt: null } };
const completed = { ...learnerMe, firstname: 'Nina', lastname: 'Perez', birthday: '2000-02-29' };
const errorOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')?.textContent;

describe('required-data gate', () => {
  it('stops a newcomer on a form asking exactly for what is missing, then opens Home', async () => {
    const { calls } = mockApi({
      'GET users/me': { body: newcomer },
      'PATCH users/me': { body: { ...completed, legal: newcomer.legal } },
      'POST users/me/terms': { body: completed },
      'GET users/me/classes': { body: learnerClasses },
    });
    saveSession(fakeToken({ sub: 'u1', iat: 1, exp: 2 }));
    await renderRoutes(appRoutes, { path: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Complétez votre profil' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Mes formations' })).toBeNull();
    expect(screen.queryByLabelText('Adresse e-mail')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(errorOf(screen.getByLabelText('Nom'))).toBe('Entrez un nom');
    expect(errorOf(screen.getByLabelText('Prénom'))).toBe('Entrez un prénom');
    expect(errorOf(screen.getByLabelText('Date de naissance'))).toBe('Choisissez votre date d’anniversaire');
    const terms = screen.getByRole('checkbox', { name: 'J’accepte les conditions générales d’utilisation (version 1.0)' });
    expect(errorOf(terms)).toBe('Acceptez les conditions générales d’utilisation pour continuer');

    await userEvent.type(screen.getByLabelText('Nom'), 'Perez');
    // The terms open over the form, which keeps what was typed.
    const read = screen.getByRole('button', { name: 'Lire les conditions générales d’utilisation' });
    await userEvent.click(read);
    const dialog = await screen.findByRole('dialog', { name: 'Conditions générales d’utilisation' });
    expect(await within(dialog).findByText('Texte.')).toBeInTheDocument();
    expect(within(dialog).getByText('Version 1.0')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(read).toHaveFocus();
    expect(screen.getByLabelText('Nom')).toHaveValue('Perez');
    await userEvent.type(screen.getByLabelText('Prénom'), 'Nina');
    await userEvent.type(screen.getByLabelText('Date de naissance'), '2000-02-29');
    await userEvent.click(terms);
    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mes formations' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ lastname: 'Perez', firstname: 'Nina', birthday: '2000-02-29' });
    expect(calls.find((call) => call.path === 'users/me/terms')?.body).toEqual({ version: '1.0' });
  });

  it('asks only for the terms when the rest is known, and not at all when the tenant does not require them', async () => {
    mockApi({
      'GET users/me': { body: { ...learnerMe, legal: { cguAcceptedVersion: '0.9', cguAcceptedAt: null } } },
      'GET users/me/classes': { body: learnerClasses },
    });
    saveSession(fakeToken({ sub: 'u1', iat: 1, exp: 2 }));
    const { unmount } = await renderRoutes(appRoutes, { path: '/' });
    expect(await screen.findByRole('checkbox', { name: /version 1\.0/ })).toBeInTheDocument();
    expect(screen.queryByLabelText('Nom')).toBeNull();
    unmount();
    await renderRoutes(appRoutes, { path: '/', context: { ...demoContext, settings: { ...demoContext.settings, requireTermsAcceptance: false } } });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Mes formations' })).toBeInTheDocument());
  });
});
