import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LedgerPageRow as LedgerRow } from '@commissionbee/shared/types';
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
  beforeEach(() => localStorage.clear());

  it("shows a revised line's published amount under its draft one, and badges a never-published pay date (pay runs, review on)", async () => {
    await openLedger(
      ledgerServer([
        aRow(1, { amount: 1250, published_amount: 1200 }),
        aRow(2, { amount: 40, published_amount: null }),
        aRow(3, { pay_date: '2026-12-15', amount: 80, pay_run: 'draft' }),
        aRow(4, { amount: 300 }),
      ]),
    );
    const table = await screen.findByRole('table', { name: 'Ledger' });
    // Not columns of their own.
    expect(within(table).queryByRole('columnheader', { name: /published/i })).toBeNull();
    const cells = (id: number) =>
      within(table).getByRole('row', { name: new RegExp(`Job ${id}\\b`) }).textContent;
    expect(cells(1)).toContain('published $1,200.00 → draft $1,250.00');
    expect(cells(2)).toContain('new in the draft, not published');
    expect(cells(3)).toContain('Draft');
    expect(cells(4)).not.toMatch(/published|Draft/);
  });

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

  it('asks the server for 10 rows a page and titles the first row’s keys as the CSV does, Manager Email, Breakdown and Manual Note one click away', async () => {
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
      'Details',
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
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the ledger' }), {
      target: { value: 'nobody' },
    });
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Ledger' })).getByText('No data found.'),
      ).toBeTruthy(),
    );
    expect(
      within(screen.getByRole('table', { name: 'Ledger' })).getByText(
        'Try another search, or clear the filters.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search the ledger' })).toBeTruthy();
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

  it('opens a row’s Manager Email, Breakdown and Manual Note under it', async () => {
    await openLedger(
      ledgerServer([
        aRow(1, {
          manager_email: 'max@example.com',
          breakdown: ['System 8 kW', 'single-line', 'Total $1,250.00', 'double-line'],
          manual_note: 'Paid early',
        }),
      ]),
    );
    const toggle = await screen.findByRole('button', { name: 'Show details of row 1' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('max@example.com')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('max@example.com')).toBeTruthy();
    // The breakdown reads as lines with rules, never as its raw tokens.
    const details = screen.getByText('System 8 kW').closest('dd')!;
    expect(within(details).getByText('Total $1,250.00')).toBeTruthy();
    expect(details.textContent).not.toMatch(/single-line|double-line/);
    expect(details.querySelectorAll('hr')).toHaveLength(2);
    expect(screen.getByText('Paid early')).toBeTruthy();
    fireEvent.click(toggle);
    expect(screen.queryByText('max@example.com')).toBeNull();
  });

  it('offers 10, 25, 50 and 100 rows a page, asks for the one chosen and remembers it', async () => {
    const api = await openLedger();
    await screen.findByText('Job 1');
    const size = screen.getByRole('combobox', { name: 'Rows per page' }) as HTMLSelectElement;
    expect([...size.options].map((o) => o.value)).toEqual(['10', '25', '50', '100']);
    expect(size.value).toBe('10');
    fireEvent.change(size, { target: { value: '25' } });
    expect(await screen.findByText('Job 25')).toBeTruthy();
    expect(ledgerCalls(api).at(-1)).toMatchObject({ page: '1', pageSize: '25' });
    expect(localStorage.getItem('cb.ledger.pageSize')).toBe('25');
  });

  it('starts with the page size chosen before', async () => {
    localStorage.setItem('cb.ledger.pageSize', '50');
    const api = await openLedger();
    await screen.findByText('Job 1');
    expect(ledgerCalls(api)[0]).toMatchObject({ pageSize: '50' });
    expect(
      (screen.getByRole('combobox', { name: 'Rows per page' }) as HTMLSelectElement).value,
    ).toBe('50');
  });

  it('keeps 10 rows a page when the remembered size is not one offered', async () => {
    localStorage.setItem('cb.ledger.pageSize', '1000');
    const api = await openLedger();
    await screen.findByText('Job 1');
    expect(ledgerCalls(api)[0]).toMatchObject({ pageSize: '10' });
  });

  it('filters by pay date, rep and status on the server, back on page 1, and clears them', async () => {
    const api = await openLedger();
    await screen.findByText('Job 1');
    fireEvent.click(pager().getByRole('button', { name: 'Next page' }));
    await screen.findByText('Job 11');

    fireEvent.change(screen.getByLabelText('Pay date'), { target: { value: '2024-03-05' } });
    await waitFor(() =>
      expect(ledgerCalls(api).at(-1)).toMatchObject({ page: '1', pay_date: '2024-03-05' }),
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), {
      target: { value: 'PENDING' },
    });
    await waitFor(() =>
      expect(ledgerCalls(api).at(-1)).toMatchObject({ pay_date: '2024-03-05', status: 'PENDING' }),
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Rep email' }), {
      target: { value: ' ann@example.com ' },
    });
    await waitFor(() =>
      expect(ledgerCalls(api).at(-1)).toMatchObject({ rep: 'ann@example.com', status: 'PENDING' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect((screen.getByLabelText('Pay date') as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value).toBe('');
    expect((screen.getByRole('searchbox', { name: 'Rep email' }) as HTMLInputElement).value).toBe(
      '',
    );
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('sorts by pay date, rep and amount from the column headers, both ways', async () => {
    const api = await openLedger();
    await screen.findByText('Job 1');
    const table = () => within(screen.getByRole('table', { name: 'Ledger' }));
    fireEvent.click(table().getByRole('button', { name: 'Sort by Amount, largest first' }));
    await waitFor(() => expect(ledgerCalls(api).at(-1)).toMatchObject({ sort: '-amount' }));
    fireEvent.click(table().getByRole('button', { name: 'Sort by Amount, smallest first' }));
    await waitFor(() => expect(ledgerCalls(api).at(-1)).toMatchObject({ sort: 'amount' }));
    fireEvent.click(table().getByRole('button', { name: 'Sort by Rep Name, A to Z' }));
    await waitFor(() => expect(ledgerCalls(api).at(-1)).toMatchObject({ sort: 'rep' }));
    expect(
      table()
        .getByRole('button', { name: /Sort by Rep Name, Z to A/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    fireEvent.click(table().getByRole('button', { name: 'Sort by Pay Date, newest first' }));
    await waitFor(() =>
      expect(
        table()
          .getByRole('button', { name: 'Sort by Pay Date, oldest first' })
          .getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    fireEvent.click(table().getByRole('button', { name: 'Sort by Pay Date, oldest first' }));
    await waitFor(() => expect(ledgerCalls(api).at(-1)).toMatchObject({ sort: 'date' }));
  });
});
