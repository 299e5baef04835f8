import { describe, expect, it } from 'vitest';
import { ApiError } from '@commissionbee/shared/api-client';
import { createTranslator } from '@commissionbee/shared/i18n/messages';
import english from 'virtual:cb-catalogue/rep/en';
import spanish from 'virtual:cb-catalogue/rep/es-US';
import { refusal } from '../plans/api';
import { messageError, questionRefusal } from './messages';

const en = createTranslator('en', english);
const es = createTranslator('es-US', spanish);
const refused = (status: number, code: string, message = '', extra: object = {}) =>
  new ApiError('refused', status, { statusCode: status, code, message, ...extra });

describe('a refused question in the rep’s language', () => {
  it('words QUESTION_NOT_OPEN by what was refused', () => {
    const sut = refused(409, 'QUESTION_NOT_OPEN');

    expect(questionRefusal(en, sut, 'reply')).toBe(
      'This question is resolved: reopen it to write more.',
    );
    expect(questionRefusal(es, sut, 'reopen')).toBe('Solo puedes reabrir una pregunta resuelta.');
  });

  it('takes the code a waiting question was refused with, and says something general else', () => {
    expect(questionRefusal(en, 'QUESTION_DAILY_LIMIT', 'ask')).toBe(
      'You can ask at most 20 questions a day. Please try again tomorrow.',
    );
    expect(questionRefusal(es, 'SOMETHING_NEW', 'ask')).toBe('No funcionó. Intenta de nuevo.');
    expect(questionRefusal(es, new TypeError('offline'), 'reply')).toBe(
      'No funcionó. Intenta de nuevo.',
    );
  });

  it('checks the message with the shared rule', () => {
    expect(messageError(en, '  ')).toBe('Write a message');
    expect(messageError(en, 'x'.repeat(2001))).toBe('Keep the message under 2,000 characters');
    expect(messageError(es, 'ok')).toBeNull();
  });
});

describe('a refused plan call in the rep’s language', () => {
  it('keeps the minutes of a code limit and the tries of a wrong code', () => {
    expect(
      refusal(
        es,
        refused(429, 'PLAN_CODE_LIMIT', 'Too many codes asked for. Try again in 12 minutes.', {
          minutes: 12,
        }),
      ),
    ).toBe('Pediste demasiados códigos. Intenta de nuevo en 12 minutos.');
    expect(
      refusal(
        en,
        refused(
          400,
          'PLAN_CODE_WRONG',
          'That code is not right, and that was the last try. Ask for a new code.',
          { left: 0 },
        ),
      ),
    ).toBe('That code is not right, and that was the last try. Ask for a new code.');
  });

  it('words a missing signed copy apart from a missing version, and anything else in general', () => {
    expect(refusal(en, refused(404, 'PLAN_NOT_FOUND'), true)).toBe('No such signature.');
    expect(refusal(es, refused(404, 'PLAN_NOT_FOUND'))).toBe('Esa versión del plan no existe.');
    expect(refusal(es, new TypeError('Failed to fetch'))).toBe(
      'No funcionó. Revisa tu conexión e intenta de nuevo.',
    );
  });
});
