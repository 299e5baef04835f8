// The ledger and the reps directory in Spanish (issue 33): their own words and the shared
// components' (search, pages, empty table) from the admin catalogue.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LedgerPageRow } from '@commissionbee/shared/types';
import { createQueryClient } from '../../../app/query-client';
import { aUser } from '../../../testing/builders';
import { renderApp, signedInAs } from '../../../testing/render-app';

const aRow = (id: number): LedgerPageRow => ({
  id,
  pay_date: id % 2 ? '2024-03-05' : 'PENDING',
  rep_name: 'Jane Doe',
  rep_email: 'jane@example.com',
  item_name: `Job ${id}`,
  item_pay_type: 'M1',
  amount: 1234.5,
  manager_email: 'max@example.com',
  breakdown: null,
  manual_note: null,
});

describe('the ledger in Spanish', () => {
  it('names its controls, rows, sorting and pages in Spanish', async () => {
    signedInAs(aUser(), {
      'GET /bee/ledger': {
        body: {
          rows: Array.from({ length: 10 }, (_, i) => aRow(i + 1)),
          total: 1234,
          page: 1,
          pages: 124,
        },
      },
    });
    renderApp('/bee/ledger', createQueryClient(), 'es-US');
    await screen.findByRole('heading', { level: 1, name: 'Registro' });

    expect(screen.getByRole('button', { name: 'Descargar el CSV maestro' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Buscar en el registro' })).toBeTruthy();
    const filters = screen.getByRole('group', { name: 'Filtrar el registro' });
    expect(within(filters).getByRole('option', { name: 'PENDIENTE' })).toBeTruthy();
    expect(await screen.findByText('1,234 filas')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Ordenar por Pay Date, más antiguas primero' }),
    ).toBeTruthy();

    const pages = screen.getByRole('navigation', { name: 'Páginas del registro' });
    expect(within(pages).getByText('Página 1 de 124')).toBeTruthy();
    expect(within(pages).getByRole('button', { name: 'Página siguiente' })).toBeTruthy();
    expect(within(pages).getByLabelText('Ir a la página')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Ver los detalles de la fila 1' }));
    expect(screen.getByRole('button', { name: 'Ocultar los detalles de la fila 1' })).toBeTruthy();
  });

  it('shows the reps directory in Spanish', async () => {
    signedInAs(aUser(), {
      'GET /bee/reps': {
        body: {
          rows: [
            {
              email: 'jane@example.com',
              name: 'Jane Doe',
              employee_id: null,
              manager_email: null,
              team_size: 0,
              link_issued_at: null,
              last_sent_at: null,
              last_opened_at: null,
              calculator_access: true,
              plan_status: 'due',
            },
          ],
          total: 1,
          page: 1,
          pages: 1,
        },
      },
    });
    renderApp('/bee/reps', createQueryClient(), 'es-US');
    await screen.findByRole('heading', { level: 1, name: 'Vendedores' });
    expect(await screen.findByText('1 vendedor')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Vendedores' });
    expect(within(table).getByRole('columnheader', { name: 'Número de empleado' })).toBeTruthy();
    expect(within(table).getByText('Falta')).toBeTruthy();
    expect(within(table).getByText('Sin enlace')).toBeTruthy();
    expect(within(table).getByText('Por firmar')).toBeTruthy();
    expect(screen.getByText('Números de empleado para la nómina')).toBeTruthy();
  });
});
