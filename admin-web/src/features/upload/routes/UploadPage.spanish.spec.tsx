// The upload flow in Spanish (issue 33): every step in the admin's language, the file's row
// errors worded from their codes, the rows the server refuses too, and the picker in the user menu.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initialLanguage, LANGUAGE_STORAGE } from '@commissionbee/ui/i18n/stored-language';
import { aUser } from '../../../testing/builders';
import { renderApp, signedInAs } from '../../../testing/render-app';
import { createQueryClient } from '../../../app/query-client';
import { aPreview, choose, csvFile, line, type Route } from './UploadPage.fixtures';

async function openInSpanish(routes: Record<string, Route> = {}) {
  const api = signedInAs(aUser(), { 'GET /bee/uploads': { body: [] }, ...routes });
  renderApp('/bee/upload', createQueryClient(), 'es-US');
  await screen.findByRole('heading', { level: 1, name: 'Carga de CSV' });
  return api;
}

const chooseInSpanish = (file: File) => choose(file, /Elige un archivo CSV para importar/);

describe('CSV Upload in Spanish', () => {
  it('walks a whole upload in Spanish, with the page in es-US', async () => {
    await openInSpanish({
      'POST /bee/ledger/preview': { body: aPreview() },
      'POST /bee/ledger': { body: { message: 'success', newEmails: ['jane@example.com'] } },
    });
    expect(document.documentElement.lang).toBe('es-US');
    expect(screen.getByRole('link', { name: 'Registro' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Historial de cargas' })).toBeTruthy();

    chooseInSpanish(csvFile([line('Smith'), line('Lopez', '-50.00'), line('Garcia')]));
    expect(await screen.findByText('3 filas')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Vista previa del archivo' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Subir TODAS (3)' }));
    expect(await screen.findByRole('heading', { name: 'Revisa los cambios' })).toBeTruthy();
    expect(await screen.findByText('3 líneas nuevas')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Cambios por vendedor' })).toBeTruthy();
    // Per rep and per pay date.
    expect(screen.getAllByRole('columnheader', { name: 'Cambio en el total' })).toHaveLength(2);
    expect(screen.getByText('Omitirlas')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Guardar estos cambios' }));
    expect(await screen.findByText('Tus filas se subieron correctamente.')).toBeTruthy();
    expect(screen.getByText('1 correo nuevo registrado:')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir al Centro de correos' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Subir otro archivo' })).toBeTruthy();
  });

  it('words the row errors of the file from their codes, never in English', async () => {
    await openInSpanish();
    chooseInSpanish(
      csvFile([line('Smith'), line('Lopez', ''), line('Garcia', 'abc'), line('Ruiz', '', 'soon')]),
    );

    expect(await screen.findByText('3 filas no válidas')).toBeTruthy();
    const problems = screen.getByRole('region', { name: 'Problemas en el archivo' });
    expect(within(problems).getByText('3 filas por corregir')).toBeTruthy();
    expect(within(problems).getAllByText('La columna Amount está vacía')).toHaveLength(1);
    expect(
      within(problems).getByText(/^Amount no válido\. Debe ser un número escrito como/),
    ).toBeTruthy();
    expect(within(problems).getByText(/^Formato de Pay Date no válido/)).toBeTruthy();
    expect(screen.queryByText(/is empty|Invalid Amount|Invalid Pay Date/)).toBeNull();

    // The filter buttons and the table speak Spanish too.
    fireEvent.click(
      within(problems).getByRole('button', {
        name: 'Mostrar solo estas filas: 2 filas con La columna Amount está vacía',
      }),
    );
    const table = screen.getByRole('table', { name: 'Vista previa del archivo' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('columnheader', { name: 'Problemas' })).toBeTruthy();
    expect(
      screen.getByText('Corrige en tu archivo las filas marcadas abajo y vuelve a elegirlo.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Subir TODAS/ })).toBeNull();
  });

  it('words a missing column and offers the column matching in Spanish', async () => {
    await openInSpanish();
    chooseInSpanish(
      new File(['Date,Rep Name,Rep Email,Item Name,Item Pay Type,Amount\r\nx,y,z,a,b,1'], 'x.csv', {
        type: 'text/csv',
      }),
    );
    expect(await screen.findByText('Datos de CSV no válidos.')).toBeTruthy();
    expect(screen.getByText('Falta el encabezado Pay Date, que es obligatorio')).toBeTruthy();
    expect(
      screen.getByRole('heading', { name: 'Empareja las columnas de tu archivo' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Usar estas columnas' })).toBeTruthy();
  });

  it("lists the rows the server refuses in Spanish, and a code it does not know in the server's words", async () => {
    await openInSpanish({
      'POST /bee/ledger/preview': {
        status: 400,
        body: {
          statusCode: 400,
          code: 'LEDGER_CSV_INVALID',
          message: 'Invalid CSV Data.',
          issues: [
            {
              row: 3,
              column: 'Pay Date',
              message: 'Pay date 10/15/2026 is closed. Post the correction …',
              code: 'CSV_PAY_DATE_CLOSED',
              params: { payDate: '2026-10-15' },
            },
            { row: 4, column: '', message: 'A rule from a newer server', code: 'CSV_NEWER' },
          ],
          issueCount: 2,
          rowCount: 3,
          invalidRowCount: 2,
        },
      },
    });
    chooseInSpanish(csvFile([line('Smith'), line('Lopez'), line('Garcia')]));
    fireEvent.click(await screen.findByRole('button', { name: 'Subir TODAS (3)' }));

    expect(await screen.findByText('La carga no se completó.')).toBeTruthy();
    expect(screen.getByText(/^Datos de CSV no válidos\. No se guardó nada\./)).toBeTruthy();
    expect(
      screen.getByText(
        'Fila 3: Pay Date: La fecha de pago 15/10/2026 está cerrada. Registra la corrección como un ajuste en una fecha de pago abierta, o vuelve a abrirla.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Fila 4: A rule from a newer server')).toBeTruthy();
  });

  it("switches to Spanish from the user menu, remembers it, and starts in the browser's language", async () => {
    signedInAs(aUser(), { 'GET /bee/uploads': { body: [] } });
    renderApp('/bee/upload');
    await screen.findByRole('heading', { level: 1, name: 'CSV Upload' });

    fireEvent.click(screen.getByRole('button', { name: /Dana Admin/ }));
    const spanish = screen.getByRole('menuitemradio', { name: 'Español' });
    expect(spanish.getAttribute('lang')).toBe('es-US');
    expect(
      screen.getByRole('menuitemradio', { name: 'English' }).getAttribute('aria-checked'),
    ).toBe('true');
    fireEvent.click(spanish);

    expect(await screen.findByRole('heading', { level: 1, name: 'Carga de CSV' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('es-US');
    expect(localStorage.getItem(LANGUAGE_STORAGE)).toBe('es-US');
    expect(initialLanguage(localStorage, ['en-US'])).toBe('es-US');
    localStorage.clear();
    expect(initialLanguage(localStorage, ['es-MX', 'en'])).toBe('es-US');
    expect(initialLanguage(localStorage, ['fr-FR'])).toBe('en');
  });
});
