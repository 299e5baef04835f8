// The Help Center in Spanish (issue 33): the guide is translated, the CSV's column titles, examples
// and file stay English because the file format is.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CSV_TITLES, EXAMPLE_CSV } from '@commissionbee/shared/csv';
import { createQueryClient } from '../../../app/query-client';
import { aUser } from '../../../testing/builders';
import { renderApp, signedInAs } from '../../../testing/render-app';

describe('the Help Center in Spanish', () => {
  it('explains the app in Spanish and keeps the file format English', async () => {
    signedInAs(aUser());
    renderApp('/bee/docs', createQueryClient(), 'es-US');
    await screen.findByRole('heading', { level: 1, name: 'Centro de ayuda' });

    const steps = within(screen.getByRole('region', { name: 'Inicio rápido' }));
    expect(steps.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Crea tu CSV',
      'Súbelo',
      'Revisa los conceptos de pago',
      'Ve la vista previa del portal de un vendedor',
      'Envía avisos',
    ]);
    expect(steps.getByRole('link', { name: 'Carga de CSV' }).getAttribute('href')).toBe(
      '/bee/upload',
    );

    const table = screen.getByRole('table', { name: 'Columnas del CSV' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(CSV_TITLES);
    const amount = rows[CSV_TITLES.indexOf('Amount')];
    expect(within(amount).getAllByRole('cell')[0].textContent).toBe('Obligatoria');
    expect(amount.textContent).toContain('Un número con punto para los centavos');
    expect(amount.querySelector('code')?.textContent).toBe(
      '1204.91, 1,204.91, $1,204.91, (50.00), -500.00',
    );
    expect(screen.getByText(/como máximo 1,000 caracteres/)).toBeTruthy();

    for (const heading of [
      'Preguntas sobre el pago y revisiones',
      'Planes de comisiones y acuses firmados',
      'Actividad, vendedores, nómina y estados de cuenta',
      'Personas y roles',
      'Corridas de pago: revisar, publicar y cerrar fechas de pago',
      'Soporte',
    ])
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeTruthy();
    expect(screen.getByText(/La fecha de pago 15\/10\/2026 está cerrada/)).toBeTruthy();

    expect(screen.getByLabelText('Archivo CSV de ejemplo').textContent).toBe(EXAMPLE_CSV);
    expect(screen.getByRole('link', { name: 'Descargar el CSV de ejemplo' })).toBeTruthy();
  });
});
