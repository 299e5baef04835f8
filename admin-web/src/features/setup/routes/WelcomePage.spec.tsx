import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '@commissionbee/shared/api-client';
import { SETUP_MESSAGES } from '@commissionbee/shared/password';
import { aUser } from '../../../testing/builders';
import { mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the first-run page', () => {
  it('creates the company, signs its admin in and opens the upload screen', async () => {
    let signedIn = false;
    const api = mockApi({
      'GET /setup': { body: { open: true } },
      'POST /setup/company': () => {
        signedIn = true;
        return {
          status: 201,
          body: { company: { id: 11, name: 'Sunrise' }, admin: { id: 7 }, token: 'first-token' },
        };
      },
      'GET /me': () =>
        signedIn ? { body: aUser({ company: { name: 'Sunrise' } }) } : { status: 401 },
    });
    renderApp('/welcome');

    await screen.findByRole('form', { name: 'Create your company' });
    fill('Company Name', 'Sunrise');
    fill('Your Email', 'owner@sunrise.example');
    fill('Password', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Create company and sign in' }));
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeTruthy();
    expect(api.callsTo('POST', '/setup/company')).toHaveLength(0);

    fill('Password', 'Own-Choice-1');
    fireEvent.click(screen.getByRole('button', { name: 'Create company and sign in' }));

    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(localStorage.getItem(TOKEN_KEY)).toBe('first-token');
    expect(api.callsTo('POST', '/setup/company')[0].body).toEqual({
      company_name: 'Sunrise',
      email: 'owner@sunrise.example',
      password: 'Own-Choice-1',
    });
  });

  it('points to sign-in once the server has a company of its own', async () => {
    mockApi({ 'GET /setup': { body: { open: false } }, 'GET /me': { status: 401 } });
    renderApp('/welcome');

    expect(await screen.findByText(SETUP_MESSAGES.closed)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('form', { name: 'Create your company' })).toBeNull();
  });
});
