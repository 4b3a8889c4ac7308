import type { Row } from '@espace/domain/exercises/registry';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { linkAnswers, mockApi, signedUrl } from '../../../test/api-mock';
import { contentOf, renderContent, resultsOf } from '../../../test/render-content';

const row = {
  id: 'zones',
  type: 'image-cliquable',
  question: '<p>Cliquez sur les deux zones qui comptent.</p>',
  imageFileId: 'comptoir',
  settings: { defaultWidth: 808, defaultHeight: 480 },
  choices: [
    { id: 'porte', value: 'La porte', shape: { kind: 'rectangle', x: 40, y: 120, width: 120, height: 300 }, correct: false },
    { id: 'client', value: 'Le client', shape: { kind: 'circle', cx: 300, cy: 190, r: 40 }, correct: true },
    {
      id: 'comptoir',
      value: 'Le comptoir',
      shape: {
        kind: 'polygon',
        points: [
          [480, 300],
          [760, 300],
          [720, 420],
          [520, 420],
        ],
      },
      correct: true,
    },
  ],
} satisfies Row;

describe('ImageCliquableRow', () => {
  it('draws each zone as a named svg checkbox in the 808-wide view', async () => {
    mockApi(linkAnswers('comptoir'));
    const { container } = await renderContent({ content: contentOf([row]) });
    const group = screen.getByRole('group', { name: 'Cliquez sur les deux zones qui comptent.' });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((zone) => zone.tagName),
    ).toEqual(['rect', 'circle', 'polygon']);
    expect(container.querySelector('svg')).toHaveAttribute('viewBox', '0 0 808 480');
    await vi.waitFor(() => expect(container.querySelector('img')).toHaveAttribute('src', signedUrl('comptoir')));
    expect(screen.getByRole('checkbox', { name: 'Le comptoir' })).toHaveAttribute('points', '480,300 760,300 720,420 520,420');
  });

  it('toggles zones by click, Enter and Space', async () => {
    const { user, onAnswer } = await renderContent({ content: contentOf([row]) });
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'La porte' })).toHaveFocus();
    await user.click(screen.getByRole('checkbox', { name: 'Le client' }));
    expect(screen.getByRole('checkbox', { name: 'Le client' })).toHaveAttribute('aria-checked', 'true');
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Le comptoir' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onAnswer).toHaveBeenLastCalledWith('zones', ['client', 'comptoir']);
    await user.keyboard(' ');
    expect(onAnswer).toHaveBeenLastCalledWith('zones', ['client']);
  });

  it('marks the zones on the image and lists them in words', async () => {
    const answers = { zones: ['client', 'porte'] };
    await renderContent({ content: contentOf([row]), answers, results: resultsOf([row], answers) });
    expect(screen.getByRole('checkbox', { name: 'Le client\u00a0: Bonne réponse' })).toHaveClass('zone--good');
    expect(screen.getByRole('checkbox', { name: 'La porte\u00a0: Mauvaise réponse' })).toHaveAttribute('tabindex', '-1');
    const list = screen.getByRole('list', { name: 'Correction des zones' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Mauvaise réponse La porte', 'Bonne réponse Le client', 'Réponse attendue Le comptoir']);
  });
});
