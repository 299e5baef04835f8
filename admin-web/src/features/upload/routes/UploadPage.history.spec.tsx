import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { batch, openUpload } from './UploadPage.fixtures';

describe('CSV Upload', () => {
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
