// The activity log in Spanish (issue 33): filters, the count, columns and an es-US moment; each
// event's sentence is the server's.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { aUser } from '../../../testing/builders';
import { renderApp, signedInAs } from '../../../testing/render-app';

describe('the activity log in Spanish', () => {
  it('names its filters, count and columns in Spanish and writes the moment as es-US', async () => {
    signedInAs(aUser(), {
      'GET /bee/activity': {
        body: {
          rows: [
            {
              id: 1,
              created_at: '2026-11-20T10:00:00.000Z',
              actor_kind: 'user',
              actor_email: 'ana@x.example',
              actor_name: 'Ana Lopez',
              action: 'auth.login',
              target: null,
              details: {},
              ip: '203.0.113.9',
              user_agent: 'Firefox',
              sentence: 'Ana Lopez logged in',
            },
          ],
          total: 1234,
          page: 1,
          pages: 50,
        },
      },
    });
    renderApp('/bee/activity', createQueryClient(), 'es-US');
    await screen.findByRole('heading', { level: 1, name: 'Actividad' });

    const filters = screen.getByRole('group', { name: 'Filtrar la actividad' });
    expect(within(filters).getByRole('option', { name: 'Corridas de pago' })).toBeTruthy();
    expect(within(filters).getByLabelText('Desde')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Descargar CSV' })).toBeTruthy();
    expect(await screen.findByText('1,234 eventos')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Actividad' });
    expect(within(table).getByRole('columnheader', { name: 'Qué pasó' })).toBeTruthy();
    expect(within(table).getByText(/^20 nov 2026/)).toBeTruthy();
  });
});
