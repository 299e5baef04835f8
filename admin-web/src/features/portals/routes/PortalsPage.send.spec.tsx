import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatUsDate } from '@commissionbee/shared/pay-date';
import {
  SEND_ID,
  ana,
  ben,
  openScreen,
  progress,
  search,
  sendButton,
  setUpPortalsPage,
  tick,
} from './PortalsPage.fixtures';

setUpPortalsPage();

describe('Email Center', { timeout: 15_000 }, () => {
  it('sends after a confirmation, says so for 4 seconds, and clears the selection', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // The queue sends one then the other: the page shows the progress, then the success.
    const readings = [
      { state: 'sending', sent: 1, queued: 1 },
      { state: 'sent', sent: 2, queued: 0 },
    ];
    const api = await openScreen({
      'POST /mail/rep-portals/': { status: 202, body: { id: SEND_ID, total: 2, ignored: [] } },
      [`GET /mail/sends/${SEND_ID}`]: () => ({
        body: { ...progress(2), ...(readings.shift() ?? { state: 'sent', sent: 2, queued: 0 }) },
      }),
    });
    tick(ana.rep_email);
    tick(ben.rep_email);

    fireEvent.click(sendButton());
    expect(sendButton().textContent).toBe('Yes, send now');
    expect(api.callsTo('POST', '/mail/rep-portals/')).toHaveLength(0);
    fireEvent.click(sendButton());

    expect(await screen.findByText('1 of 2 sent')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(600);
    });
    await waitFor(() => expect(sendButton().textContent).toBe('Portal Links Sent!'));
    expect(screen.queryByText(/of 2 sent/)).toBeNull();
    expect(api.callsTo('POST', '/mail/rep-portals/')[0].body).toEqual({
      pay_date: formatUsDate(new Date()),
      rep_emails: [ana.rep_email, ben.rep_email],
    });
    expect(screen.getByText('0 reps selected')).toBeTruthy();
    expect(api.callsTo('GET', '/bee/portal-reps').length).toBeGreaterThan(1);

    await act(async () => {
      vi.advanceTimersByTime(4000);
    });
    expect(sendButton().textContent).toBe('Select reps to email');
  });

  it('mails only the selected reps the search still shows', async () => {
    const api = await openScreen({
      'POST /mail/rep-portals/': { status: 202, body: { id: SEND_ID, total: 1, ignored: [] } },
      [`GET /mail/sends/${SEND_ID}`]: { body: { ...progress(1), state: 'sent', sent: 1 } },
    });
    tick(ana.rep_email);
    search('BROOKS');
    tick(ben.rep_email);
    expect(screen.getByText('1 rep selected')).toBeTruthy();

    fireEvent.click(sendButton());
    fireEvent.click(sendButton());
    await waitFor(() => expect(api.callsTo('POST', '/mail/rep-portals/')).toHaveLength(1));
    expect(api.callsTo('POST', '/mail/rep-portals/')[0].body).toMatchObject({
      rep_emails: [ben.rep_email],
    });
  });

  it('shows the support address when sending fails, and clears the selection', async () => {
    await openScreen({
      'POST /mail/rep-portals/': {
        status: 502,
        body: { statusCode: 502, message: 'The mail server could not be reached.' },
      },
    });
    tick(ana.rep_email);
    fireEvent.click(sendButton());
    fireEvent.click(sendButton());

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Error. Contact support@commissionbee.local',
    );
    expect(sendButton().textContent).toBe('Select reps to email');
    expect(screen.getByText('0 reps selected')).toBeTruthy();
  });

  it('names the reps a partly failed send missed, and retries just those in one click', async () => {
    let retried = false;
    const api = await openScreen({
      'POST /mail/rep-portals/': { status: 202, body: { id: SEND_ID, total: 2, ignored: [] } },
      [`GET /mail/sends/${SEND_ID}`]: () => ({
        body: retried
          ? { ...progress(2), state: 'sent', sent: 2 }
          : {
              ...progress(2),
              state: 'failed',
              sent: 1,
              failed: [{ email: ben.rep_email, error: '550 mailbox full' }],
            },
      }),
      [`POST /mail/sends/${SEND_ID}/retry`]: () => {
        retried = true;
        return { status: 202, body: { id: SEND_ID, total: 1, ignored: [] } };
      },
    });
    tick(ana.rep_email);
    tick(ben.rep_email);
    fireEvent.click(sendButton());
    fireEvent.click(sendButton());
    const list = await screen.findByRole('list', { name: 'Reps not sent to' });
    expect(list.textContent).toBe(`${ben.rep_email} — 550 mailbox full`);
    expect(screen.getByRole('alert').textContent).toContain('Error. Contact');

    fireEvent.click(screen.getByRole('button', { name: 'Retry the failed rep' }));
    expect(await screen.findByText('Portal Links Sent!')).toBeTruthy();
    expect(api.callsTo('POST', `/mail/sends/${SEND_ID}/retry`)).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
