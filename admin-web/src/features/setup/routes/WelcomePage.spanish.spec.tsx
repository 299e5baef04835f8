// The first-run page in Spanish (issue 33): the form, its checks and the closed server.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

describe('the first-run page in Spanish', () => {
  it('names its form and checks the company name in Spanish', async () => {
    const api = mockApi({ 'GET /setup': { body: { open: true } }, 'GET /me': { status: 401 } });
    renderApp('/welcome', createQueryClient(), 'es-US');

    await screen.findByRole('form', { name: 'Crea tu empresa' });
    expect(screen.getByRole('heading', { level: 1, name: 'Crea tu empresa' })).toBeTruthy();
    expect(screen.getByLabelText('Nombre de la empresa')).toBeTruthy();
    expect(screen.getByLabelText('Tu correo')).toBeTruthy();
    expect(
      screen.getByText('Al menos 8 caracteres, con una mayúscula, una minúscula y un número.'),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Abre el portal de vendedor de demostración' }),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Crear la empresa e iniciar sesión' }));
    expect(await screen.findByText('El nombre de la empresa es obligatorio')).toBeTruthy();
    expect(api.callsTo('POST', '/setup/company')).toHaveLength(0);
  });

  it('says what is wrong with the email, the password and a refusal in Spanish', async () => {
    const api = mockApi({
      'GET /setup': { body: { open: true } },
      'GET /me': { status: 401 },
      'POST /setup/company': {
        status: 409,
        body: {
          statusCode: 409,
          code: 'COMPANY_EMAIL_TAKEN',
          message: 'A user with this email already exists',
          error: 'Conflict',
        },
      },
    });
    renderApp('/welcome', createQueryClient(), 'es-US');
    await screen.findByRole('form', { name: 'Crea tu empresa' });
    const submit = screen.getByRole('button', { name: 'Crear la empresa e iniciar sesión' });
    const type = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });

    type('Nombre de la empresa', 'Sunpeak');
    type('Tu correo', 'ana@sunpeak');
    fireEvent.click(submit);
    expect(await screen.findByText('Escribe un correo válido')).toBeTruthy();

    type('Tu correo', 'ana@sunpeak.example');
    type('Contraseña', 'short');
    fireEvent.click(submit);
    expect(await screen.findByText('La contraseña debe tener al menos 8 caracteres')).toBeTruthy();
    expect(api.callsTo('POST', '/setup/company')).toHaveLength(0);

    type('Contraseña', 'Sunpeak2026');
    fireEvent.click(submit);
    expect(await screen.findByText('Ya existe un usuario con este correo.')).toBeTruthy();
  });

  it('points to sign-in in Spanish once the server has a company of its own', async () => {
    mockApi({ 'GET /setup': { body: { open: false } }, 'GET /me': { status: 401 } });
    renderApp('/welcome', createQueryClient(), 'es-US');

    expect(await screen.findByText(/^Este CommissionBee ya tiene su empresa/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe(
      '/login',
    );
  });
});
