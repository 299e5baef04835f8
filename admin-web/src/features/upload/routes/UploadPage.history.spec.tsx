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
        batches = batches.map((b) =>
          b.id === 5
            ? { ...b, undone: true, undone_at: new Date(2024, 2, 6, 9, 30).toISOString() }
            : b,
        );
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
    // The warning names what goes, and promises nothing about other uploads.
    expect(dialog.textContent).toContain(
      'This removes the 12 rows of february.csv, uploaded Mar 5, 2024 at 2:07 PM by admin@demosolar.example.',
    );
    expect(dialog.textContent).not.toContain('Other uploads are not touched');
    expect(api.callsTo('DELETE', '/bee/uploads/5')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Undo 12 rows' }));

    expect(await screen.findByText('Upload undone: 12 rows removed.')).toBeTruthy();
    // The undone upload stays in the history, marked Undone, with no Undo button.
    await waitFor(() =>
      expect(
        within(
          within(screen.getByRole('table', { name: 'Upload history' })).getAllByRole('row')[2],
        ).getByText('Undone'),
      ).toBeTruthy(),
    );
    const undoneRow = within(screen.getByRole('table', { name: 'Upload history' })).getAllByRole(
      'row',
    )[2];
    expect(within(undoneRow).getByText('february.csv')).toBeTruthy();
    expect(within(undoneRow).getByText('Undone 3/6/2024 9:30 AM')).toBeTruthy();
    expect(within(undoneRow).queryByRole('button', { name: /Undo/ })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows who uploaded by name with the email under it, or the email when no name is set', async () => {
    await openUpload({
      'GET /bee/uploads': {
        body: [
          batch({ id: 6, file_name: 'march.csv', uploaded_by_name: 'Dana Admin' }),
          batch({ uploaded_by: 'quiet@demosolar.example' }),
        ],
      },
    });
    const history = await screen.findByRole('table', { name: 'Upload history' });
    const rows = within(history).getAllByRole('row');
    const named = within(rows[1]).getByText('Dana Admin').closest('td')!;
    expect(named.textContent).toBe('Dana Adminadmin@demosolar.example');
    expect(within(rows[2]).getByText('quiet@demosolar.example')).toBeTruthy();

    fireEvent.click(within(rows[1]).getByRole('button', { name: /Undo/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Undo this upload?' });
    expect(dialog.textContent).toContain('by Dana Admin.');
  });

  it('names the uploads in the way when the undo is refused, and changes nothing', async () => {
    await openUpload({
      'GET /bee/uploads': { body: [batch({ id: 7, file_name: 'april.csv' }), batch()] },
      'DELETE /bee/uploads/5': {
        status: 409,
        body: {
          statusCode: 409,
          code: 'UPLOAD_UNDO_LATER_FIRST',
          message: 'Later uploads changed lines of this upload. Undo them first, newest first.',
          uploads: [
            { id: 7, file_name: 'april.csv', created_at: new Date(2024, 3, 2, 8, 5).toISOString() },
          ],
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: /Undo february.csv/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Undo this upload?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Undo 12 rows' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'february.csv can’t be undone yet',
    );
    expect(within(dialog).getByRole('listitem').textContent).toBe(
      'april.csv, uploaded Apr 2, 2024 at 8:05 AM',
    );
    expect(within(dialog).queryByRole('button', { name: /^Undo/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back to the history' }));
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
