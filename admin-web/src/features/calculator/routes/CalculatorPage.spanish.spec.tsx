// The Rep Calculator setup in Spanish (issue 33): the page, the test run, access, the editor and
// the engine's reasons, worded in the admin's language; the company's own words stay as written.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button, openScreen, setUpCalculatorPage } from './CalculatorPage.fixtures';

setUpCalculatorPage();

describe('the Rep Calculator setup in Spanish', () => {
  it('names its sections, tables, test run and access in Spanish', async () => {
    await openScreen(undefined, {}, 'es-US');
    expect(screen.getByRole('button', { name: 'Editar calculadora' })).toBeTruthy();
    const hidden = screen.getByRole('table', { name: 'Valores ocultos' });
    expect(within(hidden).getByRole('columnheader', { name: 'Acciones' })).toBeTruthy();
    expect(within(hidden).getAllByRole('button', { name: /^Editar / }).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 2, name: 'Valores del vendedor' })).toBeTruthy();

    fireEvent.click(button('Probar'));
    expect((await screen.findByText(/Resultado:/)).textContent).toMatch(/Resultado: \$/);

    expect(screen.getByRole('switch', { name: 'Tabla de tarifas' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Acceso a la calculadora' })).toBeTruthy();
    expect(
      screen.getByRole('checkbox', { name: 'Acceso a la calculadora para ana@demosolar.example' }),
    ).toBeTruthy();
    expect(button('Guardar cambios')).toBeTruthy();
    fireEvent.click(button('Invitar vendedor'));
    fireEvent.click(button('Agregar'));
    expect(await screen.findByText('Escribe un correo válido')).toBeTruthy();
  });

  it('starts a new calculator in Spanish and gives the engine’s reason in Spanish', async () => {
    await openScreen(null, {}, 'es-US');
    expect(screen.getByText('No hay datos.')).toBeTruthy();
    fireEvent.click(button('Crear calculadora'));
    expect(await screen.findByRole('heading', { name: 'Crea tu calculadora' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Título' }) as HTMLInputElement).value).toBe(
      'Calculadora de comisiones',
    );
    expect(screen.getByRole('textbox', { name: 'Nombre de Monto de la venta' })).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Fórmula' }), {
      target: { value: 'commission = saleAmount * bonus' },
    });
    expect(document.querySelector('.calc-problem')?.textContent).toMatch(
      /^Nombre desconocido 'bonus' en la fórmula\. Puede usar saleAmount, rate, commission/,
    );
    expect((button('Crear calculadora') as HTMLButtonElement).disabled).toBe(true);
  });

  it('words a save the server refused by the engine’s problem code', async () => {
    const refusal = {
      statusCode: 400,
      code: 'CALCULATOR_CONFIG_INVALID',
      message: "Input id 'a' is used by more than one input",
      problem: 'inputIdTwice',
      params: { id: 'a' },
    };
    await openScreen(
      undefined,
      { 'POST /bee/calculator': { status: 400, body: refusal } },
      'es-US',
    );
    fireEvent.click(button('Editar calculadora'));
    fireEvent.click(await screen.findByRole('button', { name: 'Guardar calculadora' }));
    expect(await screen.findByText("El id 'a' lo usa más de un campo")).toBeTruthy();
  });
});
