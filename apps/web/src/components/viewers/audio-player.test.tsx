import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AudioPlayer } from './audio-player';
import { renderViewer } from '../../test/render-viewer';

describe('AudioPlayer', () => {
  it('has named controls that play, pause, seek and set the volume', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('play'));
      return Promise.resolve();
    });
    vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockReturnValueOnce(true).mockReturnValue(false);
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('pause'));
    });
    const { user, container } = await renderViewer(<AudioPlayer src="/a.mp3" title="Accueil" />);
    expect(screen.getByRole('group', { name: 'Lecteur audio\u00a0: Accueil' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lire Accueil' }));
    expect(play).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Mettre en pause Accueil' }));
    expect(pause).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Lire Accueil' })).toBeInTheDocument();

    const audio = container.querySelector('audio') as HTMLAudioElement;
    Object.defineProperty(audio, 'duration', { configurable: true, value: 90 });
    fireEvent.loadedMetadata(audio);
    const position = screen.getByRole('slider', { name: 'Position dans Accueil' });
    fireEvent.change(position, { target: { value: '65' } });
    expect(audio.currentTime).toBe(65);
    expect(position).toHaveAttribute('aria-valuetext', '1:05 / 1:30');
    fireEvent.change(screen.getByRole('slider', { name: 'Volume' }), { target: { value: '0.45' } });
    expect(audio.volume).toBe(0.45);
  });

  it('says when the file cannot be played', async () => {
    const { container } = await renderViewer(<AudioPlayer src="/missing.mp3" title="Accueil" />);
    fireEvent.error(container.querySelector('audio') as HTMLAudioElement);
    expect(screen.getByRole('alert')).toHaveTextContent('Le fichier audio n’a pas pu être lu.');
  });
});
