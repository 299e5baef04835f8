import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { VIEW_KEY_STORAGE } from '@commissionbee/shared/api-client';
import { DEMO_COMPANY_ID, MAINTENANCE_COMPANY_ID } from '@commissionbee/shared/types';
import { DEMO_VIEW_KEY } from '@commissionbee/shared/demo';
import { aRepKeyData, aRepRow } from '../../test/builders';
import { renderApp } from '../../test/render-app';

/** Fetches of the rep's data (the portal also asks for the rep's questions). */
const repKeyDataCalls = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls.filter(([input]) => String(input).includes('/bee/rep-key-data')).length;

const NEW_KEY = 'fresh-key-111111111111111111111111111111';

describe('Opening the portal', () => {
  it('loads the data for /bee/view/:viewKey, stores the key and goes to the Dash', async () => {
    const sut = renderApp(`/bee/view/${NEW_KEY}`, {
      answers: { [NEW_KEY]: aRepKeyData({ data: [aRepRow()] }) },
    });

    await screen.findByRole('heading', { name: 'Dash' });
    expect(sut.pathname()).toBe('/bee/dash');
    expect(localStorage.getItem(VIEW_KEY_STORAGE)).toBe(NEW_KEY);
    expect(String(sut.fetchMock.mock.calls[0][0])).toBe(
      `/api/bee/rep-key-data?view_key=${NEW_KEY}`,
    );
  });

  it('reopens the stored key on a later visit', async () => {
    const sut = renderApp('/bee/paychecks', { data: aRepKeyData({ data: [aRepRow()] }) });

    await screen.findByRole('region', { name: '2024' });
    expect(repKeyDataCalls(sut.fetchMock)).toBe(1);
  });

  it('explains an unknown or revoked link, and keeps the previous key', async () => {
    renderApp('/bee/view/revoked-key', { answers: {}, storedKey: 'older-key' });

    expect(
      await screen.findByText('This link is no longer valid. Ask your admin for a new one.'),
    ).toBeTruthy();
    expect(localStorage.getItem(VIEW_KEY_STORAGE)).toBe('older-key');
  });

  it('explains a stored key the server no longer accepts', async () => {
    renderApp('/bee/dash', { answers: {}, storedKey: 'revoked-key' });

    expect(
      await screen.findByText('This link is no longer valid. Ask your admin for a new one.'),
    ).toBeTruthy();
  });

  it('asks for the emailed link when there is no key at all', async () => {
    renderApp('/bee/customers', { storedKey: null });

    expect(await screen.findByText('Open the link from your email to see your pay.')).toBeTruthy();
  });

  it('shows only the maintenance page for a company 1 key', async () => {
    renderApp(`/bee/view/${NEW_KEY}`, {
      answers: {
        [NEW_KEY]: aRepKeyData({ company_id: MAINTENANCE_COMPANY_ID, data: [aRepRow()] }),
      },
    });

    expect(await screen.findByRole('heading', { name: "We'll be back soon!" })).toBeTruthy();
    expect(
      screen.getByText(
        'Our service is currently undergoing maintenance. Thank you for your patience.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows the maintenance page on /view/:viewKey', () => {
    renderApp('/view/anything');

    expect(screen.getByRole('heading', { name: "We'll be back soon!" })).toBeTruthy();
  });

  it('offers a retry when nothing is saved and the server cannot be reached', async () => {
    const sut = renderApp('/bee/dash', {
      answers: { k: new TypeError('Failed to fetch') },
      storedKey: 'k',
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(repKeyDataCalls(sut.fetchMock)).toBe(2);
  });
});

describe('/demo', () => {
  it('opens the fixed demo key and offers to schedule a demo in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const sut = renderApp('/demo', {
      answers: { [DEMO_VIEW_KEY]: aRepKeyData({ company_id: DEMO_COMPANY_ID, data: [aRepRow()] }) },
    });

    await screen.findByRole('heading', { name: 'Dash' });
    expect(sut.pathname()).toBe('/bee/dash');
    fireEvent.click(screen.getByRole('button', { name: 'Schedule Demo' }));
    expect(open).toHaveBeenCalledWith(
      'https://calendly.com/commissionbee/demo',
      '_blank',
      'noopener,noreferrer',
    );
  });

  it('does not offer a demo outside the demo company', async () => {
    renderApp('/bee/dash', { data: aRepKeyData({ data: [aRepRow()] }) });

    await screen.findByRole('heading', { name: 'Dash' });
    expect(screen.queryByRole('button', { name: 'Schedule Demo' })).toBeNull();
  });
});
