import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../../testing/builders';
import { renderApp, signedInAs } from '../../../testing/render-app';

const SUMMARY = {
  pay_dates: ['2026-01-23'],
  pay_date: '2026-01-23',
  reps: [
    { email: 'sam@x.example', rep_name: 'Sam Park', employee_id: null, total: '500.00' },
    { email: 'rita@x.example', rep_name: 'Rita Quinn', employee_id: 'R-1', total: '1000.00' },
  ],
  total: 1500,
  missing: [{ email: 'sam@x.example', name: 'Sam Park' }],
  settings: { adp_company_code: null, adp_batch_id: null, adp_earnings_code: null },
};

describe('Payroll export', () => {
  it('lists who has no employee ID when the export is refused', async () => {
    signedInAs(aUser(), {
      'GET /bee/payroll': { body: SUMMARY },
      'GET /bee/payroll/export': {
        status: 409,
        body: {
          code: 'PAYROLL_EMPLOYEE_IDS_MISSING',
          message: 'Some reps have no employee ID.',
          missing: [{ email: 'sam@x.example', name: 'Sam Park' }],
        },
      },
    });
    renderApp('/bee/payroll');
    expect(await screen.findByText(/2 reps · \$1,500\.00 · 1 without an employee ID/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download payroll file' }));
    expect(await screen.findByText('Some reps have no employee ID.')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Sam Park (sam@x.example)' }).getAttribute('href'),
    ).toBe('/bee/reps/sam%40x.example');
  });

  it('says there is nothing to export before any pay, and when payroll cannot be loaded', async () => {
    signedInAs(aUser(), {
      'GET /bee/payroll': { body: { ...SUMMARY, pay_dates: [], pay_date: null, reps: [] } },
    });
    const first = renderApp('/bee/payroll');
    expect(await screen.findByText('No paid pay dates yet: upload a ledger first.')).toBeTruthy();
    first.unmount();
    signedInAs(aUser(), { 'GET /bee/payroll': { status: 500, body: {} } });
    renderApp('/bee/payroll');
    expect(await screen.findByText('Payroll could not be loaded.')).toBeTruthy();
  });
});
