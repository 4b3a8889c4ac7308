import type { Row } from '@espace/domain/exercises/registry';
import { registerFeatureBundles } from '../../../lib/i18n/i18n';
import { viewerBundles } from '../../viewers/viewer-bundles';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { linkAnswers, mockApi, signedUrl } from '../../../test/api-mock';
import { contentOf, renderContent } from '../../../test/render-content';

// pdf.js does not run in jsdom: the viewer is P3's and tested there; here, that the row hands it the file.
vi.mock('../../viewers/pdf-viewer', () => ({ PdfViewer: ({ src, title }: { src: string; title: string }) => <p>{`pdf ${title} ${src}`}</p> }));

const file = (id: string, fileType: string, name: string, alternatives: { alt?: string; transcript?: string; hasCaptions?: boolean } = {}) => ({
  id,
  name,
  type: 'x',
  fileType,
  size: 1,
  libraryId: null,
  ownerId: null,
  alt: alternatives.alt ?? null,
  transcript: alternatives.transcript ?? null,
  hasCaptions: alternatives.hasCaptions ?? false,
});
const media = (appFileId: string, extra: object = {}) => ({ id: `row-${appFileId}`, type: 'media-internal', appFileId, ...extra }) as Row;

describe('MediaInternalRow', () => {
  it('shows an image from its metadata, named by its text alternative, with the description as text', async () => {
    const { calls } = mockApi({ 'GET files/f1': { body: file('f1', 'image', 'Le sourire.png', { alt: 'Un visage souriant' }) }, ...linkAnswers('f1') });
    await renderContent({ content: contentOf([media('f1', { description: 'Un sourire accueillant' })]), blockType: 'slide' });
    expect(await screen.findByRole('img', { name: 'Un visage souriant' })).toHaveAttribute('src', signedUrl('f1'));
    // The link is asked with the session's bearer header; the session token is in no URL.
    expect(calls.map((call) => call.url).join(' ')).not.toContain('access_token');
    expect(screen.getByText('Un sourire accueillant', { selector: 'figcaption' })).toBeInTheDocument();
  });

  it('hides the description with hideDescription and picks the viewer by type', async () => {
    mockApi({
      'GET files/f2': { body: file('f2', 'pdf', 'Fiche.pdf') },
      'GET files/f3': { body: file('f3', 'audio', 'Accueil.mp3') },
      'GET files/f4': { body: file('f4', 'video', 'Démo.mp4') },
      ...linkAnswers('f2', 'f3', 'f4'),
    });
    const { container } = await renderContent({
      content: contentOf([
        media('f2', { description: 'La fiche', settings: { hideDescription: true } }),
        media('f3'),
        media('f4', { settings: { autoplay: true } }),
      ]),
      blockType: 'slide',
    });
    expect(await screen.findByText(`pdf Fiche.pdf ${signedUrl('f2')}`)).toBeInTheDocument();
    expect(screen.queryByText('La fiche')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /lire|lecture|play/i })).toBeInTheDocument();
    await vi.waitFor(() => expect(container.querySelector('video')).toHaveAttribute('src', signedUrl('f4')));
    expect(container.querySelector('video')).toHaveProperty('autoplay', true);
  });

  it('shows no image element while its signed link loads', async () => {
    const { calls } = mockApi({ 'GET files/f1': { body: file('f1', 'image', 'Le sourire.png') }, 'GET files/f1/link': () => new Promise(() => undefined) });
    const { container } = await renderContent({ content: contentOf([media('f1', { description: 'Un sourire accueillant' })]), blockType: 'slide' });
    await vi.waitFor(() => expect(calls.map((call) => call.path)).toContain('files/f1/link'));
    expect(container.querySelector('img')).toBeNull();
  });

  it('lets the page render a file itself (renderMedia) and says when a file cannot load', async () => {
    mockApi({ 'GET files/f5': { body: file('f5', 'image', 'a.png') } });
    await renderContent({ content: contentOf([media('f5'), media('missing')]), renderMedia: (appFile) => <p>{`custom ${appFile.name}`}</p> });
    expect(await screen.findByText('custom a.png')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce document n’a pas pu être chargé.');
  });
});

describe('MediaTincanRow', () => {
  const row = { id: 'activite', type: 'media-tincan', title: 'Les bonnes phrases', url: '/api/activities/a1/index.html' } satisfies Row;

  it('hands the activity to the page (renderTincan)', async () => {
    const renderTincan = vi.fn((url: string, title: string | undefined) => <p>{`frame ${title} ${url}`}</p>);
    await renderContent({ content: contentOf([row]), renderTincan, blockType: 'slide' });
    // Under the page's h1, in a section without a title: h2, no level skipped.
    expect(screen.getByRole('heading', { level: 2, name: 'Les bonnes phrases' })).toBeInTheDocument();
    expect(screen.getByText('frame Les bonnes phrases /api/activities/a1/index.html')).toBeInTheDocument();
  });

  it('falls back to a link without renderTincan', async () => {
    await renderContent({ content: contentOf([row]), blockType: 'slide' });
    expect(screen.getByRole('link', { name: 'Ouvrir l’activité Les bonnes phrases' })).toHaveAttribute('href', '/api/activities/a1/index.html');
  });
});

describe('VideoExternalRow', () => {
  it('plays a watch URL in the external video viewer', async () => {
    const row = { id: 'video', type: 'video-external', title: 'Exemple', url: 'https://www.youtube.com/watch?v=M7lc1UVf-VE' } satisfies Row;
    const { container } = await renderContent({ content: contentOf([row]), blockType: 'slide' });
    await vi.waitFor(() => expect(container.querySelector('iframe')?.getAttribute('src')).toContain('M7lc1UVf-VE'));
  });
});

describe('media alternatives (#20 item 13)', () => {
  it('never names an image by its file name: without a text alternative it is decorative', async () => {
    mockApi({ 'GET files/f1': { body: file('f1', 'image', 'IMG_0042.png') }, ...linkAnswers('f1') });
    const { container } = await renderContent({ content: contentOf([media('f1')]), blockType: 'slide' });
    await vi.waitFor(() => expect(container.querySelector('img')).toHaveAttribute('alt', ''));
    expect(screen.queryByRole('img', { name: /IMG_0042/ })).not.toBeInTheDocument();
  });

  it("shows an audio file's transcript and gives a video its captions track", async () => {
    await registerFeatureBundles(viewerBundles);
    mockApi({
      'GET files/f3': { body: file('f3', 'audio', 'Accueil.mp3', { transcript: 'Bonjour et bienvenue !' }) },
      'GET files/f4': { body: file('f4', 'video', 'Démo.mp4', { hasCaptions: true, transcript: 'Une démonstration.' }) },
      'GET files/f4/captions': { body: 'WEBVTT\n\n00:00.000 --> 00:01.000\nBonjour' },
      ...linkAnswers('f3', 'f4'),
    });
    const { container } = await renderContent({ content: contentOf([media('f3', { title: 'Accueil' }), media('f4', { title: 'Démo' })]), blockType: 'slide' });
    const transcript = await screen.findByText('Lire la transcription : Accueil');
    expect(transcript.closest('details')).toHaveTextContent('Bonjour et bienvenue !');
    const videoTranscript = await screen.findByText('Lire la transcription : Démo');
    // Right after its player.
    await vi.waitFor(() => expect(container.querySelector('video')?.compareDocumentPosition(videoTranscript)).toBe(Node.DOCUMENT_POSITION_FOLLOWING));
    await vi.waitFor(() => expect(container.querySelector('video track')).toHaveAttribute('kind', 'captions'));
    expect(container.querySelector('video track')?.getAttribute('src')).toMatch(/^blob:/);
  });
});

describe('MediasByMailRow', () => {
  it('opens the documents-by-mail dialog', async () => {
    mockApi({ 'GET files/fiche': { body: file('fiche', 'pdf', 'Fiche.pdf') } });
    const row = { id: 'envoi', type: 'medias-by-mail', title: 'Recevoir la fiche', attachmentIds: ['fiche'] } satisfies Row;
    const { user } = await renderContent({ content: contentOf([row]), blockType: 'slide' });
    const opener = await screen.findByRole('button', { name: 'Recevoir le document par e-mail' });
    await user.click(opener);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    // Closed, it gives the focus back to its button.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('sends nothing from a back-office preview', async () => {
    await registerFeatureBundles(viewerBundles);
    const { calls } = mockApi({ 'GET files/fiche': { body: file('fiche', 'pdf', 'Fiche.pdf') } });
    const row = { id: 'envoi', type: 'medias-by-mail', title: 'Recevoir la fiche', attachmentIds: ['fiche'] } satisfies Row;
    const { user } = await renderContent({ content: contentOf([row]), blockType: 'slide', previewOnly: true });
    await user.click(await screen.findByRole('button', { name: 'Recevoir le document par e-mail' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Aperçu : rien n’est envoyé d’ici.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Envoyer' })).toBeDisabled();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
