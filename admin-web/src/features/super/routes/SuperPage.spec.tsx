import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '@commissionbee/shared/api-client';
import { aUser } from '../../../testing/builders';
import { renderApp, signedInAs } from '../../../testing/render-app';

const superUser = aUser({ super: true, email: 'super@commissionbee.local' });
const COMPANIES = [
  { id: 10, name: 'Demo Solar Co.', logo: null, color: null, features: [] },
  { id: 12, name: 'Sunny Roofs', logo: null, color: null, features: [] },
];

describe('Super Admin Panel', () => {
  it('creates a company, closes the form and shows the new id', async () => {
    const api = signedInAs(superUser, {
      'POST /company/new': {
        body: {
          company: { id: 11, name: 'Sunny Roofs' },
          admin: { id: 40, email: 'boss@sunny.example' },
        },
      },
    });
    renderApp('/super');
    fireEvent.click(await screen.findByRole('button', { name: 'New Company' }));

    fireEvent.change(screen.getByLabelText('Company Name'), { target: { value: 'Sunny Roofs' } });
    fireEvent.change(screen.getByLabelText('Admin Email'), {
      target: { value: 'boss@sunny.example' },
    });
    fireEvent.change(screen.getByLabelText('Admin Temp Password'), {
      target: { value: 'Temp-Pass1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create Company' }));

    expect(await screen.findByText('Company "Sunny Roofs" created with ID 11.')).toBeTruthy();
    expect(screen.queryByLabelText('Company Name')).toBeNull();
    expect(api.callsTo('POST', '/company/new')[0].body).toEqual({
      name: 'Sunny Roofs',
      email: 'boss@sunny.example',
      password: 'Temp-Pass1',
    });
  });

  it('moves the super user to another company with a fresh token and reloads the user', async () => {
    const api = signedInAs(superUser, {
      'GET /companies': { body: COMPANIES },
      'POST /users/super-be': { body: { company_id: 10 } },
      'POST /auth/relogin': { body: { token: 'jwt-company-10' } },
    });
    renderApp('/super');
    fireEvent.click(await screen.findByRole('button', { name: 'Change My Company' }));

    await screen.findByRole('option', { name: 'Demo Solar Co. (ID 10)' });
    fireEvent.change(screen.getByLabelText('Company'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change Company' }));

    expect(await screen.findByText('You are now in Demo Solar Co. (company 10).')).toBeTruthy();
    expect(screen.queryByLabelText('Company')).toBeNull();
    expect(api.callsTo('POST', '/users/super-be')[0].body).toEqual({ companyId: 10 });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('jwt-company-10');
    await waitFor(() => expect(api.callsTo('GET', '/me').length).toBe(2));
    expect(api.callsTo('GET', '/me')[1].headers.get('Authorization')).toBe('Bearer jwt-company-10');
  });

  it('switches later API calls to the local API and back', async () => {
    const api = signedInAs(superUser, { 'GET /companies': { body: COMPANIES } });
    renderApp('/super');
    fireEvent.click(await screen.findByText('Show developer switches (local URLs)'));
    const apiSwitch = await screen.findByRole('switch', { name: 'Using Prod API URL' });

    fireEvent.click(apiSwitch);
    expect(screen.getByRole('switch', { name: 'Using Local API URL' })).toBeTruthy();
    expect(localStorage.getItem('bee_dev_local_api')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Change My Company' }));
    await screen.findByRole('option', { name: 'Sunny Roofs (ID 12)' });
    fireEvent.change(screen.getByLabelText('Company'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change Company' }));
    await waitFor(() =>
      expect(api.calls.at(-1)?.url).toBe('http://localhost:3000/api/users/super-be'),
    );

    fireEvent.click(screen.getByRole('switch', { name: 'Using Local API URL' }));
    expect(localStorage.getItem('bee_dev_local_api')).toBeNull();
  });

  it('remembers the front-end URL switch', async () => {
    signedInAs(superUser);
    renderApp('/super');

    fireEvent.click(await screen.findByText('Show developer switches (local URLs)'));
    fireEvent.click(await screen.findByRole('switch', { name: 'Using Prod URL' }));

    expect(screen.getByRole('switch', { name: 'Using Local URL' })).toBeTruthy();
    expect(localStorage.getItem('bee_dev_local_url')).toBe('true');
  });

  it('refuses a temporary password that breaks the password rule before sending it', async () => {
    const api = signedInAs(superUser);
    renderApp('/super');
    fireEvent.click(await screen.findByRole('button', { name: 'New Company' }));
    fireEvent.change(screen.getByLabelText('Company Name'), { target: { value: 'Sunny Roofs' } });
    fireEvent.change(screen.getByLabelText('Admin Email'), {
      target: { value: 'boss@sunny.example' },
    });
    fireEvent.change(screen.getByLabelText('Admin Temp Password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Company' }));

    expect(await screen.findByText('Password must be at least 8 characters long')).toBeTruthy();
    expect(api.callsTo('POST', '/company/new')).toHaveLength(0);
  });
});
