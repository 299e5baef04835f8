import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { choose, csvFile, line, openUpload, picker } from './UploadPage.fixtures';

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

  it('counts invalid records, shows each row’s issues and offers no upload', async () => {
    await openUpload();
    choose(csvFile([line('A'), line('B', 'ten'), line('C', '5', 'someday')]));
    expect(await screen.findByText('3 records')).toBeTruthy();
    expect(screen.getByText('2 invalid records')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Upload ALL/ })).toBeNull();
    const preview = screen.getByRole('table', { name: 'Preview of the file' });
    expect(
      within(preview).getByText(
        'Invalid Amount. Must be a number written like 1204.91, 1,204.91, $1,204.91 or (50.00)',
      ),
    ).toBeTruthy();
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
});
