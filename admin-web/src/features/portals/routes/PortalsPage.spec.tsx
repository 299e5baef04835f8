import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { VIEW_KEY_STORAGE } from '@commissionbee/shared/api-client';
import { formatUsDate, todayIso } from '@commissionbee/shared/pay-date';
import type { PortalRep } from '@commissionbee/shared/types';
import { aUser } from '../../../testing/builders';
import type { ApiCall, MockAnswer } from '../../../testing/mock-api';
import { renderApp, signedInAs } from '../../../testing/render-app';

type Route = MockAnswer | ((call: ApiCall) => MockAnswer);

const daysAgo = (days: number) => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - days);
};

const aRep = (overrides: Partial<PortalRep>): PortalRep => ({
  rep_email: 'rep@demosolar.example',
  rep_name: 'Rep',
  team_members: 0,
  last_emailed: null,
  latest_pay_date: todayIso(daysAgo(3)),
  key_issued_at: new Date(2024, 0, 2, 9).toISOString(),
  ...overrides,
});

const ana = aRep({
  rep_email: 'ana@demosolar.example',
  rep_name: 'Ana Alvarez',
  team_members: 2,
  latest_pay_date: todayIso(daysAgo(3)),
});
const ben = aRep({
  rep_email: 'ben@demosolar.example',
  rep_name: 'Ben Brooks',
  latest_pay_date: todayIso(daysAgo(10)),
  last_emailed: new Date(2024, 2, 5, 14, 7).toISOString(),
});
const cy = aRep({
  rep_email: 'cy@demosolar.example',
  rep_name: 'Cy Chen',
  latest_pay_date: '2023-12-01',
  key_issued_at: null,
});
const REPS = [ana, ben, cy];

async function openScreen(routes: Record<string, Route> = {}, reps: PortalRep[] = REPS) {
  const api = signedInAs(aUser(), { 'GET /bee/portal-reps': { body: reps }, ...routes });
  renderApp('/bee/portals');
  await screen.findByRole('heading', { level: 1, name: 'Email Center' }, { timeout: 5000 });
  await waitFor(() => expect(screen.queryByText('Loading reps')).toBeNull(), { timeout: 5000 });
  return api;
}

const table = () => screen.getByRole('table', { name: 'Reps' });
const shownEmails = () =>
  within(table())
    .queryAllByRole('checkbox')
    .map((box) => box.getAttribute('aria-label')!.replace('Select ', ''));
const filterSelect = () => screen.getByRole('combobox') as HTMLSelectElement;
const sendButton = () =>
  screen.getByRole('button', {
    name: /^(Send \d+ Emails?|Confirm Send!|Sending Emails\.\.|Portal Links Sent!)$/,
  });
const tick = (email: string) =>
  fireEvent.click(screen.getByRole('checkbox', { name: `Select ${email}` }));
const search = (text: string) =>
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search reps' }), {
    target: { value: text },
  });

// The route loads the page lazily; compiling it once up front keeps the first test within its time.
beforeAll(() => import('./PortalsPage'), 30_000);

beforeEach(() => {
  // The date picker sizes its inputs with a canvas, which jsdom lacks (it falls back quietly).
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => {
  vi.useRealTimers();
});

const SEND_ID = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
const progress = (total: number) => ({
  id: SEND_ID,
  kind: 'portal',
  state: 'sending',
  total,
  sent: 0,
  queued: total,
  failed: [],
  created_at: new Date().toISOString(),
});

describe('Email Center', { timeout: 15_000 }, () => {
  it('lists the recently paid reps with every column and a Since date 30 days back', async () => {
    await openScreen();

    expect(filterSelect().value).toBe('recent');
    expect(within(filterSelect()).getByRole('option', { name: 'Recently Paid Reps' })).toBeTruthy();
    expect(shownEmails()).toEqual([ana.rep_email, ben.rep_email]);
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      'Select All',
      'Rep Email',
      'Actions',
      'Rep Name',
      'Team Members',
      'Last Emailed',
      'Latest Pay Date',
      'Link Issued',
      'Last Opened',
      'Reviewed',
    ]);

    const anaRow = screen.getByRole('checkbox', { name: `Select ${ana.rep_email}` }).closest('tr')!;
    expect(within(anaRow).getByText('Ana Alvarez')).toBeTruthy();
    expect(within(anaRow).getByText('2')).toBeTruthy();
    expect(within(anaRow).getByText('Never')).toBeTruthy();
    expect(within(anaRow).getByText(formatUsDate(daysAgo(3)))).toBeTruthy();
    expect(within(anaRow).getByText('1/2/2024')).toBeTruthy();
    const benRow = screen.getByRole('checkbox', { name: `Select ${ben.rep_email}` }).closest('tr')!;
    expect(within(benRow).getByText('3/5/2024 2:07 PM')).toBeTruthy();

    const since = within(screen.getByRole('group', { name: 'Since:' }));
    const sinceDay = daysAgo(30);
    // The date picker fills its inputs after its first render.
    await waitFor(() =>
      expect((since.getByLabelText('Since month') as HTMLInputElement).value).toBe(
        String(sinceDay.getMonth() + 1),
      ),
    );
    expect((since.getByLabelText('Since day') as HTMLInputElement).value).toBe(
      String(sinceDay.getDate()),
    );
    expect((since.getByLabelText('Since year') as HTMLInputElement).value).toBe(
      String(sinceDay.getFullYear()),
    );
    expect(screen.getByText('0 reps selected')).toBeTruthy();
  });

  it('shows everyone for All Reps, without the Since date, and clears the selection when the filter changes', async () => {
    await openScreen();
    tick(ana.rep_email);
    expect(screen.getByText('1 rep selected')).toBeTruthy();

    fireEvent.change(filterSelect(), { target: { value: 'all' } });
    expect(shownEmails()).toEqual([ana.rep_email, ben.rep_email, cy.rep_email]);
    expect(screen.queryByRole('group', { name: 'Since:' })).toBeNull();
    expect(screen.getByText('0 reps selected')).toBeTruthy();
    expect(
      (screen.getByRole('checkbox', { name: `Select ${ana.rep_email}` }) as HTMLInputElement)
        .checked,
    ).toBe(false);
    expect(
      within(
        screen.getByRole('checkbox', { name: `Select ${cy.rep_email}` }).closest('tr')!,
      ).getByText('No link'),
    ).toBeTruthy();
  });

  it('moves the Recently Paid list with the Since date', async () => {
    await openScreen();
    const year = screen.getByLabelText('Since year');
    fireEvent.change(year, { target: { value: '2023' } });
    await waitFor(() =>
      expect(shownEmails()).toEqual([ana.rep_email, ben.rep_email, cy.rep_email]),
    );
  });

  it('says which list is empty', async () => {
    await openScreen({}, [cy]);
    expect(
      within(table()).getByText('No recently paid reps found. Try adjusting the date above.'),
    ).toBeTruthy();
    search('nobody');
    fireEvent.change(filterSelect(), { target: { value: 'all' } });
    expect(
      within(table()).getByText('No reps match “nobody”. Check the spelling or clear the search.'),
    ).toBeTruthy();
  });

  it('says a search matched nobody in its own words, not with the date hint', async () => {
    await openScreen();
    search('zzz-nobody');
    expect(
      within(table()).getByText(
        'No reps match “zzz-nobody”. Check the spelling, or choose All Reps.',
      ),
    ).toBeTruthy();
    expect(within(table()).queryByText(/Try adjusting the date above/)).toBeNull();
  });

  it("says 'No data found.' when the company has no reps at all", async () => {
    await openScreen({}, []);
    expect(within(table()).getByText(/^No data found\./)).toBeTruthy();
    expect(
      within(table()).getByRole('link', { name: 'Upload your first CSV →' }).getAttribute('href'),
    ).toBe('/bee/upload');
  });

  it.each(['12/1/2023', '12-1-2023', '12/1'])(
    'finds a rep by a pay date written %s',
    async (query) => {
      await openScreen();
      fireEvent.change(filterSelect(), { target: { value: 'all' } });
      search(query);
      expect(shownEmails()).toEqual([cy.rep_email]);
    },
  );

  it('searches names and emails case-insensitively', async () => {
    await openScreen();
    search('BROOKS');
    expect(shownEmails()).toEqual([ben.rep_email]);
  });

  it('selects and deselects every shown rep from the header button', async () => {
    await openScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Select All' }));
    expect(screen.getByText('2 reps selected')).toBeTruthy();
    expect(sendButton().textContent).toBe('Send 2 Emails');

    fireEvent.click(screen.getByRole('button', { name: 'Deselect All' }));
    expect(screen.getByText('0 reps selected')).toBeTruthy();
    expect(sendButton().getAttribute('aria-disabled')).toBe('true');
  });

  it('toggles a rep by clicking the row', async () => {
    await openScreen();
    fireEvent.click(screen.getByText('Ben Brooks'));
    expect(
      (screen.getByRole('checkbox', { name: `Select ${ben.rep_email}` }) as HTMLInputElement)
        .checked,
    ).toBe(true);
  });

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
    expect(sendButton().textContent).toBe('Confirm Send!');
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
    expect(sendButton().textContent).toBe('Send 0 Emails');
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
    expect(sendButton().textContent).toBe('Send 0 Emails');
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

  it("opens the rep's portal in a new tab with a fresh view key", async () => {
    localStorage.setItem(VIEW_KEY_STORAGE, 'someone-elses-key');
    const tab = { location: { href: '' }, opener: window as unknown, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const api = await openScreen({ 'GET /bee/view-keys/': { body: { view_key: 'KEY-ana' } } });

    fireEvent.click(
      screen.getByRole('button', {
        name: `Preview the portal of ${ana.rep_email} (opens in a new tab)`,
      }),
    );
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() =>
      expect(tab.location.href).toBe(`${window.location.origin}/bee/view/KEY-ana`),
    );
    expect(new URL(api.callsTo('GET', '/bee/view-keys/')[0].url).searchParams.get('email')).toBe(
      ana.rep_email,
    );
    expect(localStorage.getItem(VIEW_KEY_STORAGE)).toBeNull();
    expect(tab.opener).toBeNull();
  });

  it('closes the blank tab when the view key cannot be fetched', async () => {
    const tab = { location: { href: '' }, opener: null, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await openScreen({ 'GET /bee/view-keys/': { status: 404, body: { message: 'Not Found' } } });

    fireEvent.click(
      screen.getByRole('button', {
        name: `Preview the portal of ${ana.rep_email} (opens in a new tab)`,
      }),
    );
    await waitFor(() => expect(tab.close).toHaveBeenCalled());
    expect(tab.location.href).toBe('');
  });

  it('issues a new link only after a confirmation', async () => {
    const api = await openScreen({
      'POST /bee/view-keys/rotate': {
        body: { view_key: 'NEW', created_at: new Date().toISOString() },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: `New link for ${ana.rep_email}` }));
    const dialog = screen.getByRole('dialog', { name: 'Issue a new link?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST', '/bee/view-keys/rotate')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: `New link for ${ana.rep_email}` }));
    fireEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Issue new link' }),
    );
    expect(await screen.findByText(`New link issued for ${ana.rep_email}.`)).toBeTruthy();
    expect(api.callsTo('POST', '/bee/view-keys/rotate')[0].body).toEqual({ email: ana.rep_email });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
