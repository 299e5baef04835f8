// Ledger cells in Spanish (issue 33): the PENDING / CANCELLED badges and pay dates in the admin's
// locale; the column titles stay the Master CSV's English headers.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LedgerPageRow } from '@commissionbee/shared/types';
import { createQueryClient } from '../../../app/query-client';
import { aUser } from '../../../testing/builders';
import { renderApp, signedInAs } from '../../../testing/render-app';

const aRow = (id: number, pay_date: string): LedgerPageRow => ({
  id,
  pay_date,
  rep_name: 'Jane Doe',
  rep_email: 'jane@example.com',
  item_name: `Job ${id}`,
  item_pay_type: 'M1',
  amount: 1234.5,
  manager_email: 'max@example.com',
  breakdown: null,
  manual_note: null,
});

describe('ledger cells in Spanish', () => {
  it('shows the badges in Spanish and pay dates as D/M/YYYY', async () => {
    signedInAs(aUser(), {
      'GET /bee/ledger': {
        body: {
          rows: [aRow(1, '2024-03-05'), aRow(2, 'PENDING'), aRow(3, 'CANCELLED')],
          total: 3,
          page: 1,
          pages: 1,
        },
      },
    });
    renderApp('/bee/ledger', createQueryClient(), 'es-US');

    const table = await screen.findByRole('table');
    expect(await within(table).findByText('5/3/2024')).toBeTruthy();
    expect(within(table).getByText('PENDIENTE')).toBeTruthy();
    expect(within(table).getByText('CANCELADO')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: /Pay Date/ })).toBeTruthy();
  });
});
