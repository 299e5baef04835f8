// The ledger's upload screen as an admin meets it (spec §4, §5, §8; issue 3): a CSV through the upload
// steps (with the preview of issue 13) and into the ledger; a wrong file type, a wrong header and bad
// rows with their issues; a 100,000-row file read in a Web Worker; undoing an upload from the history.
// Everything happens in a company of its own, so the demo company the other browser tests use is left alone.
import { describe, expect, it } from 'vitest';
import { api, screenshot, watchPage } from '../support/browser.js';
import { ledgerSession, WAIT } from '../support/ledger-session.js';

const session = ledgerSession();
const { stamp, line, csv, signedIn, chooseFile, uploadByApi } = session;

describe('CSV upload', () => {
  it('takes a file through upload, verify, uploading and success, and the rows show in the ledger', async () => {
    const page = await signedIn();
    const seen = watchPage(page);
    await page.goto('/bee/upload');
    await page.getByText('Select a CSV file to import').waitFor({ timeout: WAIT });
    expect(await page.getByText('or drag and drop it here').isVisible()).toBe(true);
    expect(
      await page.getByRole('link', { name: 'CSV formatting guide' }).getAttribute('href'),
    ).toBe('/bee/docs');

    const tag = `first${stamp}`;
    const newRep = `new.${tag}@example.com`;
    await chooseFile(
      page,
      `${tag}.csv`,
      csv(
        line(`${tag} Smith`),
        line(`${tag} Lopez`, newRep, '-50.00'),
        line(`${tag} Garcia`, newRep, '1250', 'pending'),
      ),
    );
    await page.getByText('3 records').waitFor({ timeout: WAIT });
    expect(await page.getByText(/invalid record/).count()).toBe(0);
    expect(
      await page.getByRole('table', { name: 'Preview of the file' }).getByRole('row').count(),
    ).toBe(4);
    await screenshot(page, 'upload-verify');

    await page.getByRole('button', { name: 'Upload ALL 3' }).click();
    await page.getByText('3 new lines').waitFor({ timeout: WAIT });
    await page.getByRole('button', { name: 'Store these changes' }).click();
    await page.getByText('Your records were successfully uploaded.').waitFor({ timeout: WAIT });
    expect(await page.getByText('2 new email addresses registered:').isVisible()).toBe(true);
    expect(await page.getByText(newRep).isVisible()).toBe(true);
    await screenshot(page, 'upload-success');

    await page.getByRole('link', { name: 'Go to Email Center' }).click();
    await page.waitForURL(/\/bee\/portals$/);

    await page.goto('/bee/ledger');
    await page.getByRole('searchbox', { name: 'Search the ledger' }).fill(tag);
    const table = page.getByRole('table', { name: 'Ledger' });
    await table.getByText(`${tag} Garcia`).waitFor({ timeout: WAIT });
    const rows = await table.getByRole('row').allInnerTexts();
    expect(rows).toHaveLength(4);
    expect(rows.find((row) => row.includes(`${tag} Garcia`))).toContain('PENDING');
    expect(rows.find((row) => row.includes(`${tag} Lopez`))).toContain('-$50.00');
    expect(seen.errors).toEqual([]);
  });

  it('says Please select a valid CSV file. for another type of file', async () => {
    const page = await signedIn();
    await page.goto('/bee/upload');
    await chooseFile(page, 'photo.png', Buffer.from('not a csv'), 'image/png');
    await page.getByText('Please select a valid CSV file.').waitFor({ timeout: WAIT });
  });

  it('shows Invalid CSV Data. with its hint for a file without the right headers', async () => {
    const page = await signedIn();
    await page.goto('/bee/upload');
    await chooseFile(page, 'wrong.csv', Buffer.from('Name,Money\r\nRita,10\r\n'));
    await page.getByText('Invalid CSV Data.').waitFor({ timeout: WAIT });
    expect(
      await page
        .getByText('Please ensure you have the right headers and values in your csv file.')
        .isVisible(),
    ).toBe(true);
    expect(await page.getByText('Missing header Amount is required').isVisible()).toBe(true);
  });

  it('counts invalid records, shows each row’s issues and offers no upload', async () => {
    const page = await signedIn();
    await page.goto('/bee/upload');
    await chooseFile(
      page,
      'bad.csv',
      csv(
        line('Good'),
        line('Bad amount', undefined, 'ten'),
        line('Bad date', undefined, '5', '2024-02-30'),
      ),
    );
    await page.getByText('2 invalid records').waitFor({ timeout: WAIT });
    expect(await page.getByText('3 records').isVisible()).toBe(true);
    const preview = page.getByRole('table', { name: 'Preview of the file' });
    expect(
      await preview
        .getByText(
          'Invalid Amount. Must be a number written like 1204.91, 1,204.91, $1,204.91 or (50.00)',
        )
        .isVisible(),
    ).toBe(true);
    expect(
      await preview
        .getByText("Invalid Pay Date format. Must be a valid date or 'PENDING' or 'CANCELLED'")
        .isVisible(),
    ).toBe(true);
    expect(await page.getByRole('button', { name: /Upload ALL/ }).count()).toBe(0);
    await screenshot(page, 'upload-invalid-rows');
  });

  it('reads a 100,000-row file in a Web Worker', async () => {
    const page = await signedIn();
    await page.goto('/bee/upload');
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    const lines = Array.from({ length: 100_000 }, (_, i) =>
      line(`Bulk ${i}`, `bulk${i % 500}.${stamp}@example.com`, String(i % 900)),
    );
    const started = Date.now();
    await chooseFile(page, 'bulk.csv', csv(...lines));
    await page.getByRole('button', { name: 'Upload ALL 100000' }).waitFor({ timeout: 90_000 });
    console.log(`100,000 rows read and checked in the browser in ${Date.now() - started} ms`);
    expect(workers.some((url) => url.includes('parse.worker'))).toBe(true);
    expect(await page.getByText('100,000 records').isVisible()).toBe(true);
    expect(
      await page.getByText('Page 1 of 10,000').or(page.getByText('Page 1 of 10000')).count(),
    ).toBe(1);
  }, 120_000);
});

describe('upload history', () => {
  it('undoes one upload after a confirmation, removing exactly its rows and keeping it in the history as Undone', async () => {
    const tag = `undo${stamp}`;
    await uploadByApi(`${tag}-keep.csv`, [line(`${tag} keep 1`), line(`${tag} keep 2`)]);
    await uploadByApi(`${tag}-drop.csv`, [
      line(`${tag} drop 1`),
      line(`${tag} drop 2`),
      line(`${tag} drop 3`),
    ]);

    const page = await signedIn();
    await page.goto('/bee/upload');
    const history = page.getByRole('table', { name: 'Upload history' });
    const dropRow = history.getByRole('row').filter({ hasText: `${tag}-drop.csv` });
    await dropRow.waitFor({ timeout: WAIT });
    expect(await dropRow.innerText()).toContain('$300.00');
    await dropRow.getByRole('button', { name: /Undo/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Undo this upload?' });
    await dialog.waitFor({ timeout: WAIT });
    await screenshot(page, 'upload-undo-confirm');
    await dialog.getByRole('button', { name: 'Undo 3 rows' }).click();
    await page.getByText('Upload undone: 3 rows removed.').waitFor({ timeout: WAIT });
    // The undone upload stays in the history, marked Undone, with nothing left to undo.
    await dropRow.getByText('Undone', { exact: true }).waitFor({ timeout: WAIT });
    expect(await dropRow.getByRole('button', { name: /Undo/ }).count()).toBe(0);
    expect(await history.getByText(`${tag}-keep.csv`).count()).toBe(1);

    const ledger = await api<{ rows: { item_name: string }[]; total: number }>(
      `/bee/ledger?page=1&pageSize=100&search=${tag}`,
      { token: session.token },
    );
    expect(ledger.body.rows.map((r) => r.item_name).sort()).toEqual([
      `${tag} keep 1`,
      `${tag} keep 2`,
    ]);
  });
});
