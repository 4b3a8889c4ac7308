import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { mockApi } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render-app';

const userId = '0b8e4a3c-1f2d-4e5f-8a9b-0c1d2e3f4a5b';
const signature = 'A'.repeat(43);
const token = `${userId}~lesson.opened,class.joined~${signature}`;
const unsubscribeCalls = (calls: { method: string; path: string }[]) => calls.filter((call) => call.method === 'POST' && call.path === 'mail/unsubscribe');

describe('/desabonnement#token, signed out', () => {
  it('says which e-mails it stops, stops them with one button, then points to the profile', async () => {
    const { calls } = mockApi({ 'POST mail/unsubscribe': { body: { kinds: ['lesson.opened', 'class.joined'] } } });
    const { router } = await renderRoutes(appRoutes, { path: `/desabonnement#${token}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Se désabonner des e-mails' })).toBeInTheDocument();
    expect(screen.getByText('Vous ne recevrez plus d’e-mail pour :')).toBeInTheDocument();
    const page = screen.getByRole('main');
    expect(
      within(page)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Nouveaux cours ouverts', 'Arrivée dans une classe']);
    // The token leaves the address bar (a navigation the screen's effect starts, settled a tick
    // later); nothing is sent before the click.
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(unsubscribeCalls(calls)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Ne plus recevoir ces e-mails' }));
    const done = (await within(page).findByText('C’est fait : vous ne recevrez plus d’e-mail pour :')).closest('[role="status"]');
    expect(done).toHaveTextContent('Nouveaux cours ouvertsArrivée dans une classe');
    expect(done).toHaveTextContent('Vous pouvez changer d’avis à tout moment dans votre profil');
    expect(screen.queryByRole('button', { name: 'Ne plus recevoir ces e-mails' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ouvrir mon profil' })).toHaveAttribute('href', '/me');
    expect(unsubscribeCalls(calls).map((call) => (call as { body?: unknown }).body)).toEqual([{ token }]);
  });

  it('says a link the server refuses is not valid', async () => {
    mockApi({
      'POST mail/unsubscribe': { status: 404, body: { code: 'UNSUBSCRIBE_LINK_INVALID', title: 'Invalid unsubscribe link', message: 'm' } },
    });
    await renderRoutes(appRoutes, { path: `/desabonnement#${token}` });
    await userEvent.click(await screen.findByRole('button', { name: 'Ne plus recevoir ces e-mails' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce lien de désabonnement n’est pas valable sur ce site');
    expect(screen.getByRole('link', { name: 'Ouvrir mon profil' })).toBeInTheDocument();
  });

  it.each([
    ['no token', '/desabonnement'],
    ['a cut token', `/desabonnement#${userId}~lesson.opened`],
    ['an unknown kind', `/desabonnement#${userId}~lesson.closed~${signature}`],
  ])('says at once that a link with %s is not valid, and sends nothing', async (_, path) => {
    const { calls } = mockApi({});
    await renderRoutes(appRoutes, { path });
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce lien de désabonnement n’est pas valable sur ce site');
    expect(screen.queryByRole('button', { name: 'Ne plus recevoir ces e-mails' })).toBeNull();
    expect(unsubscribeCalls(calls)).toHaveLength(0);
  });

  it('speaks English', async () => {
    mockApi({ 'POST mail/unsubscribe': { body: { kinds: ['lesson.opened', 'class.joined'] } } });
    await renderRoutes(appRoutes, { path: `/desabonnement#${token}`, locale: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Stop these emails' }));
    expect((await screen.findByText('Done: you will no longer get emails for:')).closest('[role="status"]')).not.toBeNull();
  });
});
