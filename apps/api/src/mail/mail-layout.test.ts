import { describe, expect, it } from 'vitest';
import { renderMail } from './mail-layout';

const content = {
  language: 'fr',
  subject: 'Sujet',
  greeting: 'Bonjour <Léa>,',
  paragraphs: ['Premier & second.'],
  action: { label: 'Ouvrir', url: 'https://demo.test/reset/abc?x=1&y="2"' },
  footer: 'Pied',
};

describe('renderMail', () => {
  it('writes the same words as text and escaped HTML in the tenant colour', () => {
    const mail = renderMail({ tenantName: 'Académie <Démo>', primaryColour: '#0f766e' }, content);
    expect(mail.text).toContain('Bonjour <Léa>,');
    expect(mail.text).toContain('Ouvrir: https://demo.test/reset/abc?x=1&y="2"');
    expect(mail.html).toContain('Bonjour &#60;Léa&#62;,');
    expect(mail.html).toContain('Académie &#60;Démo&#62;');
    expect(mail.html).toContain('href="https://demo.test/reset/abc?x=1&#38;y=&#34;2&#34;"');
    expect(mail.html).toContain('background:#0f766e;color:#ffffff');
    expect(mail.html).toContain('<html lang="fr">');
  });

  it('lists groups of links under their headings, and the small print’s links after it', () => {
    const mail = renderMail(
      { tenantName: 'T', primaryColour: undefined },
      {
        ...content,
        groups: [{ title: 'Classe « A & B »', links: [{ label: 'Cours <1>', url: 'https://demo.test/session/1' }] }],
        footerLinks: [{ label: 'Ne plus recevoir', url: 'https://demo.test/desabonnement#t' }],
      },
    );
    expect(mail.text).toContain('Premier & second.\n\nClasse « A & B »\n- Cours <1>: https://demo.test/session/1\n\nOuvrir: ');
    expect(mail.text).toContain('Pied\nNe plus recevoir: https://demo.test/desabonnement#t\nT');
    expect(mail.html).toContain('<h2 style="margin:16px 0 8px;font-size:16px">Classe « A &#38; B »</h2>');
    expect(mail.html).toContain('<a href="https://demo.test/session/1" style="color:#1d4ed8">Cours &#60;1&#62;</a>');
    expect(mail.html).toContain('<a href="https://demo.test/desabonnement#t" style="color:#52525b">Ne plus recevoir</a>');
  });

  it.each([
    ['#fde047', '#fde047', '#111827'],
    ['red;}body{display:none', '#1d4ed8', '#ffffff'],
    [undefined, '#1d4ed8', '#ffffff'],
  ])('uses %s as %s with readable text %s', (primaryColour, background, text) => {
    expect(renderMail({ tenantName: 'T', primaryColour }, content).html).toContain(`background:${background};color:${text}`);
  });
});
