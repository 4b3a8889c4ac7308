import type { EmbedMessage } from '@espace/contracts/embeds';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lessonContentBundles } from '../../../components/lesson-content/lesson-content-bundles';
import { scoreBundles } from '../../../components/score/score-bundles';
import { activateLocale, registerFeatureBundles } from '../../../lib/i18n/i18n';
import { PreviewScreen } from './preview-screen';

const backoffice = 'http://backoffice.localhost:3001';

const block = {
  title: 'Premiers secours',
  type: 'exercice',
  settings: { feedbacks: { correct: 'Bravo !', incorrect: 'Pas tout à fait.', partialy_correct: 'Presque.' } },
  content: {
    sections: [
      {
        id: 's1',
        rows: [
          {
            id: 'mc',
            type: 'multiple-choice',
            question: '<p>Quels numéros sont des numéros d’urgence ?</p>',
            choices: [
              { id: 'n15', value: '15', correct: true },
              { id: 'n36', value: '36', correct: false },
            ],
          },
          { id: 'fa', type: 'free-answer', question: '<p>Le numéro européen ?</p>', expected: ['112'] },
        ],
      },
    ],
  },
};

/** The back-office's side: a message event as the browser delivers it. */
function send(data: unknown, origin = backoffice) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

let posted: { message: EmbedMessage; targetOrigin: string }[];

beforeEach(async () => {
  localStorage.clear();
  posted = [];
  // Framed by the back-office: the embed's replies go to this parent.
  const parent = { postMessage: (message: EmbedMessage, targetOrigin: string) => posted.push({ message, targetOrigin }) };
  vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
  await activateLocale('fr');
  await registerFeatureBundles(import.meta.glob<Record<string, unknown>>('../locales/*.json', { import: 'default' }));
  await registerFeatureBundles(lessonContentBundles);
  await registerFeatureBundles(scoreBundles);
});

afterEach(() => {
  vi.restoreAllMocks();
});

function renderPreview(hostsBackoffice: string | null = `${backoffice}/admin`) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PreviewScreen hostsBackoffice={hostsBackoffice} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

// Typing and clicking through rendered rows is slow on a busy machine.
describe('PreviewScreen', { timeout: 20_000 }, () => {
  it('says it is ready to the back-office origin only, then waits for a block', () => {
    renderPreview();
    expect(screen.getByRole('status')).toHaveTextContent('En attente d’un bloc de l’administration…');
    expect(posted).toContainEqual({ message: { type: 'espace:ready', screen: 'preview' }, targetOrigin: backoffice });
  });

  it('renders a block from the back-office, scores it in the browser, shows the correction and starts again', async () => {
    const user = renderPreview();
    send({ type: 'espace:preview', block, courseType: { hints: false, feedbacks: true } });
    expect(screen.getByRole('heading', { name: 'Premiers secours' })).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Quels numéros sont des numéros d’urgence ?' });
    await user.click(within(group).getByRole('checkbox', { name: '15' }));
    await user.type(screen.getByRole('textbox', { name: 'Le numéro européen ?' }), '18');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));

    expect(screen.getByText('Score : 100 points sur 200')).toBeInTheDocument();
    expect(screen.getByText('Presque.')).toBeInTheDocument();
    expect(screen.getByText('Réponse attendue')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Le numéro européen ?' })).toBeDisabled();
    expect(posted.map((entry) => entry.message)).toContainEqual({ type: 'espace:checked', scoring: { actual: 100, max: 200 }, progress: 'COMPLETED' });

    await user.click(screen.getByRole('button', { name: 'Recommencer' }));
    expect(screen.getByRole('textbox', { name: 'Le numéro européen ?' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Vérifier' })).toBeInTheDocument();
  });

  it('hides feedbacks the course type switches off', async () => {
    const user = renderPreview();
    send({ type: 'espace:preview', block, courseType: { hints: false, feedbacks: false } });
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(screen.getByText('Score : 0 points sur 200')).toBeInTheDocument();
    expect(screen.queryByText('Pas tout à fait.')).not.toBeInTheDocument();
  });

  it('replaces the block and forgets the answers on a new preview, and on reset', async () => {
    const user = renderPreview();
    send({ type: 'espace:preview', block });
    await user.type(screen.getByRole('textbox', { name: 'Le numéro européen ?' }), '112');
    send({ type: 'espace:reset' });
    expect(screen.getByRole('textbox', { name: 'Le numéro européen ?' })).toHaveValue('');
    send({ type: 'espace:preview', block: { ...block, title: 'Autre bloc' } });
    expect(screen.getByRole('heading', { name: 'Autre bloc' })).toBeInTheDocument();
  });

  it('offers no check on a slide, which has nothing to score', () => {
    renderPreview();
    send({
      type: 'espace:preview',
      block: { title: 'Diapositive', type: 'slide', content: { sections: [{ id: 's', rows: [{ id: 'w', type: 'wysiwyg', html: '<p>Texte</p>' }] }] } },
    });
    expect(screen.getByText('Texte')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vérifier' })).not.toBeInTheDocument();
  });

  it('refuses a message from another origin: alert, and nothing it sent is used', () => {
    renderPreview();
    send({ type: 'espace:preview', block }, 'http://127.0.0.1:3001');
    expect(screen.getByRole('alert')).toHaveTextContent('L’administration se trouve à une origine inattendue.');
    expect(screen.getByRole('alert')).toHaveTextContent('http://127.0.0.1:3001');
    expect(screen.queryByRole('heading', { name: 'Premiers secours' })).not.toBeInTheDocument();
    expect(posted.map((entry) => entry.message)).not.toContainEqual(expect.objectContaining({ type: 'espace:error' }));
  });

  it('refuses every message when the tenant has no back-office', () => {
    renderPreview(null);
    send({ type: 'espace:preview', block });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Premiers secours' })).not.toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('answers a malformed message or an invalid block with BAD_REQUEST', () => {
    renderPreview();
    send({ type: 'espace:unknown' });
    send({ type: 'espace:preview', block: { ...block, title: '' } });
    expect(posted.filter((entry) => entry.message.type === 'espace:error')).toEqual([
      { message: { type: 'espace:error', code: 'BAD_REQUEST' }, targetOrigin: backoffice },
      { message: { type: 'espace:error', code: 'BAD_REQUEST' }, targetOrigin: backoffice },
    ]);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stores the session the back-office sends', () => {
    renderPreview();
    const claims = btoa(JSON.stringify({ sub: 'teacher-1', iat: 1000, exp: 4600 }));
    send({ type: 'espace:session', accessToken: `header.${claims}.signature` });
    expect(localStorage.getItem('id_token')).toBe(`header.${claims}.signature`);
    expect(localStorage.getItem('id_user')).toBe('teacher-1');
  });
});
