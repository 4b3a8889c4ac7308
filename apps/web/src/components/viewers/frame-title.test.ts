import { describe, expect, it } from 'vitest';
import { frameTitle, usableTitle } from './frame-title';

const named = (title: string) => `Vidéo : ${title}`;

describe('frameTitle', () => {
  it.each([
    ['Accueil du client', 'Vidéo : Accueil du client'],
    ['Regardez la vidéo', 'Regardez la vidéo'],
    ['Vidéo : les bons gestes', 'Vidéo : les bons gestes'],
    ['https://youtu.be/abc123', 'Vidéo'],
    ['  ', 'Vidéo'],
    [undefined, 'Vidéo'],
  ])('%j reads %j', (title, expected) => {
    expect(frameTitle(title, 'Vidéo', named)).toBe(expected);
  });

  it('keeps a title that only mentions an address', () => {
    expect(usableTitle('La vidéo sur www.example.com')).toBe('La vidéo sur www.example.com');
    expect(usableTitle('www.example.com/video')).toBeUndefined();
  });
});

describe('the frame title of an activity', () => {
  it('names the activity once, even when its title already says it is one', () => {
    const activity = (title: string) => `Activité : ${title}`;
    expect(frameTitle('Les bonnes phrases', 'Activité', activity)).toBe('Activité : Les bonnes phrases');
    expect(frameTitle('Activité : les bonnes phrases', 'Activité', activity)).toBe('Activité : les bonnes phrases');
    expect(frameTitle(undefined, 'Activité', activity)).toBe('Activité');
  });
});
