// Pay runs in Spanish (issue 33): the review settings, the pay dates' states, changes, trail and
// actions, and the publish and close dialogs, with es-US dates.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PayDateDetail, PayDateSummary } from '@commissionbee/shared/pay-runs';
import { createQueryClient } from '../../../app/query-client';
import { aUser } from '../../../testing/builders';
import { renderApp, signedInAs } from '../../../testing/render-app';

const aPayDate = (overrides: Partial<PayDateSummary>): PayDateSummary => ({
  pay_date: '2026-10-23',
  state: 'draft',
  lines: 12,
  reps: 3,
  total: 4500,
  published_lines: null,
  published_total: null,
  change: 4500,
  revision: false,
  open_questions: 0,
  changed_at: new Date(2026, 9, 20, 14, 5).toISOString(),
  changed_by: null,
  approved_at: null,
  approved_by: null,
  published_at: null,
  published_by: null,
  closed_at: null,
  closed_by: null,
  reopened_at: null,
  reopened_by: null,
  reopen_reason: null,
  last_export: null,
  ...overrides,
});

const DATES = [
  aPayDate({ pay_date: '2026-10-23', state: 'approved', approved_by: 'max@demosolar.example' }),
  aPayDate({ pay_date: '2026-10-30', state: 'approved', reps: 1 }),
  aPayDate({
    pay_date: '2026-10-16',
    state: 'published',
    published_total: 4000,
    change: 500,
    open_questions: 1,
    published_by: 'max@demosolar.example',
  }),
];

const detail: PayDateDetail = {
  ...DATES[2],
  changes: [],
  questions: [{ id: 42, rep_email: 'ana@demosolar.example', subject: 'The adder is missing.' }],
  exports: [],
};

describe('pay runs in Spanish', () => {
  it('names the settings, columns, states and actions in Spanish with es-US dates', async () => {
    signedInAs(aUser(), {
      'GET /bee/pay-dates': { body: DATES },
      'GET /bee/pay-run-settings': {
        body: { review_before_publish: true, second_approver: false },
      },
      'GET /bee/pay-dates/2026-10-16': { body: detail },
    });
    renderApp('/bee/pay-runs', createQueryClient(), 'es-US');
    await screen.findByRole('heading', { level: 1, name: 'Corridas de pago' });

    expect(
      await screen.findByText('Revisar el pago antes de que lo vean los vendedores'),
    ).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Fechas de pago' });
    expect(within(table).getByRole('columnheader', { name: 'Quién y cuándo' })).toBeTruthy();
    expect(within(table).getAllByText('Aprobada').length).toBe(2);
    expect(within(table).getByText('Publicada')).toBeTruthy();
    expect(within(table).getByText('23/10/2026')).toBeTruthy();
    expect(within(table).getByText(/publicado \$4,000\.00 → publicado \$4,500\.00/)).toBeTruthy();
    expect(within(table).getAllByText('Cambiada por una carga').length).toBe(3);
    expect(screen.getByText('0 de 2 fechas de pago aprobadas elegidas')).toBeTruthy();

    fireEvent.click(within(table).getByRole('checkbox', { name: 'Elegir 30/10/2026' }));
    fireEvent.click(screen.getByRole('button', { name: 'Publicar las elegidas' }));
    const publish = await screen.findByRole('dialog', { name: 'Publicar 30/10/2026' });
    expect(within(publish).getByLabelText('Avisar al vendedor')).toBeTruthy();
    fireEvent.click(within(publish).getByRole('button', { name: 'Cancelar' }));

    fireEvent.click(within(table).getByRole('button', { name: 'Cerrar 16/10/2026' }));
    const close = await screen.findByRole('dialog', { name: 'Cerrar 16/10/2026' });
    expect(
      await within(close).findByText(/1 pregunta sigue abierta en esta fecha de pago:/),
    ).toBeTruthy();
    expect(within(close).getByRole('button', { name: 'Cerrar de todos modos' })).toBeTruthy();
  });

  it('still reads as before in English', async () => {
    signedInAs(aUser(), {
      'GET /bee/pay-dates': { body: DATES },
      'GET /bee/pay-run-settings': {
        body: { review_before_publish: true, second_approver: false },
      },
    });
    renderApp('/bee/pay-runs', createQueryClient());
    const table = await screen.findByRole('table', { name: 'Pay dates' });
    expect(within(table).getByText(/published \$4,000\.00 → published \$4,500\.00/)).toBeTruthy();
    expect(within(table).getAllByText('Changed by upload').length).toBe(3);
    expect(screen.getByText('0 of 2 approved pay dates selected')).toBeTruthy();
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select 10/30/2026' }));
    fireEvent.click(screen.getByRole('button', { name: 'Publish selected' }));
    const publish = await screen.findByRole('dialog', { name: 'Publish 10/30/2026' });
    expect(within(publish).getByLabelText('Notify the 1 rep')).toBeTruthy();
  });
});
