import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithI18n } from '../../test/i18n';
import { describe, expect, it, vi } from 'vitest';
import { CACHE_STORAGE_KEY } from '../../lib/query-client';
import { aRepKeyData, aRepRow } from '../../test/builders';
import { renderApp, VIEW_KEY } from '../../test/render-app';
import { formatDataTime } from './OfflineNotice';
import { announceWaitingUpdate } from './service-worker';
import { UpdatePrompt } from './UpdatePrompt';

const data = aRepKeyData({ data: [aRepRow({ pay_date: '2024-03-05', amount: 1234.5 })] });
const YESTERDAY = Date.now() - 24 * 60 * 60 * 1000;

/** Makes the copy saved on the device look as if it was fetched at `time` (a later visit). */
function backdateSavedData(time: number) {
  const saved = JSON.parse(localStorage.getItem(CACHE_STORAGE_KEY)!);
  for (const query of saved.clientState.queries) query.state.dataUpdatedAt = time;
  localStorage.setItem(CACHE_STORAGE_KEY, JSON.stringify(saved));
}

describe('Offline', () => {
  it('shows the saved data and when it is from when a refresh fails', async () => {
    renderApp('/bee/dash', {
      answers: { [VIEW_KEY]: new TypeError('Failed to fetch') },
      storedKey: VIEW_KEY,
      cached: { data, updatedAt: YESTERDAY },
    });

    expect(
      await screen.findByText(`offline — showing data from ${formatDataTime(YESTERDAY)}`),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: /Latest Paycheck/ }).textContent).toContain(
      '$1,234.50',
    );
  });

  it('says it is offline when the browser has no network', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderApp('/bee/dash', { data });

    expect(await screen.findByText(/^offline — showing data from /)).toBeTruthy();
  });

  it('says nothing while online with fresh data', async () => {
    renderApp('/bee/dash', { data });

    await screen.findByRole('link', { name: /Latest Paycheck/ });
    expect(screen.queryByText(/offline/)).toBeNull();
  });

  it('saves the rep data on the device and shows it on a later visit without a network', async () => {
    const first = renderApp('/bee/dash', { data, persist: true });
    await screen.findByRole('link', { name: /Latest Paycheck/ });
    await waitFor(() => expect(localStorage.getItem(CACHE_STORAGE_KEY)).toContain('1234.5'), {
      timeout: 2000,
    });
    first.unmount();
    backdateSavedData(YESTERDAY);

    renderApp('/bee/dash', {
      answers: { [VIEW_KEY]: new TypeError('Failed to fetch') },
      storedKey: VIEW_KEY,
      persist: true,
    });

    expect((await screen.findByRole('link', { name: /Latest Paycheck/ })).textContent).toContain(
      '$1,234.50',
    );
    expect(
      await screen.findByText(`offline — showing data from ${formatDataTime(YESTERDAY)}`),
    ).toBeTruthy();
  });
});

describe('Update prompt', () => {
  it('offers a reload once a new version is waiting', () => {
    const applyUpdate = vi.fn();
    renderWithI18n(<UpdatePrompt />);
    expect(screen.queryByText('A new version is available.')).toBeNull();

    act(() => announceWaitingUpdate(applyUpdate));
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));

    expect(screen.getByText('A new version is available.')).toBeTruthy();
    expect(applyUpdate).toHaveBeenCalledOnce();
    act(() => announceWaitingUpdate(null));
  });
});
