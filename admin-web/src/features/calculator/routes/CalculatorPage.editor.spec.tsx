import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_CALCULATOR } from '@commissionbee/shared/demo-calculator';
import type { CalculatorConfig } from '@commissionbee/shared/types';
import { button, openScreen, setUpCalculatorPage } from './CalculatorPage.fixtures';

setUpCalculatorPage();

const field = (name: string | RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: string | RegExp, value: string) =>
  fireEvent.change(field(name), { target: { value } });
const echo = {
  'POST /bee/calculator': (call: { body: unknown }) => ({
    body: (call.body as { data: CalculatorConfig }).data,
  }),
};

describe('Rep Calculator editor', () => {
  it('creates a calculator in the app: inputs, a hidden value, a formula, a rate table and a test run', async () => {
    const api = await openScreen(null, echo);
    fireEvent.click(button('Create calculator'));
    expect(await screen.findByRole('heading', { name: 'Create your calculator' })).toBeTruthy();

    type('Title', 'Roofing Calculator');
    type('Formula', 'commission = squares * lookup(squares) * (1 - fee / 100)');
    type('Id of Sale Amount', 'squares');
    type('Label of Sale Amount', 'Squares');
    type('Id of Rate', 'fee');
    type('Hidden value of Rate', '10');
    // A rate table that lookup() reads.
    fireEvent.click(button(/Add column/));
    fireEvent.click(button(/Add column/));
    type('Name of column 2', 'Rep Commission %');
    fireEvent.click(button(/Add row/));
    type('Row 1 Tier', '0');
    type('Row 1 Rep Commission %', '20');

    // The draft runs before it is saved.
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Squares test value' }), {
      target: { value: '30' },
    });
    fireEvent.click(button('Run Test'));
    expect((await screen.findByText('Result:', { exact: false })).textContent).toContain('$540.00');
    expect(api.callsTo('POST', '/bee/calculator')).toHaveLength(0);

    fireEvent.click(button('Create calculator'));
    await waitFor(() => expect(api.callsTo('POST', '/bee/calculator')).toHaveLength(1));
    const sent = (api.callsTo('POST', '/bee/calculator')[0].body as { data: CalculatorConfig })
      .data;
    expect(sent).toMatchObject({
      title: 'Roofing Calculator',
      operation: 'commission = squares * lookup(squares) * (1 - fee / 100)',
      inputs: [
        { id: 'squares', label: 'Squares', units: '$' },
        { id: 'fee', label: 'Rate', units: '%', isHardcoded: true, hardcodedValue: 10 },
      ],
      lookupTableColumns: ['Tier', 'Rep Commission %'],
      lookupTable: [{ Tier: 0, 'Rep Commission %': 20 }],
    });
    expect(await screen.findByText(/Calculator saved/)).toBeTruthy();
  });

  it('shows the engine’s reason under the formula and will not save a formula naming an unknown input', async () => {
    const api = await openScreen(null, echo);
    fireEvent.click(button('Create calculator'));
    type('Formula', 'commission = saleAmount * bonus');
    expect(await screen.findByText(/bonus/, { selector: '.calc-problem' })).toBeTruthy();
    expect((button('Create calculator') as HTMLButtonElement).disabled).toBe(true);
    type('Formula', '');
    expect(screen.getByText(/Write a formula/, { selector: '.calc-problem' })).toBeTruthy();
    expect(api.callsTo('POST', '/bee/calculator')).toHaveLength(0);
  });

  it('edits the saved calculator, removing an input, and shows a refusal from the server', async () => {
    const api = await openScreen(DEMO_CALCULATOR, {
      'POST /bee/calculator': { status: 400, body: { statusCode: 400, message: 'Server says no' } },
    });
    fireEvent.click(button(/Edit calculator/));
    const form = await screen.findByRole('form', { name: 'Edit calculator' });
    expect(field('Title').value).toBe('Solar Commission Calculator');
    fireEvent.click(within(form).getByRole('button', { name: 'Remove Adders' }));
    type('Formula', 'commission = systemSize * 1000 * pricePerWatt * 0.01');
    fireEvent.click(button('Save calculator'));
    expect(await screen.findByText('Server says no')).toBeTruthy();
    const sent = (api.callsTo('POST', '/bee/calculator')[0].body as { data: CalculatorConfig })
      .data;
    expect(sent.inputs?.map((input) => input.id)).toEqual([
      'systemSize',
      'pricePerWatt',
      'baseRedline',
      'dealerFee',
    ]);
    expect(sent.lookupTable).toEqual(DEMO_CALCULATOR.lookupTable);
    // Cancel leaves the saved calculator as it was.
    fireEvent.click(button('Cancel'));
    expect(await screen.findByRole('table', { name: 'Hidden Values' })).toBeTruthy();
  });
});
