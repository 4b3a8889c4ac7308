import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ExternalVideo } from './external-video';
import { renderViewer } from '../../test/render-viewer';
import { VideoDialog } from './video-dialog';

describe('ExternalVideo', () => {
  it.each(['https://www.youtube.com/watch?v=M7lc1UVf-VE', 'https://youtu.be/M7lc1UVf-VE'])('plays %s in a named 16:9 frame', async (url) => {
    await renderViewer(<ExternalVideo url={url} title="Exemple de vente" />);
    const frame = screen.getByTitle('Vidéo : Exemple de vente');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE');
    expect(frame.parentElement).toHaveClass('external-video');
  });

  it.each(['https://www.youtube.com/embed/M7lc1UVf-VE', 'https://vimeo.com/1', 'javascript:alert(1)'])('embeds nothing for %s and says why', async (url) => {
    await renderViewer(<ExternalVideo url={url} />, 'en');
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('note')).toHaveTextContent('only watch links and short links');
  });
});

describe('VideoDialog', () => {
  it('plays the link in a dialog that closes', async () => {
    const onClose = vi.fn();
    const { user } = await renderViewer(<VideoDialog url="https://youtu.be/M7lc1UVf-VE" title="Démo" onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Démo' })).toBeInTheDocument();
    expect(screen.getByTitle('Vidéo : Démo')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('reads well when the link says it is a video or is only its address', async () => {
    const { unmount } = await renderViewer(<VideoDialog url="https://youtu.be/M7lc1UVf-VE" title="Regardez la vidéo" onClose={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Regardez la vidéo' })).toBeInTheDocument();
    expect(screen.getByTitle('Regardez la vidéo')).toBeInstanceOf(HTMLIFrameElement);
    unmount();
    await renderViewer(<VideoDialog url="https://youtu.be/M7lc1UVf-VE" title="https://youtu.be/M7lc1UVf-VE" onClose={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Vidéo' })).toBeInTheDocument();
    expect(screen.getByTitle('Vidéo')).toBeInstanceOf(HTMLIFrameElement);
  });

  it('is closed without a link', async () => {
    await renderViewer(<VideoDialog url={null} onClose={() => undefined} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
