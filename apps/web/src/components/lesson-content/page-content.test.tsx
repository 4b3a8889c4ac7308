import type { Row } from '@espace/domain/exercises/registry';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { linkAnswers, mockApi, signedUrl } from '../../test/api-mock';
import { registerFeatureBundles } from '../../lib/i18n/i18n';
import { viewerBundles } from '../viewers/viewer-bundles';
import { openedLinkOf } from './content-link-windows';
import { contentOf, renderContent } from '../../test/render-content';
import type { BlockContent } from './types';

const terms = [
  { id: 'accueil', title: 'Accueil', words: ['accueillir'], definition: 'Les premières secondes du contact.' },
  { id: 'reclamation', title: 'Réclamation', words: ['plainte'], definition: "L'expression d'un mécontentement." },
];

const text = (id: string, html: string, settings?: object) => ({ id, type: 'wysiwyg', html, ...(settings ? { settings } : {}) }) as Row;

describe('PageContent', () => {
  it('renders beforeStatement rows, the statement, the table, then the sections', async () => {
    const content = contentOf([text('after', '<p>Après</p>'), text('before', '<p>Avant</p>', { beforeStatement: true })], {
      statement: { html: '<p>Énoncé</p>' },
      table: { headers: ['Étape', 'Exemple'], rows: [['1', 'Je vous écoute.']] },
    });
    const { container } = await renderContent({ content, blockType: 'slide' });
    const order = [...container.querySelectorAll('p, table')].map((node) => (node.tagName === 'TABLE' ? 'table' : node.textContent));
    expect(order.filter((item) => ['Avant', 'Énoncé', 'table', 'Après'].includes(item ?? ''))).toEqual(['Avant', 'Énoncé', 'table', 'Après']);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Étape', 'Exemple']);
    expect(screen.getByRole('region', { name: 'Étape, Exemple' })).toHaveAttribute('tabindex', '0');
  });

  it('accepts the whole public block as well as its content field', async () => {
    const block = { title: 'Bloc', type: 'slide', settings: { hints: [] }, content: contentOf([text('t', '<p>Dans le bloc</p>')]) };
    await renderContent({ content: block as never, blockType: 'slide' });
    expect(screen.getByText('Dans le bloc')).toBeInTheDocument();
  });

  it('sanitises course HTML', async () => {
    const html = '<p>Sûr<img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">lien</a></p>';
    const { container } = await renderContent({ content: contentOf([text('t', html)], { statement: { html: '<p onclick="alert(4)">Énoncé</p>' } }) });
    expect(container.innerHTML).not.toMatch(/onerror|onclick|<script|javascript:/);
    expect(screen.getByText('lien')).toBeInTheDocument();
  });

  it('honours hideTitle, questionIsHidden (kept for screen readers) and audioFileId', async () => {
    const row = {
      id: 'q',
      type: 'free-answer',
      title: 'Titre caché',
      question: '<p>Question cachée</p>',
      expected: ['x'],
      settings: { hideTitle: true, questionIsHidden: true, audioFileId: 'son' },
    } satisfies Row;
    mockApi(linkAnswers('son'));
    const { container } = await renderContent({ content: contentOf([row]) });
    expect(screen.queryByRole('heading', { name: 'Titre caché' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Question cachée' })).toBeInTheDocument();
    expect(screen.getByText('Question cachée').closest('.visually-hidden')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Écouter' })).toHaveAttribute('aria-pressed', 'false');
    await vi.waitFor(() => expect(container.querySelector('audio')).toHaveAttribute('src', signedUrl('son')));
  });

  it('uses the answer default of each row when the player has none (docs/product/lessons.md#answer-defaults)', async () => {
    const row = {
      id: 'dd',
      type: 'drag-n-drop',
      choices: [{ id: 'a', value: 'A' }],
      targets: [{ id: 't', label: 'T', acceptedChoiceIds: ['a'] }],
    } satisfies Row;
    await renderContent({ content: contentOf([row]) });
    expect(screen.getByText('Vide')).toBeInTheDocument();
  });
});

describe('interactive image', () => {
  const content: BlockContent = {
    sections: [],
    interactiveImage: {
      imageFileId: 'plan',
      zones: [
        { id: 'entree', shape: { kind: 'rectangle', x: 20, y: 300, width: 160, height: 80 }, title: 'Entrée', html: '<p>Pas ici.</p>' },
        { id: 'attente', shape: { kind: 'circle', cx: 320, cy: 200, r: 90 }, html: '<p>Asseyez-vous.</p>' },
      ],
    },
  } as BlockContent;

  it('tells more about a zone on hover, focus and tap', async () => {
    const { user } = await renderContent({ content, blockType: 'slide' });
    expect(screen.getByText(/Survolez, touchez ou sélectionnez/)).toBeInTheDocument();
    await user.hover(screen.getByRole('button', { name: 'Entrée' }));
    expect(screen.getByText('Pas ici.')).toBeInTheDocument();
    await user.unhover(screen.getByRole('button', { name: 'Entrée' }));
    expect(screen.queryByText('Pas ici.')).not.toBeInTheDocument();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Zone 2' })).toHaveFocus();
    expect(screen.getByText('Asseyez-vous.')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Zone 2' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Entrée' }));
    expect(screen.getByText('Pas ici.')).toBeInTheDocument();
  });

  it('brings the text of a clicked zone into view, not of a hovered one', async () => {
    const scrolled: Element[] = [];
    const scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      const { user } = await renderContent({ content, blockType: 'slide' });
      await user.hover(screen.getByRole('button', { name: 'Zone 2' }));
      expect(scrollIntoView).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Entrée' }));
      expect(scrolled).toEqual([screen.getByText('Pas ici.').closest('.interactive-image__info')]);
      expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' });
    } finally {
      // jsdom has none: the app's call is guarded for it.
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });
});

describe('glossary terms', () => {
  it('highlights each term once per page, accent-insensitively, longest form first', async () => {
    const content = contentOf([text('a', '<p>Bien <em>accueillir</em>, un bon accueil.</p>'), text('b', '<p>Une reclamation et l’accueil.</p>')], {
      statement: { html: '<p>Chaque Réclamation compte.</p>' },
    });
    await renderContent({ content, terms, blockType: 'slide' });
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Réclamation', 'accueillir']);
    expect(screen.getByRole('button', { name: 'accueillir' })).toHaveAccessibleDescription('Les premières secondes du contact.');
  });

  it('names a question group by its question alone, not the definitions of its terms', async () => {
    const question = {
      id: 'mc',
      type: 'multiple-choice',
      question: '<p>Comment traiter une plainte ?</p>',
      choices: [
        { id: 'a', value: 'Écouter' },
        { id: 'b', value: 'Ignorer' },
      ],
    } as Row;
    const { user } = await renderContent({ content: contentOf([question]), terms });
    const group = screen.getByRole('group', { name: 'Comment traiter une plainte ?' });
    // Even with the term's bubble on screen.
    await user.hover(screen.getByRole('button', { name: 'plainte' }));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    expect(group).toHaveAccessibleName('Comment traiter une plainte ?');
  });

  it('shows the definition on hover, focus and tap, and hides it with Escape', async () => {
    const { user } = await renderContent({ content: contentOf([text('a', '<p>Traiter une plainte.</p>')]), terms });
    const term = screen.getByRole('button', { name: 'plainte' });
    await user.hover(term);
    expect(screen.getByRole('tooltip')).toHaveTextContent("Réclamation L'expression d'un mécontentement.".replace(' ', ''));
    // Hoverable: the pointer moves onto the bubble and it stays; Escape dismisses it, the focus elsewhere.
    // (user-event gives mouseout no relatedTarget, which a browser does: e2e/a11y/dialogs-and-tools.spec.ts moves a real pointer.)
    const bubble = screen.getByRole('tooltip');
    fireEvent.mouseOut(term, { relatedTarget: bubble });
    fireEvent.mouseOver(bubble, { relatedTarget: term });
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.hover(term);
    await user.unhover(term);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.tab();
    expect(term).toHaveFocus();
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.click(term);
    await user.unhover(term);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.click(term);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens a tutorial link in the tutorial window and a video link in the video dialog, leaving other links to the browser (docs/product/screens-and-routes.md#windows)', async () => {
    await registerFeatureBundles(viewerBundles);
    const html =
      '<p><a href="/api/activities/lib/index.html" data-tutorial>Découvrez le lecteur</a>, <a href="https://youtu.be/M7lc1UVf-VE">la vidéo</a>, <a href="https://example.com/">un site</a></p>';
    const { user } = await renderContent({ content: contentOf([text('t', html)]), blockType: 'slide' });
    await user.click(screen.getByRole('link', { name: 'Découvrez le lecteur' }));
    const tutorial = await screen.findByRole('dialog', { name: 'Découvrez le lecteur' });
    expect(within(tutorial).getByTitle('Tutoriel : Découvrez le lecteur')).toHaveAttribute('src', '/api/activities/lib/index.html');
    await user.click(within(tutorial).getByRole('button', { name: 'Fermer' }));
    await user.click(screen.getByRole('link', { name: 'la vidéo' }));
    const video = await screen.findByRole('dialog', { name: 'la vidéo' });
    expect(
      within(video)
        .getByTitle(/la vidéo/)
        .getAttribute('src'),
    ).toContain('youtube');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The focus goes back to the link that opened it (WCAG 2.4.3), never to the page's body.
    await waitFor(() => expect(screen.getByRole('link', { name: 'la vidéo' })).toHaveFocus());
    // Any other link stays a plain link.
    const site = screen.getByRole('link', { name: 'un site' });
    expect(openedLinkOf(site)).toBeNull();
  });
});
