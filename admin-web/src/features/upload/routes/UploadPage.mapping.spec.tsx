// A file whose headers do not match (issue 27): the headers it has beside ours, a select per
// column to match them, the file read again through the mapping, and the mapping remembered for
// the company's next upload.
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { choose, openUpload } from './UploadPage.fixtures';

const OTHER_HEADERS =
  'Date,Name,E-mail,Customer,Type,Amt\r\n' +
  '2024-03-05,Jane Doe,jane@example.com,Smith,M1,100.00\r\n' +
  '2024-03-05,Jane Doe,jane@example.com,Lopez,M1,50.00\r\n';
const otherFile = (name = 'export.csv') => new File([OTHER_HEADERS], name, { type: 'text/csv' });

const MATCHES: [string, string][] = [
  ['Pay Date *', 'Date'],
  ['Rep Name *', 'Name'],
  ['Rep Email *', 'E-mail'],
  ['Item Name *', 'Customer'],
  ['Item Pay Type *', 'Type'],
  ['Amount *', 'Amt'],
];

describe('matching a file’s columns', () => {
  beforeEach(() => localStorage.clear());

  it('lists the headers the file has and a select per expected column', async () => {
    await openUpload();
    choose(otherFile());
    const mapping = await screen.findByRole('region', { name: 'Match your file’s columns' });
    expect(mapping.textContent).toContain('Date, Name, E-mail, Customer, Type, Amt');
    const amount = within(mapping).getByRole('combobox', { name: 'Amount *' }) as HTMLSelectElement;
    expect([...amount.options].map((o) => o.text)).toEqual([
      'Choose a column',
      'Date',
      'Name',
      'E-mail',
      'Customer',
      'Type',
      'Amt',
    ]);
    expect(within(mapping).getByRole('combobox', { name: 'Manual Note' })).toBeTruthy();
    const use = within(mapping).getByRole('button', { name: 'Use these columns' });
    expect((use as HTMLButtonElement).disabled).toBe(true);
    expect(mapping.textContent).toContain('Still to match: Amount, Item Name');
  });

  it('reads the file through the columns matched and remembers them for the next upload', async () => {
    await openUpload();
    choose(otherFile());
    const mapping = await screen.findByRole('region', { name: 'Match your file’s columns' });
    for (const [column, header] of MATCHES)
      fireEvent.change(within(mapping).getByRole('combobox', { name: column }), {
        target: { value: header },
      });
    fireEvent.click(within(mapping).getByRole('button', { name: 'Use these columns' }));
    expect(await screen.findByText('2 records')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload ALL 2' })).toBeTruthy();
    const saved = JSON.parse(
      Object.entries(localStorage).find(([key]) => key.startsWith('cb.upload.columns.'))![1],
    );
    expect(saved).toMatchObject({ Date: 'Pay Date', Amt: 'Amount', 'E-mail': 'Rep Email' });

    // The next file from the same system reads at once.
    fireEvent.click(screen.getByRole('button', { name: 'Choose another file' }));
    choose(otherFile('december.csv'));
    expect(await screen.findByText('2 records')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Match your file’s columns' })).toBeNull();
  });
});
