import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition';

describe('contentDisposition', () => {
  it.each([
    ['guide.pdf', 'inline', `inline; filename="guide.pdf"; filename*=UTF-8''guide.pdf`],
    ['Fiche réflexe.pdf', 'inline', `inline; filename="Fiche reflexe.pdf"; filename*=UTF-8''Fiche%20r%C3%A9flexe.pdf`],
    ['a "quoted" \\ name.png', 'inline', `inline; filename="a _quoted_ _ name.png"; filename*=UTF-8''a%20%22quoted%22%20%5C%20name.png`],
    ["l'accueil (1).mp3", 'attachment', `attachment; filename="l'accueil (1).mp3"; filename*=UTF-8''l%27accueil%20%281%29.mp3`],
    ['日本.png', 'inline', `inline; filename=".png"; filename*=UTF-8''%E6%97%A5%E6%9C%AC.png`],
    ['\r\nSet-Cookie: x', 'inline', `inline; filename="Set-Cookie: x"; filename*=UTF-8''%0D%0ASet-Cookie%3A%20x`],
  ] as const)('%j', (name, kind, expected) => {
    expect(contentDisposition(kind, name)).toBe(expected);
  });
});
