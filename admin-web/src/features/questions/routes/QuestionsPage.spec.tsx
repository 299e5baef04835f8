import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { QuestionSummary } from '@commissionbee/shared/questions';
import { aUser } from '../../../testing/builders';
import { renderApp, signedInAs } from '../../../testing/render-app';

const question: QuestionSummary = {
  id: 42,
  record_id: 7,
  scope: 'line',
  status: 'open',
  resolution: null,
  reason: 'amount_wrong',
  asker_email: 'ana@demosolar.example',
  asker_name: 'Ana Lopez',
  line_rep_email: 'ana@demosolar.example',
  pay_date: '2026-10-23',
  item_name: 'Garcia Residence',
  amount: 1809.22,
  expected_amount: null,
  excerpt: 'The adder is missing.',
  created_at: new Date(2026, 9, 24, 9, 0).toISOString(),
  updated_at: new Date(2026, 9, 24, 9, 0).toISOString(),
};

describe('Questions', () => {
  it('opens a question from a click anywhere on its row; its name stays the keyboard link', async () => {
    const api = signedInAs(aUser(), {
      'GET /bee/questions': { body: { rows: [question], total: 1, page: 1, pages: 1, open: 1 } },
      'GET /bee/questions/42': { status: 404, body: { message: 'Not Found' } },
    });
    const sut = renderApp('/bee/questions');
    const table = await screen.findByRole('table', { name: 'Questions' }, { timeout: 5000 });
    const row = within(table).getAllByRole('row')[1];
    expect(within(row).getByRole('link', { name: 'Ana Lopez' }).getAttribute('href')).toBe(
      '/bee/questions/42',
    );
    expect(within(row).getByText('10/24/2026')).toBeTruthy();
    expect(screen.getByText(/1 question ·/)).toBeTruthy();

    fireEvent.click(within(row).getByText('The adder is missing.'));
    await waitFor(() => expect(sut.router.state.location.pathname).toBe('/bee/questions/42'));
    await waitFor(() => expect(api.callsTo('GET', '/bee/questions/42').length).toBeGreaterThan(0));
  });
});
