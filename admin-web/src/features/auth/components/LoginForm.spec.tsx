import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '@commissionbee/shared/api-client';
import { SSO_MESSAGES } from '@commissionbee/shared/sso';
import { aUser } from '../../../testing/builders';
import { mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

function signIn(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('Login form', () => {
  it('asks for a required email-type address and a required password', () => {
    mockApi({});
    renderApp('/login');

    const email = screen.getByLabelText('Email') as HTMLInputElement;
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    expect(email.type).toBe('email');
    expect(email.required).toBe(true);
    expect(password.type).toBe('password');
    expect(password.required).toBe(true);
  });

  it('says the email or password is wrong when the server refuses them', async () => {
    const api = mockApi({
      'POST /auth/login': { status: 401, body: { statusCode: 401, message: 'Unauthorized' } },
    });
    renderApp('/login');

    signIn('admin@demosolar.example', 'wrong');

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Incorrect email or password. Try again.',
    );
    expect(api.callsTo('POST', '/auth/login')[0].body).toEqual({
      email: 'admin@demosolar.example',
      password: 'wrong',
    });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('shows the same message when the server is throttling or down', async () => {
    mockApi({ 'POST /auth/login': { status: 429, body: { message: 'Too Many Requests' } } });
    renderApp('/login');

    signIn('admin@demosolar.example', 'DemoAdmin-2024');

    expect(await screen.findByText('Incorrect email or password. Try again.')).toBeTruthy();
  });

  it('toggles the forgot-password link to the contact hint and back', () => {
    mockApi({});
    renderApp('/login');

    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByText('Contact your system admin')).toBeTruthy();
    expect(screen.queryByText('Forgot password?')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Contact your system admin' }));
    expect(screen.getByText('Forgot password?')).toBeTruthy();
  });

  it('stores the token, loads the user and goes to /bee on success', async () => {
    const api = mockApi({
      'POST /auth/login': { body: { token: 'jwt-1' } },
      'GET /me': { body: aUser() },
    });
    const { router } = renderApp('/login');

    signIn(' admin@demosolar.example ', 'DemoAdmin-2024');

    expect(await screen.findByRole('heading', { name: 'Help Center' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/bee');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('jwt-1');
    expect(api.callsTo('GET', '/me')[0].headers.get('Authorization')).toBe('Bearer jwt-1');
  });

  it('sends an email of a single sign-on domain on to its provider instead of asking a password', async () => {
    const api = mockApi({
      'POST /auth/sso/lookup': {
        body: { method: 'sso', start_url: '/api/auth/sso/start?email=ana%40acme.example' },
      },
    });
    renderApp('/login');

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@acme.example' } });

    expect(
      await screen.findByRole('button', { name: 'Continue with single sign-on' }),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(api.callsTo('POST', '/auth/sso/lookup').at(-1)!.body).toEqual({
      email: 'ana@acme.example',
    });
  });

  it('says single sign-on is required when the company turned passwords off', async () => {
    mockApi({
      'POST /auth/sso/lookup': { body: { method: 'password', start_url: null } },
      'POST /auth/login': {
        status: 403,
        body: { statusCode: 403, code: 'AUTH_SSO_REQUIRED', message: 'SSO' },
      },
    });
    renderApp('/login');

    signIn('viewer@demosolar.example', 'Viewer-2024');

    expect((await screen.findByRole('alert')).textContent).toBe(SSO_MESSAGES.ssoRequired);
  });
});
