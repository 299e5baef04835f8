import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../testing/builders';
import { mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { TOKEN_KEY } from '@commissionbee/shared/api-client';

describe('a temporary password', () => {
  it('shows only the change screen until the password is changed, then the app', async () => {
    localStorage.setItem(TOKEN_KEY, 'session-token');
    let changed = false;
    const api = mockApi({
      'GET /me': () => ({ body: aUser({ must_change_password: !changed }) }),
      'PATCH /users/7/password': () => {
        changed = true;
        return { body: { message: 'Password changed successfully', token: 'fresh-token' } };
      },
    });
    renderApp('/bee/ledger');

    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();

    fireEvent.change(screen.getByLabelText('Current Password'), {
      target: { value: 'Temp-Pass1' },
    });
    fireEvent.change(screen.getByLabelText('New Password'), { target: { value: 'Mine-Only-2' } });
    fireEvent.change(screen.getByLabelText('Confirm New Password'), {
      target: { value: 'Mine-Only-2' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Choose a new password' })).toBeNull();
    expect(api.callsTo('PATCH', '/users/7/password')[0].body).toEqual({
      oldPassword: 'Temp-Pass1',
      newPassword: 'Mine-Only-2',
    });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('fresh-token');
  });
});
