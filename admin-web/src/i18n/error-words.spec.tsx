// The server's refusals in the admin's language (issue 33): Spanish from the catalogue by the
// answer's code, English as the server worded it, the server's words for a code we do not know.
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@commissionbee/shared/api-client';
import { AppProviders } from '../app/providers';
import { languagePack, type TestLanguage } from '../testing/i18n';
import { errorMessage } from '../lib/errors';

/** A refusal as the API answers it: {statusCode, code, message, error, …fields}. */
function refusal(status: number, code: string, message: string, fields = {}) {
  const body = { statusCode: status, code, message, error: 'Refused', ...fields };
  return new ApiError(`API call failed with status ${status}`, status, body);
}

function Alert({ error }: { error: unknown }) {
  return <p role="alert">{errorMessage(error, 'fallback')}</p>;
}

function shown(error: unknown, language: TestLanguage): string {
  render(
    <AppProviders queryClient={new QueryClient()} language={languagePack(language)}>
      <Alert error={error} />
    </AppProviders>,
  );
  return screen.getByRole('alert').textContent ?? '';
}

const lastAdmin = refusal(
  409,
  'PEOPLE_LAST_ADMIN',
  'This is the last active administrator of the company: make someone else an administrator first.',
);
const badDates = refusal(
  400,
  'PLAN_FIELDS_INVALID',
  'Effective until must be after effective from',
);
const forbidden = { statusCode: 403, code: 'FORBIDDEN', message: 'Forbidden' };

describe('errorMessage', () => {
  it('words a coded 409 in Spanish under es-US and as the server did under en', () => {
    expect(shown(lastAdmin, 'es-US')).toBe(
      'Es el último administrador activo de la empresa: primero haz administrador a otra persona.',
    );
    cleanup();
    expect(shown(lastAdmin, 'en')).toBe(
      'This is the last active administrator of the company: make someone else an administrator first.',
    );
  });

  it('keeps the server’s reason of a 400 after the Spanish sentence', () => {
    expect(shown(badDates, 'es-US')).toBe(
      'Revisa las fechas del plan: Effective until must be after effective from',
    );
    cleanup();
    expect(shown(badDates, 'en')).toBe('Effective until must be after effective from');
  });

  it('words a coded 403 in Spanish under es-US and as the server did under en', () => {
    const notYours = refusal(
      403,
      'USER_OWN_PASSWORD_ONLY',
      'You can only change your own password',
    );
    expect(shown(notYours, 'es-US')).toBe('Solo puedes cambiar tu propia contraseña.');
    cleanup();
    expect(shown(notYours, 'en')).toBe('You can only change your own password');
  });

  it('words a bare 403 in Spanish, without the status phrase', () => {
    expect(shown(new ApiError('x', 403, forbidden), 'es-US')).toBe('No tienes acceso a esto.');
    cleanup();
    expect(shown(new ApiError('x', 403, forbidden), 'en')).toBe('Forbidden');
  });

  it('fills the fields beside the code: a count, a date in the language’s form', () => {
    const open = refusal(
      409,
      'PAY_DATE_OPEN_QUESTIONS',
      '2 open questions on this pay date: close anyway?',
      {
        pay_date: '2026-11-28',
        questions: [{ id: 1 }, { id: 2 }],
      },
    );
    expect(shown(open, 'es-US')).toBe(
      'Hay 2 preguntas abiertas en la fecha de pago 28/11/2026: ¿cerrarla de todos modos?',
    );
  });

  it('shows the server’s words for a code the catalogue does not know, or a field it lacks', () => {
    expect(shown(refusal(409, 'SOMETHING_NEW', 'A new refusal.'), 'es-US')).toBe('A new refusal.');
    cleanup();
    const noDate = refusal(409, 'PAY_DATE_SECOND_APPROVER', 'Another admin must approve it.');
    expect(shown(noDate, 'es-US')).toBe('Another admin must approve it.');
  });

  it('shows the server’s English once the Spanish provider is gone', () => {
    const { unmount } = render(
      <AppProviders queryClient={new QueryClient()} language={languagePack('es-US')}>
        <Alert error={lastAdmin} />
      </AppProviders>,
    );
    unmount();
    expect(errorMessage(lastAdmin)).toBe(
      'This is the last active administrator of the company: make someone else an administrator first.',
    );
  });
});
