import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerFeatureBundles } from '../../../lib/i18n/i18n';
import { fakeToken, mockApi } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render-app';
import { trainerBundles } from '../trainer-bundles';
import { TimeAccommodationForm } from './time-accommodation-form';

beforeAll(async () => {
  await registerFeatureBundles(trainerBundles);
});

const list = 'GET classes/k1/time-accommodations';
const one = 'classes/k1/time-accommodations/u1';
const stored = (extraTime: string) => ({ userId: 'u1', extraTime, setBy: 't1', updatedAt: '2026-11-20T10:00:00.000Z' });
const open = () => renderRoutes([{ path: '/', element: <TimeAccommodationForm classId="k1" userId="u1" learnerName="Léa Martin" /> }]);

describe('TimeAccommodationForm', () => {
  it("shows the learner's accommodation and saves another one", async () => {
    localStorage.setItem('id_token', fakeToken({ sub: 't1', iat: 1, exp: 2 }));
    let items = [stored('x1.5'), { ...stored('x2'), userId: 'u2' }];
    const { calls } = mockApi({
      [list]: () => ({ body: { items } }),
      [`PUT ${one}`]: () => {
        items = [stored('x2')];
        return { body: items[0] };
      },
    });
    await open();
    expect(screen.getByRole('heading', { level: 2, name: 'Temps aménagé' })).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Temps accordé' });
    // Léa's own, not another learner's.
    await waitFor(() => expect(select).toHaveValue('x1.5'));
    expect(screen.getByRole('option', { name: 'Temps × 1,5' })).toHaveProperty('selected', true);

    const user = userEvent.setup();
    await user.selectOptions(select, 'Temps × 2');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le temps aménagé' }));
    expect(await screen.findByText('Temps aménagé enregistré.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ extraTime: 'x2' });
    expect(select).toHaveValue('x2');
  });

  it('gives the modules their own time back by removing the accommodation', async () => {
    localStorage.setItem('id_token', fakeToken({ sub: 't1', iat: 1, exp: 2 }));
    let items = [stored('unlimited')];
    const { calls } = mockApi({
      [list]: () => ({ body: { items } }),
      [`DELETE ${one}`]: () => {
        items = [];
        return { status: 204 };
      },
    });
    await open();
    const select = screen.getByRole('combobox', { name: 'Temps accordé' });
    await waitFor(() => expect(select).toHaveValue('unlimited'));
    const user = userEvent.setup();
    await user.selectOptions(select, 'Temps prévu par les modules');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le temps aménagé' }));
    expect(await screen.findByText('Temps aménagé enregistré.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE' && call.path === one)).toBe(true);
    expect(select).toHaveValue('none');
  });

  it('says why a save was refused and keeps the choice', async () => {
    localStorage.setItem('id_token', fakeToken({ sub: 't1', iat: 1, exp: 2 }));
    mockApi({ [list]: { body: { items: [] } }, [`PUT ${one}`]: { status: 404, body: { code: 'NOT_FOUND', title: 'x', message: 'y' } } });
    await open();
    const select = screen.getByRole('combobox', { name: 'Temps accordé' });
    await waitFor(() => expect(select).toBeEnabled());
    const user = userEvent.setup();
    await user.selectOptions(select, 'Temps × 1,25');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le temps aménagé' }));
    expect(await screen.findByRole('alert')).not.toBeEmptyDOMElement();
    expect(select).toHaveValue('x1.25');
    expect(select).toHaveAccessibleDescription(/.+/);
  });
});
