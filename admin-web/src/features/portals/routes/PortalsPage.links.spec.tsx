import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { VIEW_KEY_STORAGE } from '@commissionbee/shared/api-client';
import { ana, openScreen, setUpPortalsPage } from './PortalsPage.fixtures';

setUpPortalsPage();

describe('Email Center', { timeout: 15_000 }, () => {
  it("opens the rep's portal in a new tab with a read-only preview key", async () => {
    localStorage.setItem(VIEW_KEY_STORAGE, 'someone-elses-key');
    const tab = { location: { href: '' }, opener: window as unknown, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const api = await openScreen({
      'POST /bee/rep-previews': { body: { preview_key: 'pv.KEY-ana', expires_at: '' } },
    });

    fireEvent.click(
      screen.getByRole('button', {
        name: `Preview the portal of ${ana.rep_email} (opens in a new tab)`,
      }),
    );
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() =>
      expect(tab.location.href).toBe(`${window.location.origin}/bee/view/pv.KEY-ana`),
    );
    expect(api.callsTo('POST', '/bee/rep-previews')[0].body).toEqual({ email: ana.rep_email });
    expect(localStorage.getItem(VIEW_KEY_STORAGE)).toBeNull();
    expect(tab.opener).toBeNull();
  });

  it('closes the blank tab when the view key cannot be fetched', async () => {
    const tab = { location: { href: '' }, opener: null, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await openScreen({
      'POST /bee/rep-previews': { status: 404, body: { message: 'Not Found' } },
    });

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
