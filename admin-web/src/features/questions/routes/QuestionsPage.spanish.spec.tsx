// The questions queue and a question in Spanish (issue 33): filters, columns, reasons, states,
// the thread, the actions and the shared rules' problems, with es-US dates.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { QuestionDetail, QuestionSummary } from '@commissionbee/shared/questions';
import { createQueryClient } from '../../../app/query-client';
import { aUser } from '../../../testing/builders';
import { renderApp, signedInAs } from '../../../testing/render-app';

const question: QuestionSummary = {
  id: 42,
  record_id: 7,
  scope: 'line',
  status: 'open',
  resolution: null,
  reason: 'amount_wrong',
  asker_email: 'ana@demosolar.example',
  asker_name: 'Ana Lopez',
  line_rep_email: 'ana@demosolar.example',
  pay_date: '2026-10-23',
  item_name: 'Garcia Residence',
  amount: 1809.22,
  expected_amount: 2000,
  excerpt: 'The adder is missing.',
  created_at: new Date(2026, 9, 24, 9, 0).toISOString(),
  updated_at: new Date(2026, 9, 24, 9, 0).toISOString(),
  overdue: true,
};

const line = {
  id: 7,
  pay_date: '2026-10-23',
  rep_name: 'Ana Lopez',
  rep_email: 'ana@demosolar.example',
  item_name: 'Garcia Residence',
  item_pay_type: 'M1',
  amount: 1809.22,
  breakdown: null,
  manual_note: null,
  upload_id: 3,
};

const detail: QuestionDetail = {
  ...question,
  snapshot: line,
  adjusted_pay_date: null,
  resolved_at: null,
  events: [
    {
      id: 1,
      kind: 'asked',
      actor: 'rep',
      actor_name: 'Ana Lopez',
      body: 'The adder is missing.',
      created_at: new Date(2026, 9, 24, 9, 0).toISOString(),
    },
  ],
  line_now: { state: 'removed', line: null },
  other_lines: [],
};

describe('questions in Spanish', () => {
  it('shows the queue in Spanish with an es-US date', async () => {
    signedInAs(aUser(), {
      'GET /bee/questions': { body: { rows: [question], total: 1, page: 1, pages: 1, open: 1 } },
    });
    renderApp('/bee/questions', createQueryClient(), 'es-US');
    await screen.findByRole('heading', { level: 1, name: 'Preguntas' });

    const filters = screen.getByRole('group', { name: 'Mostrar' });
    expect(within(filters).getByRole('button', { name: 'Esperando al vendedor' })).toBeTruthy();
    expect(within(filters).getByLabelText('Solo atrasadas')).toBeTruthy();
    expect(
      screen.getByRole('searchbox', { name: 'Buscar preguntas (vendedor, línea, texto)' }),
    ).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Preguntas' });
    expect(screen.getByText('1 pregunta · abiertas: 1')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Motivo' })).toBeTruthy();
    const row = within(table).getAllByRole('row')[1];
    expect(within(row).getByText('El monto parece incorrecto')).toBeTruthy();
    expect(within(row).getByText('Abierta')).toBeTruthy();
    expect(within(row).getByText('Atrasada')).toBeTruthy();
    expect(within(row).getByText('24/10/2026')).toBeTruthy();
  });

  it('shows a question, its thread and its actions in Spanish', async () => {
    signedInAs(aUser(), { 'GET /bee/questions/42': { body: detail } });
    renderApp('/bee/questions/42', createQueryClient(), 'es-US');
    await screen.findByRole('heading', { level: 1, name: 'Ana Lopez preguntó por su pago' });

    expect(screen.getByRole('link', { name: 'Volver a las preguntas' })).toBeTruthy();
    expect(screen.getByText(/esperaba \$2,000\.00/)).toBeTruthy();
    const asked = screen.getByRole('region', { name: 'La línea al preguntar' });
    expect(within(asked).getByText('Fecha de pago')).toBeTruthy();
    expect(within(asked).getByText('23/10/2026')).toBeTruthy();
    expect(screen.getByText('Eliminada (su carga se deshizo o se reemplazó).')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Conversación' })).toBeTruthy();
    expect(screen.getByText(/^Ana Lopez preguntó · 24\/10\/2026 a las /)).toBeTruthy();

    expect(screen.getByLabelText('Mensaje para el vendedor')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Responder' }));
    expect(await screen.findByText('Escribe un mensaje')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resolver' }));
    expect(await screen.findByText('Explica por qué no cambia nada')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pedir más información' })).toBeTruthy();
  });
});
