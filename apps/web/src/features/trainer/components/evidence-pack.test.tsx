import type { EvidencePack } from '@espace/contracts/attestations';
import type { Roster } from '@espace/contracts/trainer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { dueDatesBundles } from '../../../components/due-dates/due-dates-bundles';
import { registerFeatureBundles } from '../../../lib/i18n/i18n';
import { fakeToken, mockApi, type MockAnswer } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render-app';
import { trainerBundles } from '../trainer-bundles';
import { ClassRosterPage } from './class-roster-page';

beforeAll(async () => {
  await Promise.all([registerFeatureBundles(trainerBundles), registerFeatureBundles(dueDatesBundles)]);
});

const classId = '0b8e4a3c-1f2d-4e5f-8a9b-0c1d2e3f4a5b';
const packId = '5f0c2b1a-3d4e-4f5a-9b8c-7d6e5f4a3b2c';
const roster: Roster = {
  class: { id: classId, name: 'Printemps', startAt: null, expireAt: null, period: 'current' },
  courses: [],
  items: [],
  total: 0,
  page: 1,
  pageCount: 1,
  viewCounts: { all: 0, notStarted: 0, inProgress: 0, finished: 0, late: 0 },
};
const preparing: EvidencePack = {
  id: packId,
  classId,
  state: 'preparing',
  learners: 3,
  requestedAt: '2026-11-30T22:10:00.000Z',
  readyAt: null,
  expiresAt: null,
  fileName: null,
  size: null,
};
// Midday UTC: the same day in any time zone the tests run in.
const ready: EvidencePack = {
  ...preparing,
  state: 'ready',
  readyAt: '2026-11-30T23:12:00.000Z',
  expiresAt: '2026-12-01T11:12:00.000Z',
  fileName: 'dossier-de-preuves-Printemps-2026-11-30.zip',
  size: 233_472,
};
const link = { url: `/api/evidence-packs/${packId}?user=t1&expires=4102444800&signature=sig`, expiresAt: '2100-01-01T00:00:00.000Z' };
const classPath = `trainer/classes/${classId}`;
const linkPath = `trainer/evidence-packs/${packId}/link`;
// Testing Library reads the no-break spaces of French typography as spaces.
const readyText = /^Dossier de preuves prêt \(228 Ko\), disponible jusqu’au 1er déc\. 2026 à \d{2}:\d{2}\.$/;

async function open(answers: Record<string, MockAnswer | (() => MockAnswer)>, { strictMode = false } = {}) {
  const mocked = mockApi({
    [`GET ${classPath}/roster`]: { body: roster },
    [`GET ${classPath}/messages`]: { body: { items: [] } },
    [`GET classes/${classId}/due-dates`]: { body: { classId, programs: [] } },
    ...answers,
  });
  localStorage.setItem('id_token', fakeToken({ sub: 't1', iat: 1, exp: 2 }));
  await renderRoutes([{ path: '/formateur/classes/:classId', element: <ClassRosterPage /> }], { path: `/formateur/classes/${classId}`, strictMode });
  await screen.findByRole('heading', { level: 1, name: 'Printemps' });
  const downloads: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.getAttribute('href') ?? '');
  });
  const linkCalls = () => mocked.calls.filter((call) => call.method === 'POST' && call.path === linkPath);
  return { ...mocked, downloads, linkCalls, user: userEvent.setup() };
}

const askButton = () => screen.getByRole('button', { name: 'Dossier de preuves Qualiopi' });
/** The pack's status region, which reads out each change. */
const statusOf = (text: HTMLElement) => {
  const status = text.closest<HTMLElement>('[role="status"]');
  if (status === null) throw new Error('The text is not in a status region');
  return status;
};

describe('the Qualiopi evidence pack on the roster', () => {
  it('asks for a pack, says it is being prepared, then downloads it once by itself when ready', async () => {
    let latest: EvidencePack | null = null;
    const { calls, downloads, linkCalls, user } = await open(
      {
        [`GET ${classPath}/evidence-packs/latest`]: () => ({ body: { pack: latest } }),
        [`POST ${classPath}/evidence-packs`]: () => {
          latest = ready;
          // Just asked: its job has not listed the learners yet.
          return { status: 202, body: { ...preparing, learners: null } };
        },
        [`POST ${linkPath}`]: { body: link },
      },
      // Effects run twice on mount, as in development: still one download.
      { strictMode: true },
    );
    expect(askButton()).toHaveAccessibleDescription(/^Un fichier \.zip/);
    await user.click(askButton());
    const status = statusOf(await screen.findByText('Préparation du dossier de preuves…'));
    expect(status).toHaveTextContent('Vous pouvez quitter cette page : une notification vous préviendra quand il sera prêt.');
    expect(calls.find((call) => call.method === 'POST' && call.path === `${classPath}/evidence-packs`)?.body).toEqual({
      locale: 'fr',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    // One pack at a time; the button keeps the focus while it is prepared.
    expect(askButton()).toHaveAttribute('aria-disabled', 'true');
    expect(askButton()).toHaveAttribute('aria-busy', 'true');
    expect(askButton()).toHaveFocus();

    expect(await within(status).findByText(readyText)).toBeInTheDocument();
    await waitFor(() => expect(downloads).toEqual([link.url]));
    expect(linkCalls()).toHaveLength(1);
    expect(askButton()).not.toHaveAttribute('aria-disabled');
    // The button stays, to download it again.
    await user.click(within(status).getByRole('button', { name: 'Télécharger le dossier de preuves' }));
    await waitFor(() => expect(downloads).toEqual([link.url, link.url]));
    expect(linkCalls()).toHaveLength(2);
  });

  it('shows a pack found ready on arrival without downloading it', async () => {
    const { downloads, linkCalls, user } = await open({
      [`GET ${classPath}/evidence-packs/latest`]: { body: { pack: ready } },
      [`POST ${linkPath}`]: { body: link },
    });
    const status = statusOf(await screen.findByText(readyText));
    expect(linkCalls()).toHaveLength(0);
    await user.click(within(status).getByRole('button', { name: 'Télécharger le dossier de preuves' }));
    // One download: the one asked for, none started by the visit.
    await waitFor(() => expect(downloads).toEqual([link.url]));
  });

  it('says when a pack could not be prepared, and lets the trainer ask again', async () => {
    let latest: EvidencePack = preparing;
    const { downloads } = await open({
      [`GET ${classPath}/evidence-packs/latest`]: () => {
        const answer = { body: { pack: latest } };
        latest = { ...preparing, state: 'failed' };
        return answer;
      },
    });
    expect(await screen.findByText('Préparation du dossier de preuves de 3 apprenants…')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Le dossier de preuves n’a pas pu être préparé. Demandez-le à nouveau.');
    expect(screen.queryByText(/Préparation du dossier/)).not.toBeInTheDocument();
    expect(askButton()).not.toHaveAttribute('aria-disabled');
    expect(downloads).toEqual([]);
  });

  it('says when a download fails, and when packs are asked for too often', async () => {
    const { user } = await open({
      [`GET ${classPath}/evidence-packs/latest`]: { body: { pack: ready } },
      [`POST ${linkPath}`]: { status: 404, body: { code: 'NOT_FOUND', title: 'Not found', message: 'Not found' } },
      [`POST ${classPath}/evidence-packs`]: { status: 429, body: { code: 'TOO_MANY_REQUESTS', title: 'Too many requests', message: 'Too many requests' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Télécharger le dossier de preuves' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Le dossier de preuves n’a pas pu être téléchargé.');
    await user.click(askButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Trop de demandes en peu de temps. Réessayez dans quelques minutes.');
  });
});
