// The Super Admin Panel in Spanish (issue 33): company tools, company features, backups with an
// es-US moment, and the developer switches.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { aUser } from '../../../testing/builders';
import { renderApp, signedInAs } from '../../../testing/render-app';

const LOADING = { timeout: 5000 };

describe('the Super Admin Panel in Spanish', () => {
  it('names its tools, companies and backups in Spanish', async () => {
    signedInAs(aUser({ super: true, email: 'super@commissionbee.local' }), {
      'GET /companies': {
        body: [{ id: 10, name: 'Demo Solar Co.', logo: null, color: null, features: [] }],
      },
      'GET /super/backups': {
        body: {
          available: true,
          message: null,
          directory: '/srv/cb/.data/backups',
          schedule: 'every day at 03:00',
          keep: 14,
          running: false,
          last_error: null,
          backups: [
            { name: 'cb-2026-11-22.sql', size: 2_500_000, created_at: '2026-11-22T03:00:01.000Z' },
          ],
        },
      },
    });
    renderApp('/super', createQueryClient(), 'es-US');
    await screen.findByRole('heading', { level: 1, name: 'Panel de super administrador' });

    fireEvent.click(screen.getByRole('button', { name: 'Nueva empresa' }));
    expect(screen.getByLabelText('Contraseña temporal del administrador')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Crear empresa' })).toBeTruthy();

    const companies = await screen.findByRole('table', { name: 'Empresas' }, LOADING);
    expect(
      within(companies).getByRole('checkbox', {
        name: 'Calculadora de escenarios para Demo Solar Co.',
      }),
    ).toBeTruthy();

    const backups = await screen.findByRole('table', { name: 'Respaldos' }, LOADING);
    expect(within(backups).getByText(/^22\/11\/2026/)).toBeTruthy();
    expect(
      within(backups).getByRole('button', { name: 'Descargar cb-2026-11-22.sql' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Respaldar ahora' })).toBeTruthy();
    expect(
      screen.getByText('Mostrar los interruptores para desarrolladores (URL locales)'),
    ).toBeTruthy();
  });
});
