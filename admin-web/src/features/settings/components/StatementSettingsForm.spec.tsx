import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../../testing/builders';
import { renderApp, signedInAs } from '../../../testing/render-app';

describe('Settings: statement emails', () => {
  it('shows the company setting and saves the choice the admin clicks', async () => {
    let saved = 'off';
    const api = signedInAs(aUser({ admin: true }), {
      'GET /bee/statement-settings': () => ({ body: { statement_email: saved } }),
      'PUT /bee/statement-settings': (call) => {
        saved = (call.body as { statement_email: string }).statement_email;
        return { body: call.body };
      },
    });
    renderApp('/bee/settings');
    const group = await screen.findByRole('group', {
      name: 'Email each rep their statement when a pay date is published',
    });
    expect(group).toBeTruthy();
    const off = screen.getByRole('radio', { name: /^Off/ }) as HTMLInputElement;
    expect(off.checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /^Email the PDF/ }));
    await waitFor(() => expect(api.callsTo('PUT', '/bee/statement-settings')).toHaveLength(1));
    expect(api.callsTo('PUT', '/bee/statement-settings')[0].body).toEqual({
      statement_email: 'attachment',
    });
    await waitFor(() =>
      expect(
        (screen.getByRole('radio', { name: /^Email the PDF/ }) as HTMLInputElement).checked,
      ).toBe(true),
    );
  });

  it('says so when the setting cannot be loaded, and is not shown to a standard user', async () => {
    signedInAs(aUser({ admin: true }), {
      'GET /bee/statement-settings': { status: 500, body: { statusCode: 500, message: 'x' } },
    });
    const { unmount } = renderApp('/bee/settings');
    expect(await screen.findByText('The statement settings could not be loaded.')).toBeTruthy();
    unmount();
    const api = signedInAs(aUser({ admin: false }), {});
    renderApp('/bee/settings');
    await screen.findByRole('heading', { name: 'User Settings' });
    expect(screen.queryByRole('heading', { name: 'Statements' })).toBeNull();
    expect(api.callsTo('GET', '/bee/statement-settings')).toHaveLength(0);
  });
});
