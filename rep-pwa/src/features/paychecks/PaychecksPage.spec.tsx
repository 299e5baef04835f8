import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aRepKeyData, aRepRow } from '../../test/builders';
import { renderApp } from '../../test/render-app';

const ROWS = [
  aRepRow({ pay_date: '2024-03-05', amount: 1000, item_name: 'Smith Residence' }),
  aRepRow({ pay_date: '2024-03-05', amount: 234.5, item_name: 'Jones Roof' }),
  aRepRow({ pay_date: '2025-01-10', amount: 75 }),
  aRepRow({ pay_date: '2024-11-20', amount: 20 }),
  aRepRow({ pay_date: 'PENDING', amount: 300 }),
  aRepRow({ pay_date: 'CANCELLED', amount: 40 }),
];

function groupHeadings() {
  return screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
}

function pillsOf(group: string) {
  const section = screen.getByRole('region', { name: group });
  return within(section).getAllByRole('button');
}

describe('Paychecks', () => {
  it('puts PENDING and CANCELLED on top, then years newest first', async () => {
    renderApp('/bee/paychecks', { data: aRepKeyData({ data: ROWS }) });

    await screen.findByRole('region', { name: 'PENDING' });
    expect(groupHeadings()).toEqual(['PENDING', 'CANCELLED', '2025', '2024']);
    expect(pillsOf('2024').map((pill) => pill.textContent)).toEqual([
      'Nov 20 $20.00',
      'Mar 5 $1,234.50',
    ]);
  });

  it('shows the status word in its colour on pending (orange) and cancelled (pink) rows', async () => {
    renderApp('/bee/paychecks', { data: aRepKeyData({ data: ROWS }) });

    await screen.findByRole('region', { name: 'PENDING' });
    const [pending] = pillsOf('PENDING');
    const [cancelled] = pillsOf('CANCELLED');
    expect(pending.textContent).toBe('PENDING $300.00');
    expect(within(pending).getByText('PENDING').className).toContain('rep-status-tag--pending');
    expect(pending.className).toContain('rep-paycheck-row--pending');
    // A CANCELLED line counts in no total (docs/numbers.md): the rep is paid nothing for it.
    expect(cancelled.textContent).toBe('CANCELLED $0.00');
    expect(within(cancelled).getByText('CANCELLED').className).toContain(
      'rep-status-tag--cancelled',
    );
    expect(pillsOf('2025')[0].className).not.toMatch(/pending|cancelled/);
  });

  it('heads each year with its total and marks a negative paycheck', async () => {
    renderApp('/bee/paychecks', {
      data: aRepKeyData({
        data: [...ROWS, aRepRow({ pay_date: '2025-02-07', amount: -125.5 })],
      }),
    });

    const year = await screen.findByRole('region', { name: '2025' });
    expect(within(year).getByText(/Total for 2025/).parentElement?.textContent).toBe(
      'Total for 2025: \u2212$50.50',
    );
    const [negative] = pillsOf('2025');
    expect(negative.textContent).toBe('Feb 7 \u2212$125.50');
    expect(within(negative).getByText('\u2212$125.50').className).toContain('rep-amount--negative');
  });

  it('says so when there are no paychecks yet', async () => {
    renderApp('/bee/paychecks', { data: aRepKeyData({ data: [] }) });

    expect(
      await screen.findByText(
        "It looks like you don't have any paychecks just yet. Check back soon!",
      ),
    ).toBeTruthy();
  });

  it('opens a paycheck as a stub: lines with milestone and note, a total; a line opens its customer with a way back', async () => {
    const sut = renderApp('/bee/paychecks', {
      data: aRepKeyData({
        data: [
          ...ROWS.slice(0, 1),
          aRepRow({
            pay_date: '2024-03-05',
            amount: 234.5,
            item_name: 'Jones Roof',
            item_pay_type: 'M2 - PTO',
            manual_note: 'Battery adder approved.',
          }),
        ],
      }),
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Mar 5 $1,234.50' }));

    expect(await screen.findByRole('heading', { name: 'Mar 5', level: 1 })).toBeTruthy();
    expect(sut.pathname()).toBe('/bee/paycheck');
    expect(screen.getByText(/^Paid Tuesday, March 5, 2024 · 2 items$/)).toBeTruthy();
    const stub = screen.getByRole('region', { name: 'Pay stub' });
    expect(
      within(stub).getByRole('button', { name: 'Smith Residence Install $1,000.00' }),
    ).toBeTruthy();
    expect(screen.getByText('Total').parentElement?.textContent).toBe('Total $1,234.50');

    fireEvent.click(
      within(stub).getByRole('button', {
        name: 'Jones Roof M2 - PTO · Battery adder approved. $234.50',
      }),
    );

    expect(await screen.findByRole('heading', { name: 'Jones Roof', level: 1 })).toBeTruthy();
    expect(sut.pathname()).toBe('/bee/job');
    fireEvent.click(screen.getByRole('link', { name: 'Back to paycheck' }));
    expect(await screen.findByRole('heading', { name: 'Mar 5', level: 1 })).toBeTruthy();
    expect(sut.pathname()).toBe('/bee/paycheck');
  });

  it('heads a pending paycheck with the status word', async () => {
    renderApp('/bee/paychecks', { data: aRepKeyData({ data: ROWS }) });

    fireEvent.click(await screen.findByRole('button', { name: 'PENDING $300.00' }));

    expect(await screen.findByRole('heading', { name: 'PENDING', level: 1 })).toBeTruthy();
  });

  it('sends /bee/paycheck back to the list when no paycheck is selected', async () => {
    const sut = renderApp('/bee/paycheck', { data: aRepKeyData({ data: ROWS }) });

    await screen.findByRole('region', { name: '2024' });
    expect(sut.pathname()).toBe('/bee/paychecks');
  });
});
