import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { UploadBatch } from '@commissionbee/shared/types';
import { aUser } from '../../../testing/builders';
import type { ApiCall, MockAnswer } from '../../../testing/mock-api';
import { renderApp, signedInAs } from '../../../testing/render-app';

type Route = MockAnswer | ((call: ApiCall) => MockAnswer | Promise<MockAnswer>);

const HEADER =
  'Pay Date,Rep Name,Rep Email,Item Name,Item Pay Type,Amount,Manager Email,Breakdown,Manual Note';
const line = (item: string, amount = '100.00', payDate = '2024-03-05') =>
  `${payDate},Jane Doe,jane@example.com,${item},M1,${amount},,,`;
const csvFile = (lines: string[], name = 'march.csv', type = 'text/csv') =>
  new File([[HEADER, ...lines].join('\r\n')], name, { type });

const batch = (overrides: Partial<UploadBatch> = {}): UploadBatch => ({
  id: 5,
  file_name: 'february.csv',
  uploaded_by: 'admin@demosolar.example',
  created_at: new Date(2024, 2, 5, 14, 7).toISOString(),
  row_count: 12,
  total_amount: 1234.5,
  ...overrides,
});

async function openUpload(routes: Record<string, Route> = {}) {
  const api = signedInAs(aUser(), { 'GET /bee/uploads': { body: [] }, ...routes });
  renderApp('/bee/upload');
  await screen.findByRole('heading', { level: 1, name: 'CSV Upload' });
  return api;
}

const aPreview = (overrides: Record<string, unknown> = {}) => ({
  preview_token: 'f'.repeat(64),
  added: 3,
  updated: 0,
  skipped: 0,
  removed: 0,
  reps: [
    {
      rep_email: 'jane@example.com',
      rep_name: 'Jane Doe',
      added: 3,
      changed: 0,
      removed: 0,
      skipped: 0,
      total_change: 1350,
    },
  ],
  pay_dates: [
    { pay_date: '2024-03-05', added: 2, changed: 0, removed: 0, skipped: 0, total_change: 50 },
  ],
  lines: [],
  lineCount: 3,
  ...overrides,
});

/** Verify → preview → 'Store these changes'. */
async function confirmUpload(count: number) {
  fireEvent.click(await screen.findByRole('button', { name: `Upload ALL ${count}` }));
  expect(await screen.findByRole('heading', { name: 'Review the changes' })).toBeTruthy();
  fireEvent.click(await screen.findByRole('button', { name: 'Store these changes' }));
}

const picker = () => screen.getByLabelText(/Select a CSV file to import/) as HTMLInputElement;
const choose = (file: File) => fireEvent.change(picker(), { target: { files: [file] } });

describe('CSV Upload', () => {
  it('offers the picker, the drop zone texts and the link to the CSV guide', async () => {
    await openUpload();
    expect(screen.getByText('Select a CSV file to import')).toBeTruthy();
    expect(screen.getByText('or drag and drop it here')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'CSV formatting guide' }).getAttribute('href')).toBe(
      '/bee/docs',
    );
    expect(picker().accept).toContain('.csv');
  });

  it('says Please select a valid CSV file. for another type of file', async () => {
    await openUpload();
    choose(new File(['x'], 'photo.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please select a valid CSV file.');
  });

  it('accepts a dropped .csv file whatever type the browser gives it', async () => {
    await openUpload();
    const file = csvFile([line('A'), line('B')], 'excel.csv', 'application/octet-stream');
    fireEvent.drop(picker().closest('.upload-drop')!, { dataTransfer: { files: [file] } });
    expect(await screen.findByText('2 records')).toBeTruthy();
  });

  it('shows Invalid CSV Data. with the hint and the missing headers', async () => {
    await openUpload();
    choose(new File(['Rep Name,Amount\r\nJane,10\r\n'], 'bad.csv', { type: 'text/csv' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Invalid CSV Data.')).toBeTruthy();
    expect(
      within(alert).getByText(
        'Please ensure you have the right headers and values in your csv file.',
      ),
    ).toBeTruthy();
    expect(within(alert).getByText('Missing header Pay Date is required')).toBeTruthy();
  });

  it('verifies, uploads ALL and shows the success step with the new emails', async () => {
    const api = await openUpload({
      'POST /bee/ledger/preview': { body: aPreview() },
      'POST /bee/ledger': {
        body: {
          message: 'success',
          newEmails: ['jane@example.com', 'joe@example.com'],
          upload_id: 9,
        },
      },
    });
    choose(
      csvFile([
        line('Smith'),
        line('Lopez', '-50.00'),
        line('Garcia', '1,250.00'.replace(',', ''), 'pending'),
      ]),
    );

    expect(await screen.findByText('3 records')).toBeTruthy();
    expect(screen.queryByText(/invalid record/)).toBeNull();
    const preview = screen.getByRole('table', { name: 'Preview of the file' });
    expect(within(preview).getAllByRole('row')).toHaveLength(4);
    await confirmUpload(3);

    expect(await screen.findByText('Your records were successfully uploaded.')).toBeTruthy();
    expect(screen.getByText('2 new email address(es) registered:')).toBeTruthy();
    expect(screen.getByText('joe@example.com')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Email Center' }).getAttribute('href')).toBe(
      '/bee/portals',
    );

    const [post] = api.callsTo('POST', '/bee/ledger');
    expect(post.body).toEqual({
      file_name: 'march.csv',
      data: [
        {
          pay_date: '2024-03-05',
          rep_name: 'Jane Doe',
          rep_email: 'jane@example.com',
          item_name: 'Smith',
          item_pay_type: 'M1',
          amount: 100,
          manager_email: null,
          breakdown: null,
          manual_note: null,
        },
        expect.objectContaining({ item_name: 'Lopez', amount: -50 }),
        expect.objectContaining({ item_name: 'Garcia', amount: 1250, pay_date: 'PENDING' }),
      ],
    });
    expect(post.headers.get('Authorization')).toBe('Bearer session-token');
    // Stores exactly what was previewed, with the defaults.
    expect(new URL(post.url).searchParams.get('preview_token')).toBe('f'.repeat(64));
    expect(new URL(post.url).searchParams.get('duplicates')).toBe('skip');
    const [asked] = api.callsTo('POST', '/bee/ledger/preview');
    expect(asked.body).toEqual(post.body);
  });

  it('shows the preview per rep, expandable to the lines, and asks again when a choice changes', async () => {
    const api = await openUpload({
      'POST /bee/ledger/preview': (call) => ({
        body: aPreview({
          updated: 1,
          skipped: new URL(call.url).searchParams.get('duplicates') === 'skip' ? 1 : 0,
          lines: [
            {
              action: 'updated',
              rep_email: 'jane@example.com',
              rep_name: 'Jane Doe',
              before: { pay_date: 'PENDING', item_name: 'Smith', item_pay_type: 'M1', amount: 100 },
              after: {
                pay_date: '2024-03-05',
                item_name: 'Smith',
                item_pay_type: 'M1',
                amount: 100,
              },
            },
          ],
        }),
      }),
    });
    choose(csvFile([line('Smith'), line('Lopez')]));
    fireEvent.click(await screen.findByRole('button', { name: 'Upload ALL 2' }));
    expect(await screen.findByText('1 updated line')).toBeTruthy();
    expect(screen.getByText('1 duplicate')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Changes per rep' });
    expect(within(table).getByText('+$1,350.00')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: /Jane Doe/ }));
    const lines = screen.getByRole('list', { name: 'Lines of Jane Doe' });
    expect(lines.textContent).toContain('Changed');
    expect(lines.textContent).toContain('PENDING $100.00 → 2024-03-05 $100.00');
    fireEvent.click(screen.getByLabelText('Add them anyway'));
    expect(await screen.findByText('0 duplicates')).toBeTruthy();
    const calls = api.callsTo('POST', '/bee/ledger/preview');
    expect(new URL(calls[calls.length - 1].url).searchParams.get('duplicates')).toBe('add');
  });

  it('returns to the preview with the message when the ledger changed since it', async () => {
    let commits = 0;
    const api = await openUpload({
      'POST /bee/ledger/preview': { body: aPreview() },
      'POST /bee/ledger': () =>
        ++commits === 1
          ? {
              status: 409,
              body: { message: 'The ledger changed since the preview. Review the upload again.' },
            }
          : { body: { message: 'success', newEmails: [] } },
    });
    choose(csvFile([line('A'), line('B')]));
    await confirmUpload(2);
    expect(
      await screen.findByText('The ledger changed since the preview. Review the upload again.'),
    ).toBeTruthy();
    expect(api.callsTo('POST', '/bee/ledger/preview')).toHaveLength(2);
    fireEvent.click(await screen.findByRole('button', { name: 'Store these changes' }));
    expect(await screen.findByText('Your records were successfully uploaded.')).toBeTruthy();
  });

  it('offers to notify the reps with new pay, and says how it went', async () => {
    const SEND = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
    const api = await openUpload({
      'POST /bee/ledger/preview': { body: aPreview() },
      'POST /bee/ledger': { body: { message: 'success', newEmails: [], upload_id: 9 } },
      'GET /bee/uploads/9/new-pay': { body: { reps: 2 } },
      'POST /bee/uploads/9/notify': { status: 202, body: { id: SEND, total: 2, ignored: [] } },
      [`GET /mail/sends/${SEND}`]: {
        body: {
          id: SEND,
          kind: 'new-pay',
          state: 'sent',
          total: 2,
          sent: 2,
          queued: 0,
          failed: [],
          created_at: '2031-01-01T00:00:00Z',
        },
      },
    });
    choose(csvFile([line('A'), line('B')]));
    await confirmUpload(2);
    fireEvent.click(await screen.findByRole('button', { name: 'Notify the 2 reps with new pay' }));
    expect(await screen.findByText('Notified 2 reps with new pay.')).toBeTruthy();
    expect(api.callsTo('POST', '/bee/uploads/9/notify')).toHaveLength(1);
  });

  it('says the reps are being notified when the company notifies after every upload', async () => {
    const api = await openUpload({
      'POST /bee/ledger/preview': { body: aPreview() },
      'POST /bee/ledger': {
        body: {
          message: 'success',
          newEmails: [],
          upload_id: 9,
          notified: { id: 'x', total: 3, ignored: [] },
        },
      },
    });
    choose(csvFile([line('A'), line('B')]));
    await confirmUpload(2);
    expect(await screen.findByText('Notifying 3 reps with new pay.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Notify the/ })).toBeNull();
    expect(api.callsTo('GET', '/bee/uploads/9/new-pay')).toHaveLength(0);
  });

  it('shows Uploading CSV Data while the request runs', async () => {
    let answer: (value: MockAnswer) => void = () => {};
    await openUpload({
      'POST /bee/ledger/preview': { body: aPreview() },
      'POST /bee/ledger': () => new Promise<MockAnswer>((resolve) => (answer = resolve)),
    });
    choose(csvFile([line('A'), line('B')]));
    await confirmUpload(2);
    expect(await screen.findByRole('heading', { name: 'Uploading CSV Data' })).toBeTruthy();
    answer({ body: { message: 'success', newEmails: [] } });
    expect(await screen.findByText('Your records were successfully uploaded.')).toBeTruthy();
    expect(screen.queryByText(/new email address/)).toBeNull();
  });

  it('says the upload failed and keeps the file selected when the request fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await openUpload({
      'POST /bee/ledger/preview': { body: aPreview() },
      'POST /bee/ledger': { status: 500, body: { message: 'Internal server error' } },
    });
    choose(csvFile([line('A'), line('B')]));
    await confirmUpload(2);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The upload did not go through');
    expect(alert.textContent).toContain('Internal server error');
    expect(screen.getByRole('button', { name: 'Upload ALL 2' })).toBeTruthy();
    expect(screen.queryByText('Select a CSV file to import')).toBeNull();
    expect(error).toHaveBeenCalled();
  });

  it('counts invalid records, shows each row’s issues and offers no upload', async () => {
    await openUpload();
    choose(csvFile([line('A'), line('B', 'ten'), line('C', '5', 'someday')]));
    expect(await screen.findByText('3 records')).toBeTruthy();
    expect(screen.getByText('2 invalid records')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Upload ALL/ })).toBeNull();
    const preview = screen.getByRole('table', { name: 'Preview of the file' });
    expect(within(preview).getByText('Invalid Amount. Must be a number')).toBeTruthy();
    expect(
      within(preview).getByText(
        "Invalid Pay Date format. Must be a valid date or 'PENDING' or 'CANCELLED'",
      ),
    ).toBeTruthy();

    fireEvent.click(screen.getByLabelText('Show only invalid records'));
    expect(within(preview).getAllByRole('row')).toHaveLength(3);
  });

  it('leads with the problems: a count per kind, only those rows on demand, bad cells marked', async () => {
    await openUpload();
    choose(csvFile([line('A'), line('B', 'ten'), line('C', 'x'), line('D', '5', 'someday')]));
    const summary = await screen.findByRole('region', { name: 'Problems in the file' });
    expect(within(summary).getByText('3 rows to fix')).toBeTruthy();
    expect(within(summary).getByText('2 rows')).toBeTruthy();

    const preview = screen.getByRole('table', { name: 'Preview of the file' });
    expect(within(preview).getAllByRole('columnheader')[0].textContent).toBe('Issues');
    expect(preview.querySelectorAll('td.upload-cell--bad')).toHaveLength(3);

    fireEvent.click(
      within(summary).getAllByRole('button', { name: /^Show only these rows: 2 rows/ })[0],
    );
    expect(within(preview).getAllByRole('row')).toHaveLength(3);
    fireEvent.click(within(summary).getByRole('button', { name: /^Show all rows: 2 rows/ }));
    expect(within(preview).getAllByRole('row')).toHaveLength(5);
  });

  it('pages the preview 10 rows at a time', async () => {
    await openUpload();
    choose(csvFile(Array.from({ length: 23 }, (_, i) => line(`Job ${i + 1}`))));
    const pages = within(await screen.findByRole('navigation', { name: 'Preview pages' }));
    expect(pages.getByText('Page 1 of 3')).toBeTruthy();
    fireEvent.click(pages.getByRole('button', { name: 'Next page' }));
    expect(pages.getByText('Page 2 of 3')).toBeTruthy();
    expect(screen.getByText('Job 11')).toBeTruthy();
  });

  it('offers no upload for a single record', async () => {
    await openUpload();
    choose(csvFile([line('Only')]));
    expect(await screen.findByText('1 record')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Upload ALL/ })).toBeNull();
  });

  it('lists recent uploads and undoes one after a confirmation', async () => {
    let batches = [
      batch({ id: 6, file_name: 'march.csv', row_count: 3, total_amount: -50 }),
      batch(),
    ];
    const api = await openUpload({
      'GET /bee/uploads': () => ({ body: batches }),
      'DELETE /bee/uploads/5': () => {
        batches = batches.filter((b) => b.id !== 5);
        return { body: { deleted: 12 } };
      },
    });
    const history = await screen.findByRole('table', { name: 'Upload history' });
    const rows = within(history).getAllByRole('row');
    expect(within(rows[1]).getByText('march.csv')).toBeTruthy();
    expect(within(rows[1]).getByText('-$50.00')).toBeTruthy();
    expect(within(rows[2]).getByText('3/5/2024 2:07 PM')).toBeTruthy();
    expect(within(rows[2]).getByText('$1,234.50')).toBeTruthy();

    fireEvent.click(within(rows[2]).getByRole('button', { name: /Undo/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Undo this upload?' });
    expect(api.callsTo('DELETE', '/bee/uploads/5')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Undo upload' }));

    expect(await screen.findByText('Upload undone: 12 records removed.')).toBeTruthy();
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Upload history' })).getAllByRole('row'),
      ).toHaveLength(2),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the batch when the confirmation is cancelled', async () => {
    const api = await openUpload({ 'GET /bee/uploads': { body: [batch()] } });
    fireEvent.click(await screen.findByRole('button', { name: /Undo february.csv/ }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
  });

  it('says so when there are no uploads yet', async () => {
    await openUpload();
    expect(await screen.findByText(/^No uploads yet\./)).toBeTruthy();
  });
});
