import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SSO_MESSAGES } from '@commissionbee/shared/sso';
import { aUser } from '../../testing/builders';
import { createQueryClient } from '../query-client';
import { mockApi } from '../../testing/mock-api';
import { renderApp, signedInAs } from '../../testing/render-app';

const sidebarLinks = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
};

describe('Admin layout', () => {
  it('says so on every page when the admin signed in by the password fallback', async () => {
    signedInAs(aUser({ signed_in_with: 'password_fallback' }));
    renderApp('/bee/settings');
    expect(await screen.findByText(SSO_MESSAGES.passwordFallback)).toBeTruthy();
  });

  it('says nothing of it after an ordinary sign-in', async () => {
    signedInAs(aUser());
    renderApp('/bee/settings');
    await sidebarLinks();
    expect(screen.queryByText(SSO_MESSAGES.passwordFallback)).toBeNull();
  });

  it('gives an administrator the admin links only', async () => {
    signedInAs(aUser());
    renderApp('/bee/settings');

    expect(await sidebarLinks()).toEqual([
      ['CSV Upload', '/bee/upload'],
      ['Ledger', '/bee/ledger'],
      ['Email Center', '/bee/portals'],
      ['Questions', '/bee/questions'],
      ['Reps', '/bee/reps'],
      ['Pay Runs', '/bee/pay-runs'],
      ['Plans', '/bee/plans'],
      ['Payroll Export', '/bee/payroll'],
      ['Activity', '/bee/activity'],
      ['People', '/bee/people'],
      ['API', '/bee/api'],
      ['Help', '/bee/docs'],
    ]);
  });

  it('leaves Reps, Payroll Export and Activity out for a standard user', async () => {
    signedInAs(aUser({ admin: false }));
    renderApp('/bee/settings');

    const labels = (await sidebarLinks()).map(([label]) => label);
    expect(labels).not.toContain('Reps');
    expect(labels).not.toContain('Payroll Export');
    expect(labels).not.toContain('Activity');
  });

  it('adds Rep Calculator when the company has the whatif-calc feature', async () => {
    signedInAs(aUser({ company: { features: ['whatif-calc'] } }));
    renderApp('/bee/settings');

    expect(await sidebarLinks()).toContainEqual(['Rep Calculator', '/bee/admin-calculator']);
  });

  it('ignores whatif-calc granted to the user rather than the company', async () => {
    signedInAs(aUser({ features: ['whatif-calc'] }));
    renderApp('/bee/settings');

    expect((await sidebarLinks()).map(([label]) => label)).not.toContain('Rep Calculator');
  });

  it('adds Overrides, Bee Panels and Super, last, for super users (spec §2, §6)', async () => {
    signedInAs(aUser({ super: true }));
    renderApp('/bee/settings');

    expect((await sidebarLinks()).slice(-3)).toEqual([
      ['Overrides', '/overrides'],
      ['Bee Panels', '/bee'],
      ['Super', '/super'],
    ]);
  });

  it('gives a standard user only Help and Settings, and asks the server nothing they may not', async () => {
    const calls = signedInAs(aUser({ admin: false }));
    renderApp('/bee/settings');

    expect(await sidebarLinks()).toEqual([
      ['Help', '/bee/docs'],
      ['Settings', '/bee/settings'],
    ]);
    expect(
      calls.calls.map((call) => call.path).filter((path) => path.includes('questions')),
    ).toEqual([]);
  });

  it('shows a standard user who opens an admin page that they have no access', async () => {
    signedInAs(aUser({ admin: false }));
    renderApp('/bee/ledger');

    expect(await screen.findByRole('heading', { name: "You don't have access" })).toBeTruthy();
    expect(screen.queryByText('No data found.')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the Help Center' })).toBeTruthy();
  });

  it('highlights Help on /bee as on /bee/docs', async () => {
    signedInAs(aUser());
    renderApp('/bee');

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await screen.findByRole('heading', { name: 'Help Center' });
    expect(within(nav).getByRole('link', { name: 'Help' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('offers the Light / Dark / System theme in the menu', async () => {
    signedInAs(aUser());
    renderApp('/bee/settings');

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    fireEvent.click(within(nav).getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    fireEvent.click(within(nav).getByRole('radio', { name: 'System' }));
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });

  it('shows the company name and, for an admin with no name, the part of the email before the at sign', async () => {
    signedInAs(aUser({ email: 'dana.admin@demosolar.example', name: '' }));
    renderApp('/bee/settings');

    const banner = await screen.findByRole('banner');
    expect(within(banner).getByText('Demo Solar Co.')).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'dana.admin' })).toBeTruthy();
  });

  it('shows the company logo when there is one, and the product name when there is no company', async () => {
    signedInAs(aUser({ company: { name: 'Acme', logo: 'https://cdn.example/acme.png' } }));
    const first = renderApp('/bee/settings');
    expect((await screen.findByRole('img', { name: 'Acme' })).getAttribute('src')).toBe(
      'https://cdn.example/acme.png',
    );
    first.unmount();

    signedInAs(aUser({ company: { name: '' } }));
    renderApp('/bee/settings');
    expect(within(await screen.findByRole('banner')).getByText('CommissionBee')).toBeTruthy();
  });

  it('opens the profile menu from the keyboard with Settings and Logout', async () => {
    signedInAs(aUser());
    renderApp('/bee/settings');
    // An admin with a name is shown by it.
    const button = await screen.findByRole('button', { name: 'Dana Admin' });

    fireEvent.keyDown(button, { key: 'ArrowDown' });

    const menu = screen.getByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Settings', '/bee/settings'],
      ['Logout', '/logout'],
    ]);
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('sends a visitor without a session to /login', async () => {
    mockApi({});
    const { router } = renderApp('/bee/ledger');

    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a visitor whose session the server refuses to /login', async () => {
    signedInAs(aUser(), { 'GET /me': { status: 401, body: { message: 'Unauthorized' } } });
    const { router } = renderApp('/bee/upload');

    await screen.findByRole('button', { name: 'Sign In' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows users of company 1 only the maintenance page', async () => {
    signedInAs(aUser({ company_id: 1 }));
    renderApp('/bee/ledger');

    expect(await screen.findByRole('heading', { name: "We'll be back soon!" })).toBeTruthy();
    expect(
      screen.getByText(
        'Our service is currently undergoing maintenance. Thank you for your patience.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Ledger' })).toBeNull();
  });

  it('offers a retry when the account cannot be loaded', async () => {
    signedInAs(aUser(), { 'GET /me': { status: 500, body: { message: 'Internal server error' } } });
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { retry: false } });
    renderApp('/bee/ledger', queryClient);

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Could not load your account.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
