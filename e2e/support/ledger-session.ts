// The set-up the ledger browser tests (tests/ledger-*.spec.ts) share: a company of the file's own
// with its admin, one browser for the file, and the CSV lines and files they upload.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, loginAs, newContext } from './browser.js';
import { companyOfItsOwn, csvText, UPLOAD_TITLES, uploadCsv } from './ledger.js';

export const WAIT = 20_000; // two shared cores: be patient with every visible change

/** Registers the file's beforeAll/afterAll; the browser and token are there once they have run. */
export function ledgerSession() {
  const stamp = Date.now().toString(36);
  const admin = { email: `ledger.admin.${stamp}@example.com`, password: 'Ledger-Admin-2024' };

  const line = (
    item: string,
    email = `rep.${stamp}@example.com`,
    amount = '100.00',
    payDate = '2024-03-05',
  ) =>
    `${payDate},Rita Rep,${email},${item},M1,${amount},boss.${stamp}@example.com,"[""8 kW"",""single-line"",""Total""]",Note`;
  const csv = (...lines: string[]) => Buffer.from(csvText(lines, UPLOAD_TITLES));

  let browser: Browser;
  let token: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    token = await companyOfItsOwn(`Ledger Co ${stamp}`, admin);
  });
  afterAll(() => browser?.close());

  async function signedIn(viewport?: { width: number; height: number }): Promise<Page> {
    const page = await (await newContext(browser, viewport)).newPage();
    await loginAs(page, admin);
    return page;
  }

  async function chooseFile(page: Page, name: string, buffer: Buffer, mimeType = 'text/csv') {
    await page.locator('input[type=file]').setInputFiles({ name, mimeType, buffer });
  }

  const uploadByApi = (fileName: string, lines: string[]) =>
    uploadCsv(token, fileName, lines, { titles: UPLOAD_TITLES });

  return {
    stamp,
    line,
    csv,
    signedIn,
    chooseFile,
    uploadByApi,
    get browser() {
      return browser;
    },
    get token() {
      return token;
    },
  };
}
