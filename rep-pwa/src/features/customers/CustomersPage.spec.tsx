import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SELECTION_STORAGE } from '../../session/rep-store';
import { aRepKeyData, aRepRow } from '../../test/builders';
import { renderApp, VIEW_KEY } from '../../test/render-app';
import * as spanish from 'virtual:cb-catalogue/rep/es-US';

const SPANISH = { code: 'es-US', pack: spanish };

const ROWS = [
  aRepRow({ item_name: 'smith residence' }),
  aRepRow({ item_name: 'Anders Farm' }),
  aRepRow({ item_name: 'Smith Residence' }),
  aRepRow({ item_name: 'Anders Farm', pay_date: 'PENDING' }),
  aRepRow({ item_name: 'Baker Roof' }),
];

async function customerNames() {
  // Generous: the first render compiles the lazy page, slow on a loaded machine.
  const list = await screen.findByRole('list', { name: 'Customers' }, { timeout: 5000 });
  return within(list)
    .getAllByRole('button')
    .map((button) => button.querySelector('.rep-customer__name')?.textContent);
}

function search(text: string) {
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search customers' }), {
    target: { value: text },
  });
}

describe('Customers', () => {
  it('lists each customer once, sorted alphabetically', async () => {
    renderApp('/bee/customers', { data: aRepKeyData({ data: ROWS }) });

    expect(await customerNames()).toEqual([
      'Anders Farm',
      'Baker Roof',
      'Smith Residence',
      'smith residence',
    ]);
  });

  it('shows what each customer paid and its status', async () => {
    renderApp('/bee/customers', {
      data: aRepKeyData({
        data: [
          aRepRow({ item_name: 'Anders Farm', amount: 1200.5 }),
          aRepRow({ item_name: 'Anders Farm', pay_date: 'PENDING', amount: 300 }),
          aRepRow({ item_name: 'Baker Roof', amount: -50 }),
          aRepRow({ item_name: 'Cole Barn', pay_date: 'CANCELLED', amount: 80 }),
        ],
      }),
    });
    await customerNames();
    const rows = within(screen.getByRole('list', { name: 'Customers' })).getAllByRole('button');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Anders FarmPending$1,200.50 paid$300.00 pending',
      'Baker RoofPaid\u2212$50.00 paid',
      'Cole BarnCancelled$0.00 paid',
    ]);
  });

  it('filters by name without regard to case', async () => {
    renderApp('/bee/customers', { data: aRepKeyData({ data: ROWS }) });
    await customerNames();

    search('SMITH');

    expect(await customerNames()).toEqual(['Smith Residence', 'smith residence']);
  });

  it('says when a search finds nothing', async () => {
    renderApp('/bee/customers', { data: aRepKeyData({ data: ROWS }) });
    await customerNames();

    search('zebra');

    expect(screen.getByText('No results for zebra')).toBeTruthy();
    expect(screen.getByText(/clear the search to see every customer/)).toBeTruthy();
  });

  it('says to check back when there are no customers yet', async () => {
    renderApp('/bee/customers', { data: aRepKeyData({ data: [] }) });

    expect(await screen.findByText('No results. Check back soon.')).toBeTruthy();
  });

  it('opens a customer: breakdown with drawn separators, pay items and the total paid out', async () => {
    const sut = renderApp('/bee/customers', {
      data: aRepKeyData({
        data: [
          aRepRow({
            item_name: 'Anders Farm',
            pay_date: '2024-03-05',
            amount: 1000,
            item_pay_type: 'Install',
            breakdown: [
              'System size 8 kW',
              'single-line',
              'Gross $24,000',
              'double-line',
              'Net $20,000',
            ],
            manual_note: 'Split with Sam',
          }),
          aRepRow({
            item_name: 'Anders Farm',
            pay_date: '2024-04-02',
            amount: 250.25,
            item_pay_type: 'PTO',
          }),
          aRepRow({
            item_name: 'Anders Farm',
            pay_date: 'PENDING',
            amount: 500,
            item_pay_type: 'Final',
          }),
          aRepRow({
            item_name: 'Anders Farm',
            pay_date: 'CANCELLED',
            amount: 75,
            item_pay_type: 'Bonus',
          }),
        ],
      }),
    });

    fireEvent.click(await screen.findByRole('button', { name: /^Anders Farm/ }));

    expect(
      await screen.findByRole('heading', { name: 'Anders Farm', level: 1 }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(sut.pathname()).toBe('/bee/job');
    const breakdown = screen.getByRole('region', { name: 'Breakdown' });
    expect(within(breakdown).getAllByRole('separator')).toHaveLength(2);
    expect(breakdown.textContent).not.toMatch(/single-line|double-line/);
    expect(breakdown.querySelector('hr.rep-rule--double')).not.toBeNull();

    const install = screen.getByRole('article', { name: 'Anders Farm $1,000.00' });
    expect(install.textContent).toContain('3/5/2024');
    expect(install.textContent).toContain('Install');
    expect(install.textContent).toContain('Split with Sam');
    expect(screen.getByRole('article', { name: 'Anders Farm $500.00' }).textContent).toContain(
      'PENDING',
    );
    // Paid out: the two dated items; the pending and the cancelled ones are not paid.
    expect(screen.getByText('Total Paid Out').parentElement?.textContent).toBe(
      'Total Paid Out $1,250.25',
    );

    fireEvent.click(screen.getByRole('link', { name: 'Back to customers' }));
    expect(sut.pathname()).toBe('/bee/customers');
  });

  it('keeps showing the selected customer after a reload of /bee/job', async () => {
    sessionStorage.setItem(
      SELECTION_STORAGE,
      JSON.stringify({
        viewKey: VIEW_KEY,
        paycheck: null,
        customer: 'Baker Roof',
        teamMember: null,
      }),
    );

    renderApp('/bee/job', { data: aRepKeyData({ data: ROWS }) });

    expect(await screen.findByRole('heading', { name: 'Baker Roof', level: 1 })).toBeTruthy();
  });

  it('sends /bee/job to the customers list when no customer is selected', async () => {
    const sut = renderApp('/bee/job', { data: aRepKeyData({ data: ROWS }) });

    await screen.findByRole('heading', { name: 'Customers', level: 1 });
    expect(sut.pathname()).toBe('/bee/customers');
  });

  it('lists customers and opens one in Spanish, with es-US dates', async () => {
    renderApp('/bee/customers', {
      language: SPANISH,
      data: aRepKeyData({
        data: [
          aRepRow({
            item_name: 'Anders Farm',
            pay_date: '2024-03-05',
            amount: 1000,
            breakdown: ['System size 8 kW'],
            manual_note: 'Split with Sam',
          }),
          aRepRow({ item_name: 'Anders Farm', pay_date: 'PENDING', amount: 500 }),
          aRepRow({ item_name: 'Baker Roof', amount: -50 }),
        ],
      }),
    });

    const list = await screen.findByRole('list', { name: 'Clientes' }, { timeout: 5000 });
    expect(
      within(list)
        .getAllByRole('button')
        .map((row) => row.textContent),
    ).toEqual([
      'Anders FarmPendiente$1,000.00 pagado$500.00 pendiente',
      'Baker RoofPagado\u2212$50.00 pagado',
    ]);
    expect(screen.getByRole('searchbox', { name: 'Buscar clientes' })).toBeTruthy();

    fireEvent.click(within(list).getAllByRole('button')[0]);

    await screen.findByRole('heading', { name: 'Anders Farm', level: 1 }, { timeout: 5000 });
    expect(screen.getByRole('region', { name: 'Desglose' })).toBeTruthy();
    const install = screen.getByRole('article', { name: 'Anders Farm $1,000.00' });
    expect(install.textContent).toContain('Fecha de pago estimada5/3/2024');
    expect(install.textContent).toContain('NotaSplit with Sam');
    expect(screen.getByRole('article', { name: 'Anders Farm $500.00' }).textContent).toContain(
      'PENDIENTE',
    );
    expect(screen.getByText('Total pagado').parentElement?.textContent).toBe(
      'Total pagado $1,000.00',
    );
    expect(screen.getByRole('link', { name: 'Volver a clientes' })).toBeTruthy();

    fireEvent.click(screen.getAllByRole('button', { name: 'Preguntar sobre esto' })[0]);
    const sheet = await screen.findByRole('dialog', { name: 'Preguntar sobre esto' });
    expect(within(sheet).getByRole('option', { name: 'El monto se ve mal' })).toBeTruthy();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Enviar pregunta' }));
    expect(within(sheet).getByRole('alert').textContent).toBe('Escribe un mensaje');
  });
});
