import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MockAnswer } from '../../../testing/mock-api';
import { aPreview, choose, confirmUpload, csvFile, line, openUpload } from './UploadPage.fixtures';

describe('CSV Upload', () => {
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
    expect(screen.getByText('2 new email addresses registered:')).toBeTruthy();
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
              body: {
                code: 'LEDGER_PREVIEW_STALE',
                message: 'The ledger changed since the preview. Review the upload again.',
              },
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
      'GET /bee/uploads/9/new-pay': { body: { reps: 2, review_before_publish: false } },
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
      'GET /bee/uploads/9/new-pay': { body: { reps: 3, review_before_publish: false } },
    });
    choose(csvFile([line('A'), line('B')]));
    await confirmUpload(2);
    expect(await screen.findByText('Notifying 3 reps with new pay.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Notify the/ })).toBeNull();
    expect(api.callsTo('POST', '/bee/uploads/9/notify')).toHaveLength(0);
  });

  it('with pay review on, points to Pay Runs instead of offering to notify reps of unpublished pay', async () => {
    const api = await openUpload({
      'POST /bee/ledger/preview': { body: aPreview() },
      'POST /bee/ledger': { body: { message: 'success', newEmails: [], upload_id: 9 } },
      'GET /bee/uploads/9/new-pay': { body: { reps: 0, review_before_publish: true } },
    });
    choose(csvFile([line('A'), line('B')]));
    await confirmUpload(2);
    expect(
      await screen.findByText(/Reps see this pay once its pay dates are approved and published/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Pay Runs' }).getAttribute('href')).toBe(
      '/bee/pay-runs',
    );
    expect(screen.queryByRole('button', { name: /Notify the/ })).toBeNull();
    expect(api.callsTo('POST', '/bee/uploads/9/notify')).toHaveLength(0);
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
});
