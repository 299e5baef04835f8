import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DEMO_CALCULATOR } from '@commissionbee/shared/demo-calculator';
import type { CalculatorConfig, RepKeyData } from '@commissionbee/shared/types';
import { deriveRepView, RepViewProvider, type RepView } from '../../session/rep-view';
import { I18nForTests } from '../../test/i18n';
import { CalculatorPage } from './CalculatorPage';

function aRepKeyData(overrides: Partial<RepKeyData> = {}): RepKeyData {
  return {
    email: 'rep@demosolar.example',
    company: {
      name: 'Demo Solar Co.',
      logo: null,
      color: null,
      features: ['whatif-calc', 'show-commission-pct'],
    },
    company_id: 10,
    custom_features: ['whatif-calc'],
    calculator: DEMO_CALCULATOR,
    data: [],
    ...overrides,
  };
}

function renderSut(view: RepView | null, language: 'en' | 'es-US' = 'en') {
  const router = createMemoryRouter(
    [
      {
        path: '/calculator',
        element: (
          <RepViewProvider view={view}>
            <CalculatorPage />
          </RepViewProvider>
        ),
      },
      { path: '/bee/dash', element: <p>Dash screen</p> },
    ],
    { initialEntries: ['/calculator'] },
  );
  return render(
    <I18nForTests language={language}>
      <RouterProvider router={router} />
    </I18nForTests>,
  );
}

const renderCalculator = (overrides: Partial<RepKeyData> = {}) =>
  renderSut(deriveRepView(aRepKeyData(overrides), null, false));

const renderInSpanish = (overrides: Partial<RepKeyData> = {}) =>
  renderSut(deriveRepView(aRepKeyData(overrides), null, false), 'es-US');

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

const calculate = (name = 'Calculate') => fireEvent.click(screen.getByRole('button', { name }));

const result = () => screen.getByRole('region', { name: 'Result' }).textContent;

describe('Rep calculator', () => {
  it('says it is loading while the rep data loads', () => {
    renderSut(null);

    expect(screen.getByText('Loading calculator...')).toBeTruthy();
  });

  it('sends a rep without the grant back to the Dash', () => {
    renderCalculator({ custom_features: [] });

    expect(screen.getByText('Dash screen')).toBeTruthy();
  });

  it('sends a rep of a company without the feature back to the Dash', () => {
    renderCalculator({
      company: { name: 'Other Co.', logo: null, color: null, features: ['show-commission-pct'] },
    });

    expect(screen.getByText('Dash screen')).toBeTruthy();
  });

  it("says 'No data found.' and why when the company has no calculator yet", () => {
    renderCalculator({ calculator: null });

    expect(screen.getByRole('heading', { level: 1, name: 'Calculator' })).toBeTruthy();
    expect(screen.getByText('No data found.')).toBeTruthy();
    expect(screen.getByText(/has not set up the calculator yet/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Calculate' })).toBeNull();
  });

  it('shows the title and only the inputs that are not hidden, with their units and placeholders', () => {
    renderCalculator();

    expect(
      screen.getByRole('heading', { level: 1, name: 'Solar Commission Calculator' }),
    ).toBeTruthy();
    expect(screen.getAllByRole('spinbutton')).toHaveLength(3);
    expect(screen.queryByLabelText('Base Redline')).toBeNull();
    expect(screen.queryByLabelText('Dealer Fee')).toBeNull();
    const size = screen.getByLabelText('System Size') as HTMLInputElement;
    expect(size.type).toBe('number');
    expect(size.placeholder).toBe('8.0');
    expect(screen.getByLabelText('System Size').nextElementSibling?.textContent).toBe('kW');
    expect(screen.getByLabelText('Price Per Watt').previousElementSibling?.textContent).toBe('$');
  });

  it('falls back to Calculator and Calculate when the config names neither', () => {
    const config: CalculatorConfig = { ...DEMO_CALCULATOR, title: '', buttonText: undefined };
    renderCalculator({ calculator: config });

    expect(screen.getByRole('heading', { level: 1, name: 'Calculator' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Calculate' })).toBeTruthy();
  });

  it('shows the commission with 2 decimals and the commission percentage', () => {
    renderCalculator();

    type('System Size', '8');
    type('Price Per Watt', '3.6');
    type('Adders', '1000');
    calculate();

    // 8 kW × 3.60 $/W × (1 − 12% fee) × 6% (the 3.50 tier) + 10% of $1,000
    expect(result()).toContain('Result: $1,620.64');
    expect(screen.getByText('Commission: 6%')).toBeTruthy();
  });

  it('leaves the percentage out when the company does not show it', () => {
    renderCalculator({
      company: { name: 'Demo Solar Co.', logo: null, color: null, features: ['whatif-calc'] },
    });

    type('System Size', '8');
    type('Price Per Watt', '3.6');
    calculate();

    expect(result()).toContain('Result: $1,520.64');
    expect(screen.queryByText(/Commission: /)).toBeNull();
  });

  it('counts empty fields as 0', () => {
    renderCalculator();

    calculate();

    expect(result()).toContain('Result: $0.00');
  });

  it('clears the result silently when the formula fails', () => {
    const config: CalculatorConfig = {
      buttonText: 'Go',
      result_units: 'pts',
      inputs: [{ id: 'x', label: 'Deals' }],
      operation: 'commission = 10 / x',
    };
    renderCalculator({ calculator: config });

    type('Deals', '4');
    calculate('Go');
    expect(result()).toContain('Result: 2.50 pts');

    type('Deals', '0');
    calculate('Go');
    expect(result()).toBe('Result: ');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('opens the Rate Table with the tier, the rep rate and the calculated column', () => {
    renderCalculator();
    type('System Size', '8');

    fireEvent.click(screen.getByRole('button', { name: 'Rate Key' }));

    const dialog = screen.getByRole('dialog', { name: 'Rate Table' });
    const headers = within(dialog)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['PPW Tier', 'Rep Commission %', 'Est. Commission']);
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    expect(
      within(rows[0])
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['2.9', '3', '$612.48']);
    expect(
      within(rows[1])
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['3', '4', '$844.80']);
  });

  it("shows 'Error' and 'N/A' for rate rows that cannot be calculated", () => {
    const config: CalculatorConfig = {
      inputs: [{ id: 'x', label: 'Sales' }],
      operation: 'commission = x',
      lookupTableColumns: ['Tier', 'Rep Commission %'],
      lookupTable: [
        { Tier: 2, 'Rep Commission %': 5 },
        { Tier: 0, 'Rep Commission %': 5 },
        { Tier: 1, 'Rep Commission %': '' },
      ],
      lookupTableOperation: 'x * Rep_Commission / Tier',
      lookupTableResultColumn: { label: 'Pay', units: '%' },
    };
    renderCalculator({ calculator: config });
    type('Sales', '3');

    fireEvent.click(screen.getByRole('button', { name: 'Rate Key' }));

    const cells = within(screen.getByRole('dialog'))
      .getAllByRole('cell')
      .map((td) => td.textContent);
    expect(cells).toEqual(['2', '5', '7.50%', '0', '5', 'Error', '1', '', 'N/A']);
  });

  it('has no Rate Key without a rate table', () => {
    renderCalculator({ calculator: { ...DEMO_CALCULATOR, lookupTable: [] } });

    expect(screen.queryByRole('button', { name: 'Rate Key' })).toBeNull();
  });

  it('speaks Spanish to a rep whose app is in Spanish', () => {
    const config: CalculatorConfig = { ...DEMO_CALCULATOR, title: '', buttonText: undefined };
    renderInSpanish({ calculator: config });

    expect(screen.getByRole('heading', { level: 1, name: 'Calculadora' })).toBeTruthy();
    type('System Size', '8');
    type('Price Per Watt', '3.6');
    type('Adders', '1000');
    calculate('Calcular');

    expect(screen.getByRole('region', { name: 'Resultado' }).textContent).toContain(
      'Resultado: $1,620.64',
    );
    expect(screen.getByText('Comisión: 6%')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ver tasas' }));
    expect(screen.getByRole('dialog', { name: 'Tabla de tasas' })).toBeTruthy();
  });

  it('says in Spanish that the company has not set up the calculator', () => {
    renderInSpanish({ calculator: null });

    expect(screen.getByRole('heading', { level: 1, name: 'Calculadora' })).toBeTruthy();
    expect(screen.getByText('No hay datos.')).toBeTruthy();
    expect(screen.getByText(/todavía no ha configurado la calculadora/)).toBeTruthy();
  });
});
