// A rep's page in Spanish (issue 33): the facts, payroll details, language, statements and activity.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { aUser } from '../../../testing/builders';
import { renderApp, signedInAs } from '../../../testing/render-app';

const ANA = {
  email: 'ana@example.com',
  name: 'Ana Ruiz',
  employee_id: null,
  first_name: null,
  last_name: null,
  manager_email: null,
  team_size: 3,
  link_issued_at: '2026-11-28T15:05:00.000Z',
  last_sent_at: null,
  last_opened_at: null,
  calculator_access: true,
  plan_status: 'due',
  language: null,
  rep_language: null,
  email_language: 'es-US',
  activity: [],
};

describe("a rep's page in Spanish", () => {
  it('names its facts, forms and sections in Spanish', async () => {
    signedInAs(aUser(), {
      'GET /bee/reps/ana%40example.com': { body: ANA },
      'GET /bee/language-settings': { body: { default_language: 'en' } },
      'GET /bee/payroll': {
        body: { pay_dates: ['2026-11-28'], pay_date: '2026-11-28', reps: [] },
      },
    });
    renderApp('/bee/reps/ana%40example.com', createQueryClient(), 'es-US');
    await screen.findByRole('heading', { level: 1, name: 'Ana Ruiz' });

    expect(screen.getByRole('link', { name: '← Vendedores' })).toBeTruthy();
    expect(screen.getByText('3 vendedores')).toBeTruthy();
    expect(screen.getByText('Enlace creado')).toBeTruthy();
    expect(screen.getByText(/^28 nov 2026/)).toBeTruthy();
    const payroll = screen.getByRole('form', { name: 'Datos de nómina' });
    expect(within(payroll).getByLabelText('Número de empleado')).toBeTruthy();
    expect(within(payroll).getByRole('button', { name: 'Guardar' })).toBeTruthy();

    const language = screen.getByRole('combobox', {
      name: 'Idioma de los correos y notificaciones',
    });
    expect(
      await within(language).findByRole('option', { name: 'El de la empresa (English (en))' }),
    ).toBeTruthy();
    expect(
      screen.getByText(/Los correos a este vendedor ahora van en Español \(es-US\)\./),
    ).toBeTruthy();

    expect(screen.getByRole('heading', { level: 2, name: 'Estados de cuenta' })).toBeTruthy();
    expect(await screen.findByRole('option', { name: '28/11/2026' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Descargar estado de cuenta (PDF)' })).toBeTruthy();
    expect(screen.getByText('Todavía no hay actividad de este vendedor.')).toBeTruthy();
  });
});
