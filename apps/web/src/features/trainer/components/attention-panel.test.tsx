import type { TrainerAttention } from '@espace/contracts/trainer';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { registerFeatureBundles } from '../../../lib/i18n/i18n';
import { fakeToken, mockApi } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render-app';
import { trainerBundles } from '../trainer-bundles';
import { AttentionPanel, type RemindLearner } from './attention-panel';

beforeAll(async () => {
  await registerFeatureBundles(trainerBundles);
});

const spring = { id: 'k1', name: 'Printemps 2026' };
const attention: TrainerAttention = {
  items: [
    {
      class: spring,
      learner: { id: 'u1', displayName: 'Léa Martin' },
      reasons: [
        { kind: 'overdue', course: 'Module 2', dueOn: '2026-11-12', daysLate: 3 },
        { kind: 'dueSoon', course: 'Module 3', dueOn: '2026-11-17', daysLeft: 2 },
      ],
    },
    { class: spring, learner: { id: 'u4', displayName: 'Nora Zed' }, reasons: [{ kind: 'notStarted', days: 433 }] },
    { class: spring, learner: { id: 'u2', displayName: 'Hugo Petit' }, reasons: [{ kind: 'inactive', days: 9 }] },
    {
      class: { id: 'k2', name: 'Automne 2026' },
      learner: { id: 'u3', displayName: 'Zoé Amrani' },
      reasons: [{ kind: 'failing', course: 'Examen final', score: 42 }],
    },
  ],
  total: 4,
};
const signIn = () => localStorage.setItem('id_token', fakeToken({ sub: 't1', iat: 1, exp: 2 }));
const show = (answer: Parameters<typeof mockApi>[0][string], onRemind: RemindLearner = vi.fn<RemindLearner>(), locale: 'fr' | 'en' = 'fr') => {
  signIn();
  mockApi({ 'GET trainer/attention': answer });
  return renderRoutes([{ path: '/', element: <AttentionPanel onRemind={onRemind} /> }], { locale });
};

describe('AttentionPanel', () => {
  it('lists each learner with their class, a link to their page in it, and their reasons in words', async () => {
    await show({ body: attention }, vi.fn());
    const panel = await screen.findByRole('region', { name: 'À suivre aujourd’hui' });
    const links = await within(panel).findAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Léa Martin, Printemps 2026\u00a0: voir ses leçons',
      'Nora Zed, Printemps 2026\u00a0: voir ses leçons',
      'Hugo Petit, Printemps 2026\u00a0: voir ses leçons',
      'Zoé Amrani, Automne 2026\u00a0: voir ses leçons',
    ]);
    expect(links[0]).toHaveAttribute('href', '/formateur/classes/k1/apprenants/u1');
    const items = links.map((link) => link.closest('li')!);
    const lea = items[0]!;
    expect(lea).toHaveTextContent('Printemps 2026');
    expect(within(lea).getByText('En retard : Module 2, à terminer avant le 12 novembre 2026')).toBeInTheDocument();
    expect(within(lea).getByText('Échéance proche : Module 3, à terminer avant le 17 novembre 2026 (après-demain)')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Pas commencé : inscrit il y a 433 jours')).toBeInTheDocument();
    expect(within(items[2]!).getByText('Inactif : aucune activité depuis 9 jours')).toBeInTheDocument();
    expect(within(items[3]!).getByText('Résultat insuffisant : Examen final (42 %)')).toBeInTheDocument();
  });

  it('prepares a reminder of the most pressing reason, in the trainer’s language, when « Relancer » is pressed', async () => {
    const onRemind = vi.fn<RemindLearner>();
    await show({ body: attention }, onRemind);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Relancer Léa Martin' }));
    expect(onRemind).toHaveBeenCalledWith(
      { id: 'u1', displayName: 'Léa Martin', classId: 'k1' },
      {
        subject: 'Module 2\u00a0: module en retard',
        body: expect.stringContaining('Bonjour Léa Martin,\n\nLe module «\u00a0Module 2\u00a0» était à terminer avant le 12 novembre 2026') as string,
      },
    );
    await user.click(screen.getByRole('button', { name: 'Relancer Hugo Petit' }));
    expect(onRemind).toHaveBeenLastCalledWith(
      { id: 'u2', displayName: 'Hugo Petit', classId: 'k1' },
      { subject: 'Où en êtes-vous de votre formation\u202f?', body: expect.stringContaining('depuis 9 jours') as string },
    );
    await user.click(screen.getByRole('button', { name: 'Relancer Nora Zed' }));
    expect(onRemind).toHaveBeenLastCalledWith(
      { id: 'u4', displayName: 'Nora Zed', classId: 'k1' },
      {
        subject: 'Votre formation vous attend',
        body: expect.stringContaining('Cela fait 433 jours que votre formation vous attend et vous ne l') as string,
      },
    );
  });

  it('prepares it in English for a trainer reading English', async () => {
    const onRemind = vi.fn<RemindLearner>();
    await show({ body: attention }, onRemind, 'en');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Remind Zoé Amrani' }));
    expect(onRemind).toHaveBeenCalledWith(
      { id: 'u3', displayName: 'Zoé Amrani', classId: 'k2' },
      {
        subject: 'Your result in “Examen final”',
        body: expect.stringContaining('Hello Zoé Amrani,\n\nYour result in “Examen final” is 42%.') as string,
      },
    );
    const panel = screen.getByRole('region', { name: 'Needs attention today' });
    expect(panel).toHaveTextContent('Overdue: Module 2, due by November 12, 2026');
    expect(panel).toHaveTextContent('Not started: enrolled 433 days ago');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remind Nora Zed' }));
    expect(onRemind).toHaveBeenLastCalledWith(
      { id: 'u4', displayName: 'Nora Zed', classId: 'k1' },
      { subject: 'Your training is waiting for you', body: expect.stringContaining('waiting for you for 433 days') as string },
    );
  });

  it('says when nobody needs attention', async () => {
    await show({ body: { items: [], total: 0 } });
    expect(await screen.findByText('Personne à relancer aujourd’hui.')).toBeInTheDocument();
  });

  it('says how many learners it leaves out', async () => {
    await show({ body: { ...attention, total: 64 } });
    expect(await screen.findByText('Les 4 plus urgents sont affichés, sur 64 apprenants à suivre.')).toBeInTheDocument();
  });

  it('says it is loading, then that it failed', async () => {
    await show({ status: 500, body: { code: 'INTERNAL_ERROR', title: 'Erreur', message: 'Erreur interne' } });
    expect(screen.getByRole('status')).toHaveTextContent('Recherche des apprenants à suivre…');
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
