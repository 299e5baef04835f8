import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aRepKeyData, aRepRow } from '../../test/builders';
import { renderApp } from '../../test/render-app';

const NINE_PAYDAYS = [
  '2024-01-05',
  '2024-01-19',
  '2024-02-02',
  '2024-02-16',
  '2024-03-01',
  '2024-03-15',
  '2024-03-29',
  '2024-04-12',
  '2024-04-26',
];

function chart() {
  return screen.getByRole('img', { name: /paycheck/ });
}

function barDates(container: HTMLElement) {
  return [...container.querySelectorAll('.rep-chart__bar')].map((bar) =>
    bar.getAttribute('data-pay-date'),
  );
}

function axisLabels(container: HTMLElement) {
  return [...container.querySelectorAll('.rep-chart__axis text')].map((label) => label.textContent);
}

describe('Dash', () => {
  it('draws at most 7 bars: the most recent real pay dates, oldest first, without PENDING or CANCELLED', async () => {
    const sut = renderApp('/bee/dash', {
      data: aRepKeyData({
        data: [
          ...NINE_PAYDAYS.map((pay_date) => aRepRow({ pay_date, amount: 500 })),
          aRepRow({ pay_date: 'PENDING', amount: 9000 }),
          aRepRow({ pay_date: 'CANCELLED', amount: 9000 }),
        ],
      }),
    });

    await screen.findByRole('list', { name: 'Paycheck totals' });
    expect(barDates(sut.container)).toEqual(NINE_PAYDAYS.slice(-7));
    expect(chart()).toHaveProperty('tagName', 'svg');
    expect(screen.getByRole('list', { name: 'Paycheck totals' }).textContent).not.toMatch(
      /PENDING|CANCELLED/,
    );
  });

  it('sums a pay date and gives every bar a text equivalent', async () => {
    renderApp('/bee/dash', {
      data: aRepKeyData({
        data: [
          aRepRow({ pay_date: '2024-03-05', amount: 1000 }),
          aRepRow({ pay_date: '2024-03-05', amount: 234.5 }),
          aRepRow({ pay_date: '2024-03-19', amount: 80 }),
        ],
      }),
    });

    const totals = await screen.findByRole('list', { name: 'Paycheck totals' });
    expect(
      within(totals)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Mar 5: $1,234.50', 'Mar 19: $80.00']);
  });

  it('labels the axis on round dollar values, topped at least 10% above the largest, with k above 1000', async () => {
    const sut = renderApp('/bee/dash', {
      data: aRepKeyData({
        data: [
          aRepRow({ pay_date: '2024-03-05', amount: 5000 }),
          aRepRow({ pay_date: '2024-03-19', amount: 400 }),
        ],
      }),
    });

    await screen.findByRole('heading', { name: 'Dash' });
    // 5,000 + 10% = 5,500: steps of 1,000 up to 6,000 (not 688 / 1.4k / 2.1k …).
    expect(axisLabels(sut.container)).toEqual(['$0', '$1k', '$2k', '$3k', '$4k', '$5k', '$6k']);
  });

  it('draws a negative paycheck below the zero line, not as an empty slot', async () => {
    const sut = renderApp('/bee/dash', {
      data: aRepKeyData({
        data: [
          aRepRow({ pay_date: '2024-03-05', amount: 1200 }),
          aRepRow({ pay_date: '2024-03-19', amount: -300 }),
        ],
      }),
    });

    await screen.findByRole('heading', { name: 'Dash' });
    const zero = Number(
      [...sut.container.querySelectorAll('.rep-chart__axis text')]
        .find((label) => label.textContent === '$0')
        ?.getAttribute('y'),
    );
    const [positive, negative] = [...sut.container.querySelectorAll('.rep-chart__bar rect')];
    expect(
      Number(positive.getAttribute('y')) + Number(positive.getAttribute('height')),
    ).toBeCloseTo(zero);
    expect(Number(negative.getAttribute('y'))).toBeCloseTo(zero);
    expect(Number(negative.getAttribute('height'))).toBeGreaterThan(10);
    expect(negative.parentElement?.getAttribute('class')).toContain('rep-chart__bar--negative');
    expect(axisLabels(sut.container)[0]).toMatch(/^-\$/);
    expect(screen.getByRole('list', { name: 'Paycheck totals' }).textContent).toContain(
      'Mar 19: \u2212$300.00',
    );
  });

  it('answers what the rep made and what is coming: year to date and pending', async () => {
    const year = new Date().getFullYear();
    renderApp('/bee/dash', {
      data: aRepKeyData({
        data: [
          aRepRow({ pay_date: `${year}-01-09`, amount: 1000 }),
          aRepRow({ pay_date: `${year}-01-23`, amount: 250.5 }),
          aRepRow({ pay_date: `${year - 1}-12-19`, amount: 999 }),
          aRepRow({ pay_date: 'PENDING', amount: 650 }),
        ],
      }),
    });

    const ytd = (await screen.findByText('Year to date')).parentElement;
    expect(ytd?.textContent).toContain('$1,250.50');
    expect(ytd?.textContent).toContain(`${year} · 2 paychecks`);
    const pending = screen.getByRole('link', { name: /Pending/ });
    expect(pending.textContent).toContain('$650.00');
    expect(pending.textContent).toContain('1 item coming');
  });

  it('shows the latest paycheck in a stat card that opens the paychecks list', async () => {
    const sut = renderApp('/bee/dash', {
      data: aRepKeyData({
        data: [
          aRepRow({ pay_date: '2024-03-05', amount: 10 }),
          aRepRow({ pay_date: '2024-04-02', amount: 1234.5 }),
          aRepRow({ pay_date: 'PENDING', amount: 5 }),
        ],
      }),
    });

    const card = await screen.findByRole('link', { name: /Latest Paycheck/ });
    expect(card.textContent).toContain('$1,234.50');
    expect(card.textContent).toContain('Apr 2');
    fireEvent.click(card);
    expect(sut.pathname()).toBe('/bee/paychecks');
  });

  it('says paycheck information is coming soon when nothing has a pay date yet', async () => {
    renderApp('/bee/dash', {
      data: aRepKeyData({
        data: [aRepRow({ pay_date: 'PENDING' }), aRepRow({ pay_date: 'CANCELLED' })],
      }),
    });

    expect(await screen.findByText('Paycheck information coming soon.')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /paycheck/ })).toBeNull();
  });
});
