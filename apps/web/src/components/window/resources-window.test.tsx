import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { registerFeatureBundles } from '../../lib/i18n/i18n';
import { mockApi } from '../../test/api-mock';
import { lessonContentBundles } from '../lesson-content/lesson-content-bundles';
import { renderViewer, stubScreen } from '../../test/render-viewer';
import { ResourcesWindow } from './resources-window';

const wysiwyg = (id: string, html: string) => ({ title: id, type: 'slide', content: { sections: [{ id, rows: [{ id, type: 'wysiwyg', html }] }] } });
const node = (id: string, title: string | null, order = 0) => ({ id, title, order, blockId: `b-${id}` });

async function open(items: unknown[]) {
  stubScreen(false);
  const { calls } = mockApi({ 'GET pages/p1/resources': { body: { items } } });
  await registerFeatureBundles(lessonContentBundles);
  const onClose = vi.fn();
  const view = await renderViewer(<ResourcesWindow pageId="p1" lessonId="l1" onClose={onClose} />);
  return { ...view, calls, onClose };
}

describe('ResourcesWindow', () => {
  it('lists the resources with their count and opens one in the window', async () => {
    const { user, calls } = await open([
      { block: wysiwyg('a', '<p>Texte A</p>'), node: node('n1', 'Fiche A') },
      { block: wysiwyg('b', '<p>Texte B</p>'), node: node('n2', null, 1) },
    ]);
    expect(await screen.findByText('2 ressources')).toBeInTheDocument();
    expect(calls[0]?.url).toContain('pages/p1/resources?lessonId=l1');
    const dialog = screen.getByRole('dialog', { name: 'Ressources' });
    expect(dialog).toHaveStyle({ width: '850px' });
    await user.click(screen.getByRole('button', { name: 'b' }));
    expect(await screen.findByText('Texte B')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retour à la liste des ressources' }));
    await user.click(screen.getByRole('button', { name: 'Fiche A' }));
    expect(await screen.findByRole('article', { name: 'Fiche A' })).toHaveTextContent('Texte A');
  });

  it('keeps the focus in the window when a resource opens and when the learner goes back, so Escape still closes it', async () => {
    const { user, onClose } = await open([
      { block: wysiwyg('a', '<p>Texte A</p>'), node: node('n1', 'Fiche A') },
      { block: wysiwyg('b', '<p>Texte B</p>'), node: node('n2', 'Fiche B', 1) },
    ]);
    const second = await screen.findByRole('button', { name: 'Fiche B' });
    second.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Texte B')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retour à la liste des ressources' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Fiche B' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('opens a lone media file at once, in a 580 px window', async () => {
    mockApi({});
    const media = { title: 'PDF', type: 'slide', content: { sections: [{ id: 's', rows: [{ id: 'pdf', type: 'media-internal', appFileId: 'f1' }] }] } };
    await open([{ block: media, node: node('n1', 'PDF : la fiche') }]);
    expect(await screen.findByRole('article', { name: 'PDF : la fiche' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Ressources' })).toHaveStyle({ width: '580px' });
    expect(screen.queryByRole('button', { name: /Retour/ })).not.toBeInTheDocument();
  });

  it('says when there is nothing, and closes on Escape', async () => {
    const { user, onClose } = await open([]);
    expect(await screen.findByText('Aucune ressource pour cette page.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
