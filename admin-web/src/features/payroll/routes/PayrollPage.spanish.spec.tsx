// The payroll export in Spanish (issue 33): the controls, the count, the table, a refusal worded
// by its code and the ADP settings, with an es-US date.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { aUser } from '../../../testing/builders';
import { renderApp, signedInAs } from '../../../testing/render-app';

const SUMMARY = {
  pay_dates: ['2026-01-23'],
  pay_date: '2026-01-23',
  reps: [
    { email: 'sam@x.example', rep_name: 'Sam Park', employee_id: null, total: '500.00' },
    { email: 'rita@x.example', rep_name: 'Rita Quinn', employee_id: 'R-1', total: '1000.00' },
  ],
  total: 1500,
  missing: [{ email: 'sam@x.example', name: 'Sam Park' }],
  settings: { adp_company_code: null, adp_batch_id: null, adp_earnings_code: null },
};

describe('the payroll export in Spanish', () => {
  it('names its controls, table, refusal and ADP settings in Spanish', async () => {
    signedInAs(aUser(), {
      'GET /bee/payroll': { body: SUMMARY },
      'GET /bee/payroll/export': {
        status: 409,
        body: {
          code: 'PAYROLL_EMPLOYEE_IDS_MISSING',
          message: 'Some reps have no employee ID.',
          missing: [{ email: 'sam@x.example', name: 'Sam Park' }],
        },
      },
    });
    renderApp('/bee/payroll', createQueryClient(), 'es-US');
    await screen.findByRole('heading', { level: 1, name: 'Exportar a nómina' });

    expect(
      await screen.findByText(/2 vendedores · \$1,500\.00 · 1 sin ID de empleado/),
    ).toBeTruthy();
    expect(screen.getByRole('option', { name: '23/1/2026' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Genérico' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Nómina del 23/1/2026' });
    expect(within(table).getByRole('columnheader', { name: 'ID de empleado' })).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Agregar ID de empleado' })).toBeTruthy();
    expect(screen.getByLabelText('ID de lote de ADP')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Guardar la configuración de ADP' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Descargar el archivo de nómina' }));
    expect(await screen.findByText(/^Algunos vendedores no tienen ID de empleado\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sam Park (sam@x.example)' })).toBeTruthy();
  });
});
