import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { errorCodeOf, normaliseError } from './normalise-error';

const texts: Record<string, string> = {
  'errors.BAD_REQUEST.title': 'Données incorrectes',
  'errors.BAD_REQUEST.message': 'Les données envoyées sont incorrectes.',
  'errors.LESSON_SKIPPED.title': 'Temps écoulé',
  'errors.LESSON_SKIPPED.message': 'Le temps est écoulé.',
  'errors.LESSON_SKIPPED.button': 'Retour au tableau de bord',
  'errors.UNDEFINED.title': 'Erreur',
  'errors.UNDEFINED.message': 'Une erreur est survenue.',
  'errors.TYPE_ERROR.title': 'Données invalides',
  'errors.TYPE_ERROR.message': 'Fichier ou données invalides.',
};
const lookup = (key: string) => texts[key];

describe('errorCodeOf', () => {
  it.each([
    ['a server error list with codes', [{ code: 'BAD_REQUEST' }, { code: 'OTHER' }], 'BAD_REQUEST'],
    ['a server error list with titles only', [{ title: 'LESSON_SKIPPED' }], 'LESSON_SKIPPED'],
    ['a list skipping items without code', [{}, 'x', { code: 'BAD_REQUEST' }], 'BAD_REQUEST'],
    ['an errors property holding a list', { errors: [{ code: 'RETRY_RESTRICT' }] }, 'RETRY_RESTRICT'],
    ['a single error object with code', { code: 'INVALID_PASSWORD', title: 't', message: 'm' }, 'INVALID_PASSWORD'],
    ['a single error object with error', { error: 'Forbidden' }, 'Forbidden'],
    ['a nested error object', { error: { code: 'MODEL_NOT_FOUND' } }, 'MODEL_NOT_FOUND'],
    ['response.data.code', { response: { data: { code: 'PATCH_IN_PROGRESS' } } }, 'PATCH_IN_PROGRESS'],
    ['an ApiError carrying the server body', new ApiError(400, { code: 'BAD_REQUEST', title: 'Bad', message: 'Bad' }, 'x'), 'BAD_REQUEST'],
    ['a client TypeError', new TypeError('x is not a function'), 'TYPE_ERROR'],
  ])('reads %s', (_, error, expected) => {
    expect(errorCodeOf(error)).toBe(expected);
  });

  it.each([[null], [undefined], ['text'], [42], [{}], [[]], [new Error('plain')], [{ response: { data: {} } }], [{ code: '' }]])(
    'finds no code in %j',
    (error) => {
      expect(errorCodeOf(error)).toBeUndefined();
    },
  );
});

describe('normaliseError', () => {
  it('looks the texts up under errors.{code}', () => {
    expect(normaliseError({ code: 'BAD_REQUEST' }, lookup)).toEqual({
      code: 'BAD_REQUEST',
      title: 'Données incorrectes',
      message: 'Les données envoyées sont incorrectes.',
    });
  });

  it('reads the reason the first issue gives, when a bundle has it', () => {
    const refused = (message: string) => new ApiError(400, { code: 'BAD_REQUEST', issues: [{ path: 'body.code', message }] }, 'x');
    const withReason = (key: string) => (key === 'errors.BAD_REQUEST.reasons.expired' ? 'Ce code a expiré.' : lookup(key));
    expect(normaliseError(refused('expired'), withReason).message).toBe('Ce code a expiré.');
    expect(normaliseError(refused('must be in the future'), withReason).message).toBe('Les données envoyées sont incorrectes.');
    expect(normaliseError(refused('usedUp'), withReason).message).toBe('Les données envoyées sont incorrectes.');
  });

  it('adds the optional button text', () => {
    expect(normaliseError([{ code: 'LESSON_SKIPPED' }], lookup)).toMatchObject({ button: 'Retour au tableau de bord' });
  });

  it('uses the UNDEFINED code and its texts when no code is found', () => {
    expect(normaliseError(new Error('boom'), lookup)).toEqual({ code: 'UNDEFINED', title: 'Erreur', message: 'Une erreur est survenue.' });
  });

  it("falls back to 'TITLE', 'MESSAGE' and 'UNDEFINED' when nothing is known", () => {
    expect(normaliseError(undefined, () => undefined)).toEqual({ code: 'UNDEFINED', title: 'TITLE', message: 'MESSAGE' });
    expect(normaliseError({ code: 'SOMETHING_NEW' }, () => undefined)).toEqual({ code: 'SOMETHING_NEW', title: 'TITLE', message: 'MESSAGE' });
  });

  it('reads the UNDEFINED texts for a code no bundle knows, never the placeholders (#15 item 10)', () => {
    expect(normaliseError({ code: 'SOMETHING_NEW' }, lookup)).toEqual({ code: 'SOMETHING_NEW', title: 'Erreur', message: 'Une erreur est survenue.' });
  });

  it('normalises client type errors', () => {
    expect(normaliseError(new TypeError('bad'), lookup)).toMatchObject({ code: 'TYPE_ERROR', title: 'Données invalides' });
  });
});
