import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '@commissionbee/shared/api-client';
import { createQueryClient } from '../../../app/query-client';
import { aUser } from '../../../testing/builders';
import { mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import * as queryKeys from '../../../lib/query-keys';

describe('Logout page', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ends the session at once and goes to /login after 500 ms', async () => {
    localStorage.setItem(TOKEN_KEY, 'jwt-1');
    const api = mockApi({ 'POST /auth/logout': { body: { success: true } } });
    const queryClient = createQueryClient();
    queryClient.setQueryData(queryKeys.user, aUser());

    const { router } = renderApp('/logout', queryClient);

    expect(screen.getByText('Logging out...')).toBeTruthy();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(queryClient.getQueryData(queryKeys.user)).toBeUndefined();
    const [call] = api.callsTo('POST', '/auth/logout');
    expect(call.body).toEqual({ token: 'jwt-1' });
    expect(call.headers.get('Authorization')).toBe('Bearer jwt-1');

    await act(async () => vi.advanceTimersByTime(499));
    expect(router.state.location.pathname).toBe('/logout');

    await act(async () => vi.advanceTimersByTime(1));
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('still goes to /login when the server cannot be reached', async () => {
    localStorage.setItem(TOKEN_KEY, 'jwt-1');
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));

    const { router } = renderApp('/logout');
    await act(async () => vi.advanceTimersByTime(500));

    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});
