// The API screen in Spanish (issue 33): tokens with their scopes and moments, webhooks and their
// delivery log.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/query-client';
import { aUser } from '../../testing/builders';
import { renderApp, signedInAs } from '../../testing/render-app';

const LOADING = { timeout: 5000 };

describe('the API screen in Spanish', () => {
  it('names tokens, scopes, webhooks and deliveries in Spanish', async () => {
    signedInAs(aUser({ company_id: 10 }), {
      'GET /bee/api-tokens': {
        body: [
          {
            id: 1,
            name: 'Payroll export',
            prefix: 'cbk_AbCdEf',
            scopes: ['ledger:write'],
            created_by: 'admin@demosolar.example',
            created_at: '2026-11-20T10:00:00.000Z',
            last_used_at: null,
          },
        ],
      },
      'GET /bee/webhooks': {
        body: [
          {
            id: 7,
            url: 'https://hooks.example.com/cb',
            events: ['upload.completed'],
            description: null,
            created_by: 'admin@demosolar.example',
            created_at: '2026-11-20T10:00:00.000Z',
          },
        ],
      },
      'GET /bee/webhooks/7/deliveries': { body: [] },
    });
    renderApp('/bee/api', createQueryClient(), 'es-US');
    const tokens = await screen.findByRole('region', { name: 'Tokens de API' }, LOADING);
    const table = await within(tokens).findByRole('table', { name: 'Tokens de API' }, LOADING);
    expect(within(table).getByRole('columnheader', { name: 'Último uso' })).toBeTruthy();
    expect(within(table).getByText('Nunca')).toBeTruthy();
    expect(within(table).getByText(/^20\/11\/2026/)).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Revocar Payroll export' })).toBeTruthy();
    expect(within(tokens).getByText('Exportar la nómina')).toBeTruthy();
    expect(within(tokens).getByRole('button', { name: 'Crear token' })).toBeTruthy();

    const hooks = screen.getByRole('region', { name: 'Webhooks' });
    await within(hooks).findByText('https://hooks.example.com/cb', {}, LOADING);
    expect(within(hooks).getByLabelText('URL del endpoint')).toBeTruthy();
    fireEvent.click(within(hooks).getByRole('button', { name: 'Entregas' }));
    expect(await within(hooks).findByText('Todavía no hay entregas.')).toBeTruthy();
    expect(within(hooks).getByRole('button', { name: 'Ocultar entregas' })).toBeTruthy();
  });
});
