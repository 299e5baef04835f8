import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { getToken } from '../../../config/api';
import { languagePack } from '../../../testing/i18n';
import { mockApi } from '../../../testing/mock-api';
import { ChangePasswordForm } from './ChangePasswordForm';

const sut = () =>
  render(
    <AppProviders queryClient={createQueryClient()} language={languagePack()}>
      <ChangePasswordForm userId={7} />
    </AppProviders>,
  );

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

function submit(current: string, next: string, confirm: string) {
  fireEvent.change(field('Current Password'), { target: { value: current } });
  fireEvent.change(field('New Password'), { target: { value: next } });
  fireEvent.change(field('Confirm New Password'), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('Change Password form', () => {
  it.each([
    [
      'a mismatch before anything else',
      'Old-Pass1',
      'short',
      'other',
      'New passwords do not match',
    ],
    [
      'reuse before length',
      'Same1',
      'Same1',
      'Same1',
      'New password must be different from current password',
    ],
    [
      'length before letters',
      'Old-Pass1',
      'abc',
      'abc',
      'Password must be at least 8 characters long',
    ],
    [
      'an uppercase before lowercase',
      'Old-Pass1',
      '12345678',
      '12345678',
      'Password must contain at least one uppercase letter',
    ],
    [
      'a lowercase before a number',
      'Old-Pass1',
      'ABCDEFGH',
      'ABCDEFGH',
      'Password must contain at least one lowercase letter',
    ],
    [
      'a number last',
      'Old-Pass1',
      'Abcdefgh',
      'Abcdefgh',
      'Password must contain at least one number',
    ],
  ])('reports %s', (_case, current, next, confirm, message) => {
    const api = mockApi({});
    sut();

    submit(current, next, confirm);

    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(api.calls).toHaveLength(0);
  });

  it('changes the password, confirms it and clears the fields', async () => {
    const api = mockApi({
      'PATCH /users/7/password': {
        body: { message: 'Password changed successfully', token: 'token-after-change' },
      },
    });
    sut();

    submit('Old-Pass1', 'New-Pass2', 'New-Pass2');

    expect(await screen.findByText('Password changed successfully')).toBeTruthy();
    // The change ended every session: the app goes on with the token the server handed back.
    expect(getToken()).toBe('token-after-change');
    expect(api.callsTo('PATCH', '/users/7/password')[0].body).toEqual({
      oldPassword: 'Old-Pass1',
      newPassword: 'New-Pass2',
    });
    expect(field('Current Password').value).toBe('');
    expect(field('New Password').value).toBe('');
    expect(field('Confirm New Password').value).toBe('');
  });

  it("shows the server's message in a red alert when it refuses the change", async () => {
    mockApi({
      'PATCH /users/7/password': {
        status: 400,
        body: { statusCode: 400, message: 'Current password is incorrect', error: 'Bad Request' },
      },
    });
    sut();

    submit('Wrong-Pass1', 'New-Pass2', 'New-Pass2');

    expect((await screen.findByRole('alert')).textContent).toBe('Current password is incorrect');
    expect(field('New Password').value).toBe('New-Pass2');
  });
});
