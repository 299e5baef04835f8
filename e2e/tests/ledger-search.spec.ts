// The ledger as an admin reads it (spec §2, §8; issue 3): search and paging on the server, the Master
// CSV download, an empty company at phone width, and the help center. Everything happens in a company
// of its own, so the demo company the other browser tests use is left alone.
import { readFileSync } from 'node:fs';
import { CSV_TITLES } from '@commissionbee/shared/csv';
import { describe, expect, it } from 'vitest';
import { createCompany, loginAs, newContext, PHONE, screenshot } from '../support/browser.js';
import { UPLOAD_TITLES } from '../support/ledger.js';
import { ledgerSession, WAIT } from '../support/ledger-session.js';

const session = ledgerSession();
const { stamp, line, signedIn, uploadByApi } = session;

describe('ledger', () => {
  it('searches and pages on the server, 10 rows a page, back to page 1 on a new search', async () => {
    const tag = `page${stamp}`;
    await uploadByApi(
      `${tag}.csv`,
      Array.from({ length: 25 }, (_, i) => line(`${tag} job ${String(i + 1).padStart(2, '0')}`)),
    );
    const page = await signedIn();
    await page.goto('/bee/ledger');
    const search = page.getByRole('searchbox', { name: 'Search the ledger' });
    expect(await search.getAttribute('placeholder')).toBe('Search...');
    await search.fill(tag.toUpperCase());
    await page.getByText(`25 rows matching “${tag.toUpperCase()}”`).waitFor({ timeout: WAIT });
    const pager = page.getByRole('navigation', { name: 'Ledger pages' });
    await pager.getByText('Page 1 of 3').waitFor({ timeout: WAIT });
    const table = page.getByRole('table', { name: 'Ledger' });
    expect(await table.getByRole('row').count()).toBe(11);
    // The keys of the first row (spec §2), titled as the CSV titles them.
    const headers = await table.getByRole('columnheader').allTextContents();
    // Manager Email, Breakdown and Manual Note open under a row, so the table fits 1280 px
    // (issue 27; listed in the README's differences from the specification).
    const underRow = ['Manager Email', 'Breakdown', 'Manual Note'];
    expect(headers).toEqual([
      'ID',
      ...UPLOAD_TITLES.filter((title) => !underRow.includes(title)),
      'Details',
    ]);
    const show = table.getByRole('button', { name: /^Show details of row/ }).first();
    await show.click();
    for (const title of underRow) await table.getByText(title).first().waitFor({ timeout: WAIT });
    await table
      .getByRole('button', { name: /^Hide details of row/ })
      .first()
      .click();

    await pager.getByRole('button', { name: 'Next page' }).click();
    await pager.getByText('Page 2 of 3').waitFor({ timeout: WAIT });
    await pager.getByRole('button', { name: 'Next page' }).click();
    await pager.getByText('Page 3 of 3').waitFor({ timeout: WAIT });
    // The previous page stays on screen, dimmed, until the next one arrives.
    await expect.poll(() => table.getByRole('row').count(), { timeout: WAIT }).toBe(6);

    await search.fill(`${tag} job 2`);
    await page.getByText(`6 rows matching “${tag} job 2”`).waitFor({ timeout: WAIT });
    await pager.getByText('Page 1 of 1').waitFor({ timeout: WAIT });
    await expect.poll(() => table.getByRole('row').count(), { timeout: WAIT }).toBe(7); // the header and jobs 20 to 25
    await screenshot(page, 'ledger-search');
  });

  it('downloads the Master CSV', async () => {
    const tag = `csv${stamp}`;
    await uploadByApi(`${tag}.csv`, [
      line(`"=HYPERLINK(""x"") ${tag}"`),
      line(`"${tag}, with comma"`),
    ]);
    const page = await signedIn();
    await page.goto('/bee/ledger');
    const button = page.getByRole('button', { name: 'Download Master CSV' });
    await button.waitFor({ timeout: WAIT });
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: WAIT }),
      button.click(),
    ]);
    expect(download.suggestedFilename()).toBe('CommissionBee-master.csv');
    const text = readFileSync((await download.path())!, 'utf8');
    const lines = text.split('\r\n');
    // The Master CSV and the example have the optional Line ID column last (issue 13).
    expect(lines[0]).toBe(CSV_TITLES.join(','));
    expect(text).toContain(`"'=HYPERLINK(""x"") ${tag}"`);
    expect(text).toContain(`"${tag}, with comma"`);
  });

  it('says No data found. for a company without rows, and works at phone width', async () => {
    const empty = { email: `empty.${stamp}@example.com`, password: 'Empty-Admin-2024' };
    await createCompany(`Empty Co ${stamp}`, empty);
    const page = await (await newContext(session.browser, PHONE)).newPage();
    await loginAs(page, empty);
    await page.goto('/bee/ledger');
    await page.getByText('No data found.').waitFor({ timeout: WAIT });
    await page.goto('/bee/upload');
    await page.getByText('Select a CSV file to import').waitFor({ timeout: WAIT });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'upload-phone');
  });
});

describe('help center', () => {
  it('shows the quick start, the CSV guide, the example file and the support link at /bee/docs', async () => {
    const page = await signedIn();
    await page.goto('/bee/docs');
    await page.getByRole('heading', { name: 'CSV formatting guide' }).waitFor({ timeout: WAIT });
    for (const step of [
      'Create your CSV',
      'Upload it',
      'Review pay items',
      'Preview a rep portal',
      'Send updates',
    ]) {
      expect(await page.getByRole('heading', { name: step }).isVisible()).toBe(true);
    }
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: WAIT }),
      page.getByRole('link', { name: 'Download example CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('CommissionBee-example.csv');
    expect(readFileSync((await download.path())!, 'utf8').split('\r\n')[0]).toBe(
      CSV_TITLES.join(','),
    );
    expect(
      await page.getByRole('link', { name: 'support@commissionbee.local' }).getAttribute('href'),
    ).toBe('mailto:support@commissionbee.local');
    await screenshot(page, 'help-center');
  });
});
