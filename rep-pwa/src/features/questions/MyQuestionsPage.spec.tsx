import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { QuestionDetail, QuestionSummary } from '@commissionbee/shared/questions';
import * as english from 'virtual:cb-catalogue/rep/en';
import * as spanish from 'virtual:cb-catalogue/rep/es-US';
import { addToOutbox } from '../../lib/questions/outbox';
import { aRepKeyData, aRepRow } from '../../test/builders';
import { renderApp } from '../../test/render-app';

const SPANISH = { code: 'es-US', pack: spanish };

function aQuestion(overrides: Partial<QuestionSummary> = {}): QuestionSummary {
  return {
    id: 5,
    record_id: 11,
    scope: 'line',
    status: 'open',
    resolution: null,
    reason: 'amount_wrong',
    asker_email: 'riley@example.com',
    asker_name: 'Riley Rep',
    line_rep_email: 'riley@example.com',
    pay_date: '2026-11-06',
    item_name: 'Alder House',
    amount: 1200,
    expected_amount: null,
    excerpt: 'The system was 9 kW.',
    created_at: '2026-11-10T15:00:00.000Z',
    updated_at: '2026-11-10T15:00:00.000Z',
    ...overrides,
  };
}

function aThread(overrides: Partial<QuestionDetail> = {}): QuestionDetail {
  return {
    ...aQuestion(),
    status: 'resolved',
    resolution: 'adjusted',
    expected_amount: 1350,
    snapshot: null,
    adjusted_pay_date: '2026-12-04',
    resolved_at: '2026-11-12T15:00:00.000Z',
    events: [
      {
        id: 1,
        kind: 'asked',
        actor: 'rep',
        actor_name: 'Riley Rep',
        body: 'The system was 9 kW.',
        created_at: '2026-11-10T15:00:00.000Z',
      },
      {
        id: 2,
        kind: 'resolved',
        actor: 'admin',
        actor_name: 'Ana Admin',
        body: 'Fixed on the next paycheck.',
        created_at: '2026-11-12T15:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** The question routes answered as given (by path), the rest as renderApp answers them. */
async function renderQuestions(path: string, routes: Record<string, Response>, language = SPANISH) {
  const sut = renderApp(path, { data: aRepKeyData({ data: [aRepRow()] }), language });
  const base = sut.fetchMock.getMockImplementation()!;
  sut.fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    return routes[url.pathname]?.clone() ?? base(input);
  });
  // A page already loaded by an earlier test asks during the first render: ask again.
  await act(() => sut.queryClient.resetQueries());
  return sut;
}

describe('My questions', () => {
  it('lists the questions in Spanish, with their state', async () => {
    await renderQuestions('/bee/my-questions', {
      '/api/bee/rep/questions': json(200, [
        aQuestion({ unread: true }),
        aQuestion({ id: 6, scope: 'paycheck', status: 'waiting_on_rep', pay_date: '2026-03-05' }),
      ]),
    });

    expect(await screen.findByRole('heading', { name: 'Mis preguntas', level: 1 })).toBeTruthy();
    const line = screen.getByRole('link', { name: /Alder House/ });
    expect(line.textContent).toBe(
      'Alder House · $1,200.00AbiertaRespuesta nuevaThe system was 9 kW.',
    );
    const paycheck = screen.getByRole('link', { name: /Cheque del/ });
    expect(paycheck.textContent).toContain('Cheque del 5/3/2026');
    expect(paycheck.textContent).toContain('Esperando tu respuesta');
  });

  it('shows a waiting question refused by the server in Spanish', async () => {
    await renderQuestions('/bee/my-questions', { '/api/bee/rep/questions': json(200, []) });
    act(() =>
      addToOutbox({
        body: {
          record_id: 11,
          pay_date: null,
          reason: 'other',
          expected_amount: null,
          message: 'One more',
          client_id: 'c-1',
        },
        label: 'Alder House · $1,200.00',
        created_at: '2026-11-10T15:00:00.000Z',
        demo: false,
        error: 'You can ask at most 20 questions a day. Please try again tomorrow.',
        code: 'QUESTION_DAILY_LIMIT',
      }),
    );

    expect(await screen.findByRole('heading', { name: 'Por enviar' })).toBeTruthy();
    expect(screen.getByText('No se envió')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'Puedes hacer hasta 20 preguntas al día. Intenta de nuevo mañana.',
    );
  });

  it('shows a thread in Spanish, with es-US dates, and a refused accept by its code', async () => {
    await renderQuestions('/bee/my-questions?id=5', {
      '/api/bee/rep/questions/5': json(200, aThread()),
      '/api/bee/rep/questions/5/accept': json(409, {
        statusCode: 409,
        code: 'QUESTION_NOT_OPEN',
        message: 'Only a resolved question can be accepted.',
      }),
    });

    expect(await screen.findByRole('heading', { name: 'Alder House · $1,200.00' })).toBeTruthy();
    expect(screen.getByText(/Ajustado/).parentElement?.textContent).toBe(
      'Resuelta Ajustado · corrección en el cheque del 4/12/2026',
    );
    expect(screen.getByText(/El monto se ve mal/).textContent).toBe(
      'El monto se ve mal · esperabas $1,350.00',
    );
    const events = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(events[0]).toMatch(/^Preguntaste · 10\/11\/2026, /);
    expect(events[1]).toMatch(/^Ana Admin resolvió la pregunta · 12\/11\/2026, /);
    expect(screen.getByLabelText('¿No está bien? Dinos por qué y vuelve a abrirla')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Reabrir' }));
    expect(screen.getByRole('alert').textContent).toBe('Escribe un mensaje');

    fireEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Solo puedes aceptar una pregunta resuelta.',
    );
  });

  it('keeps the English words of a thread in English', async () => {
    await renderQuestions(
      '/bee/my-questions?id=5',
      { '/api/bee/rep/questions/5': json(200, aThread()) },
      { code: 'en', pack: english },
    );

    expect(await screen.findByRole('heading', { name: 'Alder House · $1,200.00' })).toBeTruthy();
    expect(screen.getByText(/Adjusted/).parentElement?.textContent).toBe(
      'Resolved Adjusted · correction on the paycheck of 12/4/2026',
    );
    const events = within(screen.getAllByRole('list')[0]).getAllByRole('listitem');
    expect(events[0].textContent).toMatch(/^You asked · 11\/10\/2026, /);
    expect(events[1].textContent).toMatch(/^Ana Admin resolved the question · 11\/12\/2026, /);
  });
});
