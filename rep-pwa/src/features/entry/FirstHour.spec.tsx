// Issue 27: the demo is the public key, an admin's preview says so, and a dead link can ask for
// the current one by email.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LINK_REQUEST_MESSAGES } from '@commissionbee/shared/demo';
import { DEMO_COMPANY_ID } from '@commissionbee/shared/types';
import { aRepKeyData, aRepRow, REP } from '../../test/builders';
import { renderApp } from '../../test/render-app';

describe('the demo is a key, not a company', () => {
  it('treats a rep of the demo company opened with their own key as a real rep', async () => {
    renderApp('/bee/dash', {
      data: aRepKeyData({ company_id: DEMO_COMPANY_ID, data: [aRepRow()] }),
    });

    await screen.findByRole('heading', { name: 'Dash' });
    expect(screen.queryByRole('button', { name: 'Schedule Demo' })).toBeNull();
  });
});

describe("an admin's preview", () => {
  it('shows the preview banner on every screen', async () => {
    renderApp('/bee/view/pv.preview-key', {
      answers: { 'pv.preview-key': aRepKeyData({ data: [aRepRow()] }) },
    });

    await screen.findByRole('heading', { name: 'Dash' });
    expect(
      screen.getByText(`Previewing ${REP.name}'s portal — nothing you do here is sent or recorded`),
    ).toBeTruthy();
  });

  it('says an expired preview ended instead of offering a link by email', async () => {
    renderApp('/bee/view/pv.expired', { answers: {} });

    expect(
      await screen.findByText('This preview has ended. Open it again from the Email Center.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Email me a new link' })).toBeNull();
  });
});

describe('a dead link', () => {
  it('asks for the current link by email, sending the dead key along', async () => {
    renderApp('/bee/view/dead-key', { answers: {} });
    const answered = vi.fn(
      async () =>
        new Response(JSON.stringify({ message: LINK_REQUEST_MESSAGES.sent }), {
          status: 202,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    await screen.findByText('This link is no longer valid. Ask your admin for a new one.');
    vi.stubGlobal('fetch', answered);

    fireEvent.change(screen.getByLabelText('Your email'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Email me a new link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(answered).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Your email'), {
      target: { value: ' rep@example.com ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Email me a new link' }));

    expect(await screen.findByText(LINK_REQUEST_MESSAGES.sent)).toBeTruthy();
    await waitFor(() => expect(answered).toHaveBeenCalledTimes(1));
    const [url, init] = answered.mock.calls[0] as unknown as [string, RequestInit];
    expect(String(url)).toMatch(/\/api\/bee\/rep\/link-request$/);
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'rep@example.com',
      view_key: 'dead-key',
    });
  });

  it('says when too many links were asked for, by the code of the answer', async () => {
    renderApp('/bee/view/dead-key', { answers: {} });
    const refused = (code: string) =>
      vi.fn(
        async () =>
          new Response(JSON.stringify({ statusCode: 429, code, message: 'Too many' }), {
            status: 429,
            headers: { 'Content-Type': 'application/json' },
          }),
      );
    await screen.findByText('This link is no longer valid. Ask your admin for a new one.');
    vi.stubGlobal('fetch', refused('REP_LINK_REQUESTS_TOO_MANY'));
    fireEvent.change(screen.getByLabelText('Your email'), { target: { value: 'rep@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Email me a new link' }));
    expect(await screen.findByText(LINK_REQUEST_MESSAGES.tooMany)).toBeTruthy();

    // Another limit (a write limit on the key) is not the link-request limit: the generic words.
    vi.stubGlobal('fetch', refused('RATE_LIMITED'));
    fireEvent.click(screen.getByRole('button', { name: 'Email me a new link' }));
    expect(
      await screen.findByText('Could not ask for a link. Check your connection and try again.'),
    ).toBeTruthy();
  });
});
