import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ActivityEvent } from '@commissionbee/shared/activity';
import { aUser } from '../../../testing/builders';
import { renderApp, signedInAs } from '../../../testing/render-app';

const anEvent = (id: number, sentence: string): ActivityEvent => ({
  id,
  created_at: '2026-11-20T10:00:00.000Z',
  actor_kind: 'user',
  actor_email: 'ana@x.example',
  actor_name: 'Ana Lopez',
  action: 'ledger.undo',
  target: '7',
  details: {},
  ip: '203.0.113.9',
  user_agent: 'Firefox',
  sentence,
});

describe('Activity', () => {
  it('shows each event as a sentence and filters by what on the server', async () => {
    const api = signedInAs(aUser(), {
      'GET /bee/activity': (call) => ({
        body: {
          rows: new URL(call.url).searchParams.get('what')
            ? [anEvent(2, 'Ana Lopez undid the upload nov.csv (412 rows, $48,210.00)')]
            : [anEvent(1, 'Ana Lopez logged in')],
          total: 1,
          page: 1,
          pages: 1,
        },
      }),
    });
    renderApp('/bee/activity');
    const table = await screen.findByRole('table', { name: 'Activity' });
    expect(await within(table).findByText('Ana Lopez logged in')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('What'), { target: { value: 'ledger' } });
    expect(
      await screen.findByText('Ana Lopez undid the upload nov.csv (412 rows, $48,210.00)'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(
        api.callsTo('GET', '/bee/activity').map((c) => new URL(c.url).searchParams.get('what')),
      ).toContain('ledger'),
    );
  });

  it('says so when nothing matches, and when the log cannot be loaded', async () => {
    signedInAs(aUser(), {
      'GET /bee/activity': { body: { rows: [], total: 0, page: 1, pages: 1 } },
    });
    const first = renderApp('/bee/activity');
    expect(await screen.findByText('No activity matches these filters.')).toBeTruthy();
    first.unmount();
    signedInAs(aUser(), { 'GET /bee/activity': { status: 500, body: { message: 'boom' } } });
    renderApp('/bee/activity');
    expect(await screen.findByText('The activity could not be loaded.')).toBeTruthy();
  });
});
