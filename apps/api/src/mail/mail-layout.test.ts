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

  it.each([
    ['#fde047', '#fde047', '#111827'],
    ['red;}body{display:none', '#1d4ed8', '#ffffff'],
    [undefined, '#1d4ed8', '#ffffff'],
  ])('uses %s as %s with readable text %s', (primaryColour, background, text) => {
    expect(renderMail({ tenantName: 'T', primaryColour }, content).html).toContain(`background:${background};color:${text}`);
  });
});
