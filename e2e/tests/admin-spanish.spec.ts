// Issue 33: an admin whose browser speaks Spanish signs in and takes a file through the whole upload
// in Spanish: row errors worded by their code, then a good file through review, storing and the
// success step; no English message of the admin catalogue is left on those screens, `lang` is
// es-US, and axe finds nothing serious. Screenshots at 320 px and on a laptop, light and dark.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, screenshot } from '../support/browser.js';
import { englishLeft, englishOnly } from '../support/catalogues.js';
import { CSV_TITLES } from '@commissionbee/shared/csv';
import { ledgerSession, WAIT } from '../support/ledger-session.js';
import { axeProblems, report } from '../support/ui-checks.js';

const session = ledgerSession();
const { stamp, line, csv } = session;

const ADMIN = { email: `ledger.admin.${stamp}@example.com`, password: 'Ledger-Admin-2024' };

async function spanishAdmin(
  width: number,
  colorScheme: 'light' | 'dark',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await session.browser.newContext({
    baseURL: baseURL(),
    locale: 'es-US',
    viewport: { width, height: 800 },
    colorScheme,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Correo').fill(ADMIN.email);
  await page.getByLabel('Contraseña').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL(/\/bee/);
  return { context, page };
}

const chooseFile = (page: Page, name: string, buffer: Buffer) =>
  page.locator('input[type=file]').setInputFiles({ name, mimeType: 'text/csv', buffer });

describe.each([
  [320, 'light'],
  [1280, 'dark'],
] as const)('an admin in Spanish at %i px (%s)', (width, theme) => {
  it('uploads a file with row errors, then a good one, all in Spanish', async () => {
    const { context, page } = await spanishAdmin(width, theme);
    const english = englishOnly('es-US', 'admin');
    // The file's own words are shown as written: its column titles are the CSV format's (English
    // by design) and 'Note' is a cell of the test file.
    for (const word of [...CSV_TITLES, 'Note']) english.delete(word);
    const found: string[] = [];
    const check = async (screen: string) => {
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('es-US');
      for (const text of await englishLeft(page, english)) found.push(`${screen}: ${text}`);
      for (const v of await axeProblems(page)) found.push(`${screen}: ${report([v])}`);
      await screenshot(page, `admin-es-${screen}-${width}-${theme}`);
    };

    await page.goto('/bee/upload');
    await page.getByText('Elige un archivo CSV para importar').waitFor({ timeout: WAIT });
    await check('upload');

    await chooseFile(
      page,
      'mal.csv',
      csv(
        line(`Bueno ${width}`),
        line(`Monto malo ${width}`, undefined, 'diez'),
        line(`Fecha mala ${width}`, undefined, '5', '2024-02-30'),
      ),
    );
    await page.getByText('2 filas no válidas').waitFor({ timeout: WAIT });
    const preview = page.getByRole('table', { name: 'Vista previa del archivo' });
    await preview
      .getByText(
        'Amount no válido. Debe ser un número escrito como 1204.91, 1,204.91, $1,204.91 o (50.00)',
      )
      .waitFor();
    await preview
      .getByText(
        "Formato de Pay Date no válido. Debe ser una fecha válida, 'PENDING' o 'CANCELLED'",
      )
      .waitFor();
    expect(await page.getByRole('button', { name: /Subir TODAS/ }).count()).toBe(0);
    await check('row-errors');

    const tag = `es${width}${stamp}`;
    await page.getByRole('button', { name: 'Elegir otro archivo' }).click();
    await chooseFile(
      page,
      `${tag}.csv`,
      csv(line(`${tag} Smith`), line(`${tag} Lopez`, `nuevo.${tag}@example.com`, '-50.00')),
    );
    await page.getByRole('button', { name: 'Subir TODAS (2)' }).click({ timeout: WAIT });
    await page.getByText('2 líneas nuevas').waitFor({ timeout: WAIT });
    await check('review');
    await page.getByRole('button', { name: 'Guardar estos cambios' }).click();
    await page.getByText('Tus filas se subieron correctamente.').waitFor({ timeout: WAIT });
    await check('success');

    expect(found).toEqual([]);
    await context.close();
  });
});
