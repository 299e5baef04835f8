// The Email Center in Spanish (issue 33): filters, the rep table, selecting and the send button.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { aUser } from '../../../testing/builders';
import { renderApp, signedInAs } from '../../../testing/render-app';
import { REPS } from './PortalsPage.fixtures';

describe('the Email Center in Spanish', () => {
  it('names its filters, columns, selection and send button in Spanish', async () => {
    signedInAs(aUser(), { 'GET /bee/portal-reps': { body: REPS } });
    renderApp('/bee/portals', createQueryClient(), 'es-US');
    await screen.findByRole('heading', { level: 1, name: 'Centro de correos' });

    const table = await screen.findByRole('table', { name: 'Vendedores' });
    expect(screen.getByRole('option', { name: 'Vendedores con pagos recientes' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Buscar vendedores' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Último correo' })).toBeTruthy();
    expect(within(table).getAllByText('Nunca').length).toBeGreaterThan(0);
    expect(
      screen.getByRole('button', { name: 'Elige vendedores para enviarles correo' }),
    ).toBeTruthy();

    fireEvent.click(
      within(table).getByRole('checkbox', { name: 'Elegir a ana@demosolar.example' }),
    );
    expect(screen.getByText('1 vendedor elegido')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar 1 correo' }));
    expect(screen.getByRole('button', { name: 'Sí, enviar ahora' })).toBeTruthy();
    expect(
      within(table).getByRole('button', {
        name: 'Vista previa del portal de ana@demosolar.example (se abre en una pestaña nueva)',
      }),
    ).toBeTruthy();
  });
});
