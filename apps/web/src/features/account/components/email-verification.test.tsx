import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { saveSession } from '../../../lib/session-storage';
import { fakeToken, mockApi } from '../../../test/api-mock';
import { learnerMe } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-app';

const unverified = { ...learnerMe, emailVerified: false };

describe('the address on /me', () => {
  it('says the address is not confirmed and mails the link again on request', async () => {
    const { calls } = mockApi({ 'GET users/me': { body: unverified }, 'POST users/me/email-verification': { status: 202, body: {} } });
    saveSession(fakeToken({ sub: 'u1', iat: 1, exp: 2 }));
    await renderRoutes(appRoutes, { path: '/me' });
    expect(
      await screen.findByText('Votre adresse e-mail learner@demo.test n’est pas encore confirmée : ouvrez le lien que nous vous avons envoyé.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Renvoyer le lien de confirmation' }));
    expect(await screen.findByText('Un nouveau lien vient d’être envoyé à learner@demo.test.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST' && call.path === 'users/me/email-verification')).toHaveLength(1);
  });

  it('explains a refused resend in the user’s language', async () => {
    mockApi({
      'GET users/me': { body: unverified },
      'POST users/me/email-verification': { status: 429, body: { code: 'TOO_MANY_REQUESTS', title: 't', message: 'm' } },
    });
    saveSession(fakeToken({ sub: 'u1', iat: 1, exp: 2 }));
    await renderRoutes(appRoutes, { path: '/me' });
    await userEvent.click(await screen.findByRole('button', { name: 'Renvoyer le lien de confirmation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Trop de demandes en peu de temps. Réessayez dans quelques minutes.');
  });

  it('says a confirmed address is confirmed, with no button', async () => {
    mockApi({ 'GET users/me': { body: learnerMe } });
    saveSession(fakeToken({ sub: 'u1', iat: 1, exp: 2 }));
    await renderRoutes(appRoutes, { path: '/me' });
    expect(await screen.findByText('Votre adresse e-mail est confirmée.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Renvoyer le lien de confirmation' })).toBeNull();
  });

  it.each([
    [
      'a new address waiting for its link',
      { pendingEmail: { email: 'lea@new.test', awaiting: 'confirmation' as const } },
      'Nouvelle adresse à confirmer : lea@new.test. Ouvrez le lien que nous y avons envoyé. D’ici là, votre adresse reste learner@demo.test.',
      'Renvoyer le lien de confirmation',
      'Un nouveau lien vient d’être envoyé à lea@new.test.',
    ],
    [
      'a first address waiting for its link',
      { email: '', emailVerified: false, pendingEmail: { email: 'lea@new.test', awaiting: 'confirmation' as const } },
      'Adresse à confirmer : lea@new.test. Ouvrez le lien que nous y avons envoyé pour la relier à votre compte. D’ici là, connectez-vous avec votre pseudonyme.',
      'Renvoyer le lien de confirmation',
      'Un nouveau lien vient d’être envoyé à lea@new.test.',
    ],
    [
      'a change waiting for the current address’s approval',
      { hasPassword: false, pendingEmail: { email: 'lea@new.test', awaiting: 'approval' as const } },
      'Changement d’adresse demandé vers lea@new.test : ouvrez le lien envoyé à votre adresse actuelle, learner@demo.test, pour l’approuver.',
      'Renvoyer le lien d’approbation',
      'Un nouveau lien vient d’être envoyé à learner@demo.test.',
    ],
  ])('says which address waits for what with %s, and mails that link again', async (_, state, text, button, sent) => {
    const { calls } = mockApi({ 'GET users/me': { body: { ...learnerMe, ...state } }, 'POST users/me/email-verification': { status: 202, body: {} } });
    saveSession(fakeToken({ sub: 'u1', iat: 1, exp: 2 }));
    await renderRoutes(appRoutes, { path: '/me' });
    expect(await screen.findByText(text)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByText(sent)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST' && call.path === 'users/me/email-verification')).toHaveLength(1);
  });
});

describe('/confirmation-email#token', () => {
  it('sends the token from the fragment in the body, once, and says the address is confirmed', async () => {
    const { calls } = mockApi({ 'POST users/email-verification': { body: { outcome: 'confirmed' } } });
    await renderRoutes(appRoutes, { path: '/confirmation-email#tok-en_1' });
    expect(await screen.findByText('Votre adresse e-mail est confirmée. Merci !')).toBeInTheDocument();
    const posts = calls.filter((call) => call.path === 'users/email-verification');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ token: 'tok-en_1' });
    expect(posts[0]?.url).not.toContain('tok-en_1');
  });

  it.each([
    ['changed', 'Votre adresse e-mail est confirmée : c’est désormais celle de votre compte.'],
    ['approved', 'Changement approuvé. Ouvrez maintenant le lien envoyé à la nouvelle adresse pour le terminer.'],
  ])('says what a link that %s the address did', async (outcome, text) => {
    mockApi({ 'POST users/email-verification': { body: { outcome } } });
    await renderRoutes(appRoutes, { path: `/confirmation-email#done-${outcome}` });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it.each([
    [403, 'Forbidden', 'Ce lien a expiré.'],
    [401, 'UNAUTHORIZED', 'Ce lien n’est pas valide, a déjà servi, ou l’adresse du compte a changé depuis son envoi.'],
    [409, 'UNIQUE_USERNAME_OR_EMAIL', 'Cette adresse appartient déjà à un autre compte : elle n’a pas été reliée au vôtre.'],
  ])('explains a link refused with %i', async (status, code, text) => {
    mockApi({ 'POST users/email-verification': { status, body: { code, title: 't', message: 'm' } } });
    await renderRoutes(appRoutes, { path: `/confirmation-email#refused-${status}` });
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });
});
