import { describe, expect, it } from 'vitest';
import { serverCatalogues, serverTexts } from './server-texts';

/** Every dotted path of a catalogue, context suffixes included. */
const paths = (node: object, prefix = ''): string[] =>
  Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'object' && !Array.isArray(value) ? paths(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe('the server catalogue', () => {
  it('has the same texts in French and English', () => {
    expect(paths(serverCatalogues.en).sort()).toEqual(paths(serverCatalogues.fr).sort());
  });

  it('keeps regional variants to texts French has', () => {
    const french = new Set(paths(serverCatalogues.fr));
    for (const variant of ['fr-CA', 'fr-CH'] as const) expect(paths(serverCatalogues[variant]).filter((path) => !french.has(path))).toEqual([]);
  });

  it('fills values, picks a context and returns paragraphs as a list', () => {
    const english = serverTexts('en');
    expect(english.text('mail.contact.subject', { tenant: 'Acme', learner: 'Léa', subject: '' })).toBe('Acme: message from Léa');
    expect(english.text('mail.contact.subject', { tenant: 'Acme', learner: 'Léa', subject: 'Help', context: 'withSubject' })).toBe(
      'Acme: message from Léa — Help',
    );
    expect(english.list('mail.passwordReset.paragraphs', { tenant: 'Acme', minutes: 30 })).toEqual([
      'You asked to reset your password on Acme.',
      'This link is valid for 30 minutes and works only once.',
    ]);
  });

  it('reads French for a regional variant, with its own date format', () => {
    const canadian = serverTexts('fr-CA');
    expect(canadian.text('mail.greetingNamed', { name: 'Léa' })).toBe('Bonjour Léa,');
    const date = new Date(Date.UTC(2026, 11, 1));
    expect(canadian.date(date, { dateStyle: 'short', timeZone: 'UTC' })).toBe(
      new Intl.DateTimeFormat('fr-CA', { dateStyle: 'short', timeZone: 'UTC' }).format(date),
    );
    expect(serverTexts('fr').date(date, { dateStyle: 'long', timeZone: 'UTC' })).toBe('1er décembre 2026');
  });

  it('never escapes what it fills in (the mail layout escapes its HTML)', () => {
    expect(serverTexts('fr').text('mail.greetingNamed', { name: '<Léa & Tom>' })).toBe('Bonjour <Léa & Tom>,');
  });
});
