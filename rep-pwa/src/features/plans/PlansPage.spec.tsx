import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RepPlan, RepPlans } from '@commissionbee/shared/contracts/plans';
import * as spanish from 'virtual:cb-catalogue/rep/es-US';
import { aRepKeyData, aRepRow } from '../../test/builders';
import { renderApp } from '../../test/render-app';

const SPANISH = { code: 'es-US', pack: spanish };

function aPlan(overrides: Partial<RepPlan> = {}): RepPlan {
  return {
    version_id: 7,
    plan_name: 'Field Sales Plan',
    version: 1,
    effective_date: '2026-03-01',
    end_date: null,
    due_date: '2026-03-15',
    pages: 2,
    bytes: 1000,
    document_sha256: 'a'.repeat(64),
    employer_name: 'Pat Owner',
    employer_title: 'CEO',
    status: 'due',
    signed_at: null,
    signed_name: null,
    verification_code: null,
    ...overrides,
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** The plan routes answered as given (by path), the rest as renderApp answers them. */
function answerPlans(sut: ReturnType<typeof renderApp>, routes: Record<string, Response>) {
  const base = sut.fetchMock.getMockImplementation()!;
  sut.fetchMock.mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    return routes[path]?.clone() ?? base(input);
  });
}

const plans = (...list: RepPlan[]): RepPlans => ({ plans: list, paid_under: [] });

async function renderPlans(path: string, routes: Record<string, Response>, spanishApp = true) {
  const sut = renderApp(path, {
    data: aRepKeyData({ data: [aRepRow()] }),
    language: spanishApp ? SPANISH : undefined,
  });
  answerPlans(sut, routes);
  // A page already loaded by an earlier test asks during the first render: ask again.
  await act(() => sut.queryClient.resetQueries());
  return sut;
}

describe('Your plan', () => {
  it('lists the plans in Spanish, dates as es-US writes them', async () => {
    await renderPlans('/bee/my-plan', {
      '/api/bee/rep/plans': json(200, plans(aPlan())),
    });

    expect(await screen.findByRole('heading', { name: 'Tu plan', level: 1 })).toBeTruthy();
    const item = screen.getByRole('link', { name: /Field Sales Plan v1/ });
    expect(item.textContent).toBe('Field Sales Plan v1Por firmar Desde el 1/3/2026');
  });

  it('shows a signed version in Spanish and says why its document cannot be had', async () => {
    await renderPlans('/bee/my-plan?v=7', {
      '/api/bee/rep/plans': json(
        200,
        plans(
          aPlan({
            status: 'signed',
            signed_name: 'Sana Signer',
            signed_at: '2026-03-09T16:00:00.000Z',
            verification_code: 'PLABC',
          }),
        ),
      ),
      '/api/bee/rep/plans/7/document': json(404, {
        statusCode: 404,
        code: 'PLAN_NOT_FOUND',
        message: 'No such plan version.',
      }),
    });

    expect(await screen.findByRole('heading', { name: 'Firmado' })).toBeTruthy();
    expect(screen.getByText('Firmaste este plan como Sana Signer el 9/3/2026 (UTC).')).toBeTruthy();
    expect(screen.getByText('Código de verificación: PLABC')).toBeTruthy();
    expect(
      screen.getByText('Vigente desde el 1/3/2026. Firmado por la empresa: Pat Owner, CEO.'),
    ).toBeTruthy();
    expect(await screen.findByText('Esa versión del plan no existe.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a tu plan' })).toBeTruthy();
  });

  it('checks the form and shows a wrong code in Spanish, with the tries left', async () => {
    await renderPlans('/bee/my-plan?v=7', {
      '/api/bee/rep/plans': json(200, plans(aPlan())),
      '/api/bee/rep/plans/7/document': json(404, { statusCode: 404, code: 'PLAN_NOT_FOUND' }),
      '/api/bee/rep/plans/7/sign': json(400, {
        statusCode: 400,
        code: 'PLAN_CODE_WRONG',
        message: 'That code is not right. 4 tries left.',
        left: 4,
      }),
    });

    const form = await screen.findByRole('form', { name: 'Firma este plan' });
    const sign = within(form).getByRole('button', { name: 'Firmar' });
    fireEvent.click(sign);
    expect(within(form).getByRole('alert').textContent).toBe('Escribe tu nombre completo.');

    fireEvent.change(within(form).getByLabelText('Tu nombre completo'), {
      target: { value: 'Sana Signer' },
    });
    fireEvent.click(within(form).getByLabelText('Leí y recibí este plan'));
    fireEvent.change(within(form).getByLabelText('Código del correo'), {
      target: { value: '000000' },
    });
    fireEvent.click(sign);

    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Ese código no es correcto. Te quedan 4 intentos.',
    );
  });

  it('keeps the server’s English words for a wrong code in English', async () => {
    await renderPlans(
      '/bee/my-plan?v=7',
      {
        '/api/bee/rep/plans': json(200, plans(aPlan())),
        '/api/bee/rep/plans/7/document': json(404, { statusCode: 404, code: 'PLAN_NOT_FOUND' }),
        '/api/bee/rep/plans/7/sign': json(400, {
          statusCode: 400,
          code: 'PLAN_CODE_WRONG',
          message: 'That code is not right. 1 try left.',
          left: 1,
        }),
      },
      false,
    );

    const form = await screen.findByRole('form', { name: 'Sign this plan' });
    fireEvent.change(within(form).getByLabelText('Your full name'), {
      target: { value: 'Sana Signer' },
    });
    fireEvent.click(within(form).getByLabelText('I have read and received this plan'));
    fireEvent.change(within(form).getByLabelText('Code from the email'), {
      target: { value: '000000' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Sign' }));

    expect((await within(form).findByRole('alert')).textContent).toBe(
      'That code is not right. 1 try left.',
    );
  });

  it('asks for the signature on the Dash in Spanish', async () => {
    await renderPlans('/bee/dash', {
      '/api/bee/rep/plans': json(200, plans(aPlan(), aPlan({ version_id: 8, version: 2 }))),
    });

    const card = await screen.findByRole('region', { name: 'Tu plan' }, { timeout: 5000 });
    expect(card.textContent).toContain(
      'Field Sales Plan v1 está esperando tu firma (fírmalo a más tardar el 15/3/2026). Hay 1 más después.',
    );
    expect(within(card).getByRole('link', { name: 'Leer y firmar' })).toBeTruthy();
  });

  it('says in Spanish which plan a paycheck was paid under', async () => {
    await renderPlans('/bee/paychecks', {
      '/api/bee/rep/plans': json(200, {
        plans: [aPlan({ status: 'signed' })],
        paid_under: [
          { pay_date: '2024-03-05', version_id: 7, plan_name: 'Field Sales Plan', version: 1 },
        ],
      }),
    });

    fireEvent.click(await screen.findByRole('button', { name: /^5 mar/ }, { timeout: 5000 }));

    const paidUnder = await screen.findByText(/^Pagado según/, {}, { timeout: 5000 });
    expect(paidUnder.textContent).toBe('Pagado según Field Sales Plan v1');
    expect(within(paidUnder).getByRole('link', { name: 'Field Sales Plan v1' })).toBeTruthy();
  });
});
