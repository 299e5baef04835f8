import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as english from 'virtual:cb-catalogue/rep/en';
import * as spanish from 'virtual:cb-catalogue/rep/es-US';
import { aRepKeyData, aRepRow } from '../../test/builders';
import { renderApp } from '../../test/render-app';

const SPANISH = { code: 'es-US', pack: spanish };
const ENGLISH = { code: 'en', pack: english };

const revision = (n: number, current: boolean) => ({
  revision: n,
  number: `ST-${n}`,
  state: 'published',
  issued_at: '2024-03-05T12:00:00.000Z',
  current,
  content_sha256: 'a'.repeat(64),
  pdf_sha256: null,
});

const LIST = {
  pay_dates: [
    { pay_date: '2024-03-19', total: 1, lines: 1, revisions: [revision(1, true)] },
    {
      pay_date: '2024-03-05',
      total: 1250.5,
      lines: 3,
      revisions: [revision(2, true), revision(1, false)],
    },
  ],
  months: ['2024-03'],
  years: ['2024'],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** The statement routes answered as given (by path), the rest as renderApp answers them. */
async function renderStatements(language: typeof SPANISH, routes: Record<string, Response>) {
  const sut = renderApp('/bee/statements', { data: aRepKeyData({ data: [aRepRow()] }), language });
  const base = sut.fetchMock.getMockImplementation()!;
  sut.fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    return routes[url.pathname]?.clone() ?? base(input);
  });
  // A page already loaded by an earlier test asks during the first render: ask again.
  await act(() => sut.queryClient.resetQueries());
  return sut;
}

describe('Statements', () => {
  it('lists the statements in Spanish: months and pay dates as es-US writes them', async () => {
    await renderStatements(SPANISH, {
      '/api/bee/rep/statements': json(200, LIST),
      '/api/bee/rep/statements/2024-03-05.pdf': json(404, { statusCode: 404, code: 'NOT_FOUND' }),
    });

    expect(
      await screen.findByRole('heading', { name: 'Estados de cuenta', level: 1 }),
    ).toBeTruthy();
    const month = await screen.findByRole('region', { name: 'marzo de 2024' });
    const items = within(month).getAllByRole('listitem');
    expect(items[0].textContent).toBe('19 mar $1.00 · 1 líneaDescargar');
    expect(items[1].textContent).toBe(
      '5 mar $1,250.50 · 3 líneas · versión 2DescargarVersión 1 (reemplazada)',
    );
    expect(screen.getByRole('button', { name: 'En lo que va del año (PDF)' })).toBeTruthy();
    expect(within(month).getByRole('button', { name: 'Mes (PDF)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toBeTruthy();

    fireEvent.click(within(items[1]).getByRole('button', { name: 'Descargar' }));
    expect((await within(items[1]).findByRole('alert')).textContent).toBe(
      'Todavía no hay un estado de cuenta para esto.',
    );
  });

  it('keeps the English words in English', async () => {
    await renderStatements(ENGLISH, { '/api/bee/rep/statements': json(200, LIST) });

    const month = await screen.findByRole('region', { name: 'March 2024' });
    expect(within(month).getAllByRole('listitem')[1].textContent).toBe(
      'Mar 5 $1,250.50 · 3 lines · revision 2DownloadRevision 1 (superseded)',
    );
  });

  it('says in Spanish when there is no statement yet', async () => {
    await renderStatements(SPANISH, {
      '/api/bee/rep/statements': json(200, { pay_dates: [], months: [], years: [] }),
    });

    expect(
      await screen.findByText(
        'Todavía no hay estados de cuenta: aparece uno cuando se publica un cheque.',
      ),
    ).toBeTruthy();
  });
});
