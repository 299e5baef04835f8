// User Settings in Spanish (issue 33): the account, your name, the password form and the company
// settings an admin sees; the shared password rules stay in English.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { aUser } from '../../../testing/builders';
import { renderApp, signedInAs } from '../../../testing/render-app';

describe('User Settings in Spanish', () => {
  it('names the account, forms and company settings in Spanish', async () => {
    signedInAs(aUser({ admin: true }), {
      'GET /bee/question-settings': { body: { answer_within_days: 2, email_me: true } },
      'GET /bee/notification-settings': { body: { notify_after_upload: true } },
      'GET /bee/language-settings': { body: { default_language: 'es-US' } },
      'GET /bee/statement-settings': { body: { statement_email: 'link' } },
    });
    renderApp('/bee/settings', createQueryClient(), 'es-US');
    await screen.findByRole('heading', { level: 1, name: 'Configuración de usuario' });

    expect(screen.getByText('Administrador')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Tu nombre' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Guardar nombre' })).toBeTruthy();
    expect(screen.getByLabelText('Confirma la contraseña nueva')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cambiar contraseña' })).toBeTruthy();
    expect(
      await screen.findByRole('checkbox', {
        name: 'Avisar a los vendedores después de cada carga',
      }),
    ).toBeTruthy();
    expect(
      await screen.findByRole('combobox', {
        name: 'Idioma predeterminado de los correos y notificaciones de los vendedores',
      }),
    ).toBeTruthy();
    expect(await screen.findByRole('radio', { name: /^Enviar un enlace/ })).toBeTruthy();
    expect(await screen.findByText('Responder en (días hábiles)')).toBeTruthy();
  });
});
