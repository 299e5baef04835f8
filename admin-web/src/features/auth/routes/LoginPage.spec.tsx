import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '@commissionbee/shared/api-client';
import { SIGNED_OUT_PASSWORD_CHANGED } from '@commissionbee/shared/password';
import { SSO_REFUSALS } from '@commissionbee/shared/sso';
import { aUser } from '../../../testing/builders';
import { mockApi } from '../../../testing/mock-api';
import { renderApp, signedInAs } from '../../../testing/render-app';

const WHY = 'You were signed out because your password changed. Sign in with your new password.';

afterEach(() => sessionStorage.clear());

describe('Login page', () => {
  it('says the password changed when that is why the old tab was signed out', async () => {
    signedInAs(aUser(), {
      'GET /me': {
        status: 401,
        body: {
          statusCode: 401,
          code: 'AUTH_SIGNED_OUT_PASSWORD_CHANGED',
          message: SIGNED_OUT_PASSWORD_CHANGED,
        },
      },
    });
    const { router } = renderApp('/bee/ledger');

    expect(await screen.findByText(WHY)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('says nothing of the kind for an ordinary expired session', async () => {
    signedInAs(aUser(), { 'GET /me': { status: 401, body: { message: 'Unauthorized' } } });
    renderApp('/bee/ledger');

    await screen.findByRole('button', { name: 'Sign In' });
    expect(screen.queryByText(WHY)).toBeNull();
  });

  it('puts focus on the main heading of the first page after signing in', async () => {
    mockApi({
      'POST /auth/login': { body: { token: 'fresh' } },
      'GET /me': { body: aUser() },
    });
    renderApp('/login');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'a@b.co' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-1A' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Help Center' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('explains why single sign-on ended here, by its code', async () => {
    mockApi({});
    renderApp('/login?sso_error=SSO_ROLE_UNMAPPED');

    expect(await screen.findByText(SSO_REFUSALS.SSO_ROLE_UNMAPPED)).toBeTruthy();
  });

  it('signs in with the session single sign-on handed back in the fragment', async () => {
    const api = mockApi({ 'GET /me': { body: aUser() } });
    window.history.replaceState(null, '', '/login#sso_token=jwt-sso');
    const { router } = renderApp('/login');

    expect(await screen.findByRole('heading', { name: 'Help Center' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/bee');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('jwt-sso');
    expect(api.callsTo('GET', '/me')[0].headers.get('Authorization')).toBe('Bearer jwt-sso');
    expect(window.location.hash).toBe('');
  });
});
