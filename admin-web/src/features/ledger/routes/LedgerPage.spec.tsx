import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LedgerRow } from '@commissionbee/shared/types';
import { aUser } from '../../../testing/builders';
import type { ApiCall, MockAnswer } from '../../../testing/mock-api';
import { renderApp, signedInAs } from '../../../testing/render-app';

type Route = MockAnswer | ((call: ApiCall) => MockAnswer | Promise<MockAnswer>);

const aRow = (id: number, overrides: Partial<LedgerRow> = {}): LedgerRow => ({
  id,
  pay_date: '2024-03-05',
  rep_name: 'Jane Doe',
  rep_email: 'jane@example.com',
  item_name: `Job ${id}`,
  item_pay_type: 'M1',
  amount: 1234.5,
  manager_email: null,
  breakdown: null,
  manual_note: null,
  ...overrides,
});

/** A server holding `rows`, paging and searching (by rep name) as GET /bee/ledger does. */
function ledgerServer(rows: LedgerRow[]): Route {
  return (call) => {
    const params = new URL(call.url).searchParams;
    const search = (params.get('search') ?? '').toLowerCase();
    const size = Number(params.get('pageSize'));
    const matching = rows.filter((row) => row.rep_name.toLowerCase().includes(search));
    const pages = Math.max(1, Math.ceil(matching.length / size));
    const page = Math.min(Number(params.get('page')), pages);
    return {
      body: {
        rows: matching.slice((page - 1) * size, page * size),
        total: matching.length,
        page,
        pages,
      },
    };
  };
}

const ROWS = [
  ...Array.from({ length: 20 }, (_, i) => aRow(i + 1)),
  ...Array.from({ length: 5 }, (_, i) => aRow(i + 21, { rep_name: 'Ann Able', amount: -50 })),
];

async function openLedger(route: Route = ledgerServer(ROWS), more: Record<string, Route> = {}) {
  const api = signedInAs(aUser(), { 'GET /bee/ledger': route, ...more });
  renderApp('/bee/ledger');
  await screen.findByRole('heading', { level: 1, name: 'Ledger' });
  return api;
}

const ledgerCalls = (api: Awaited<ReturnType<typeof openLedger>>) =>
  api
    .callsTo('GET', '/bee/ledger')
    .map((call) => Object.fromEntries(new URL(call.url).searchParams));
const pager = () => within(screen.getByRole('navigation', { name: 'Ledger pages' }));

describe('Ledger', () => {
  it('shows a loader until the first page arrives', async () => {
    let answer: (value: MockAnswer) => void = () => {};
    await openLedger(() => new Promise<MockAnswer>((resolve) => (answer = resolve)));
    expect(screen.getByText('Loading the ledger')).toBeTruthy();
    answer({ body: { rows: [aRow(1)], total: 1, page: 1, pages: 1 } });
    expect(await screen.findByRole('table', { name: 'Ledger' })).toBeTruthy();
    expect(screen.queryByText('Loading the ledger')).toBeNull();
  });

  it('says No data found. for an empty ledger', async () => {
    await openLedger(ledgerServer([]));
    expect(await screen.findByText('No data found.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says the user has no access when the server answers 403, never No data found.', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await openLedger({ status: 403, body: { message: 'Forbidden' } });
    expect(await screen.findByRole('heading', { name: "You don't have access" })).toBeTruthy();
    expect(screen.queryByText(/No data found\./)).toBeNull();
  });

  it('offers the first upload from an empty ledger', async () => {
    await openLedger(ledgerServer([]));
    await screen.findByText('No data found.');
    expect(screen.getByRole('link', { name: 'Upload your first CSV →' }).getAttribute('href')).toBe(
      '/bee/upload',
    );
  });

  it('logs a failed load and reads as an empty ledger, with a way to try again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await openLedger({ status: 500, body: { message: 'Internal server error' } });
    expect(await screen.findByText(/No data found\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(error).toHaveBeenCalled();
  });

  it('asks the server for 10 rows a page and titles the first row’s keys as the CSV does', async () => {
    const api = await openLedger();
    const table = await screen.findByRole('table', { name: 'Ledger' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'ID',
      'Pay Date',
      'Rep Name',
      'Rep Email',
      'Item Name',
      'Item Pay Type',
      'Amount',
      'Manager Email',
      'Breakdown',
      'Manual Note',
    ]);
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getAllByText('$1,234.50')).toHaveLength(10);
    expect(within(table).getAllByText('3/5/2024')).toHaveLength(10);
    expect(pager().getByText('Page 1 of 3')).toBeTruthy();
    expect(ledgerCalls(api)[0]).toEqual({ page: '1', pageSize: '10', search: '' });
  });

  it('pages with the previous and next arrows', async () => {
    const api = await openLedger();
    await screen.findByText('Job 1');
    fireEvent.click(pager().getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Job 11')).toBeTruthy();
    expect(pager().getByText('Page 2 of 3')).toBeTruthy();
    expect(ledgerCalls(api).at(-1)).toMatchObject({ page: '2', pageSize: '10' });
    fireEvent.click(pager().getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('Job 1')).toBeTruthy();
  });

  it('searches on the server after typing stops, back on page 1', async () => {
    const api = await openLedger();
    await screen.findByText('Job 1');
    fireEvent.click(pager().getByRole('button', { name: 'Next page' }));
    await screen.findByText('Job 11');

    const box = screen.getByRole('searchbox', { name: 'Search the ledger' });
    expect((box as HTMLInputElement).placeholder).toBe('Search...');
    fireEvent.change(box, { target: { value: 'A' } });
    fireEvent.change(box, { target: { value: 'ANN' } });
    expect(await screen.findByText('Job 21')).toBeTruthy();
    expect(pager().getByText('Page 1 of 1')).toBeTruthy();
    expect(
      within(screen.getByRole('table', { name: 'Ledger' })).getAllByText('-$50.00'),
    ).toHaveLength(5);
    const searches = ledgerCalls(api).map((call) => call.search);
    expect(searches).not.toContain('A');
    expect(ledgerCalls(api).at(-1)).toEqual({ page: '1', pageSize: '10', search: 'ANN' });
  });

  it('shows the table’s No data found. row for a search without matches', async () => {
    await openLedger();
    await screen.findByText('Job 1');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'nobody' } });
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Ledger' })).getByText('No data found.'),
      ).toBeTruthy(),
    );
    expect(screen.getByRole('searchbox')).toBeTruthy();
  });

  it('downloads the Master CSV with the session token as CommissionBee-master.csv', async () => {
    const createObjectURL = vi.fn(() => 'blob:master');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('CommissionBee-master.csv');
      expect(this.href).toBe('blob:master');
    });
    const api = await openLedger(undefined, {
      'GET /bee/ledger.csv': { body: 'Pay Date,Rep Name\r\n' },
    });
    const button = await screen.findByRole('button', { name: 'Download Master CSV' });
    expect(button.className).toContain('cb-btn--success');
    fireEvent.click(button);
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [download] = api.callsTo('GET', '/bee/ledger.csv');
    expect(download.headers.get('Authorization')).toBe('Bearer session-token');
  });

  it('says so when the Master CSV cannot be downloaded', async () => {
    await openLedger(undefined, { 'GET /bee/ledger.csv': { status: 500, body: {} } });
    fireEvent.click(await screen.findByRole('button', { name: 'Download Master CSV' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The Master CSV could not be downloaded.',
    );
  });
});
