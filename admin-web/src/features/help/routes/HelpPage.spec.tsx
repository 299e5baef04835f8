import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CSV_TITLES, EXAMPLE_CSV, parseAmount, parseCsvText } from '@commissionbee/shared/csv';
import { aUser } from '../../../testing/builders';
import { renderApp, signedInAs } from '../../../testing/render-app';

async function openHelp(url = '/bee') {
  signedInAs(aUser());
  renderApp(url);
  await screen.findByRole('heading', { level: 1, name: 'Help Center' });
}

describe('Help Center', () => {
  it('walks through the five quick-start steps with links to each screen', async () => {
    await openHelp();
    const steps = within(screen.getByRole('region', { name: 'Quick start' }));
    expect(steps.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Create your CSV',
      'Upload it',
      'Review pay items',
      'Preview a rep portal',
      'Send updates',
    ]);
    expect(steps.getByRole('link', { name: 'CSV Upload' }).getAttribute('href')).toBe(
      '/bee/upload',
    );
    expect(steps.getByRole('link', { name: 'Ledger' }).getAttribute('href')).toBe('/bee/ledger');
    expect(steps.getAllByRole('link', { name: 'Email Center' })[0].getAttribute('href')).toBe(
      '/bee/portals',
    );
  });

  it('describes every CSV column, required or not, including PENDING, CANCELLED and the separators', async () => {
    await openHelp('/bee/docs');
    const table = screen.getByRole('table', { name: 'CSV columns' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(CSV_TITLES);
    const required = (title: string) =>
      within(rows[CSV_TITLES.indexOf(title as never)]).getAllByRole('cell')[0].textContent;
    expect(required('Amount')).toBe('Required');
    expect(required('Manager Email')).toBe('Optional');
    expect(table.textContent).toContain('PENDING');
    expect(table.textContent).toContain('CANCELLED');
    expect(table.textContent).toContain('"single-line"');
    expect(table.textContent).toContain('"double-line"');
    expect(required('Line ID')).toBe('Optional');
  });

  it('describes amounts as the importer reads them, each example accepted', async () => {
    await openHelp('/bee/docs');
    const table = screen.getByRole('table', { name: 'CSV columns' });
    const amountRow = within(table).getByRole('rowheader', { name: 'Amount' }).parentElement!;
    const example = amountRow.querySelector('code')?.textContent ?? '';
    const forms = example.split(/, (?=[-$(\d])/);
    expect(forms).toEqual(['1204.91', '1,204.91', '$1,204.91', '(50.00)', '-500.00']);
    for (const form of forms) expect(parseAmount(form)).not.toBeNull();
    expect(amountRow.textContent).not.toContain('without a currency symbol');
  });

  it('explains how an upload treats lines already stored', async () => {
    await openHelp('/bee/docs');
    const heading = screen.getByRole('heading', { name: 'Files that overlap earlier uploads' });
    const text = heading.parentElement?.textContent ?? '';
    expect(text).toContain('replaces the stored line with the same Line ID');
    expect(text).toContain('updates the pending line');
    expect(text).toContain('Replace every line of the pay dates in this file');
  });

  it('offers the example CSV, which passes the validator, for download', async () => {
    await openHelp();
    const link = screen.getByRole('link', { name: 'Download example CSV' }) as HTMLAnchorElement;
    expect(link.download).toBe('CommissionBee-example.csv');
    const text = decodeURIComponent(link.href.replace(/^data:text\/csv;charset=utf-8,/, ''));
    expect(text).toBe(EXAMPLE_CSV);
    expect(parseCsvText(text)).toMatchObject({ invalidRowCount: 0, headerIssues: [] });
    expect(screen.getByLabelText('Example CSV file').textContent).toBe(EXAMPLE_CSV);
  });

  it('links to support by email', async () => {
    await openHelp();
    const link = screen.getByRole('link', { name: 'support@commissionbee.local' });
    expect(link.getAttribute('href')).toBe('mailto:support@commissionbee.local');
  });
});
