import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatUsDate } from '@commissionbee/shared/pay-date';
import {
  ana,
  ben,
  cy,
  daysAgo,
  filterSelect,
  openScreen,
  search,
  sendButton,
  setUpPortalsPage,
  shownEmails,
  table,
  tick,
} from './PortalsPage.fixtures';

setUpPortalsPage();

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
      'Rep',
      'Actions',
      'Last Opened',
      'Reviewed',
      'Last Emailed',
      'Latest Pay Date',
      'Team Members',
      'Link Issued',
      'Plan',
    ]);
    // The person's name comes before their address.
    const firstRow = within(table()).getAllByRole('row')[1];
    expect(firstRow.querySelectorAll('td')[1].textContent).toBe(`Ana Alvarez${ana.rep_email}`);

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
});
