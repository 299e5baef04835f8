import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '../testing/builders';
import { mockApi } from '../testing/mock-api';
import { renderApp, signedInAs } from '../testing/render-app';

describe('Routes', () => {
  it('shows the marketing page to visitors', async () => {
    mockApi({});
    renderApp('/');

    expect(screen.getByRole('heading', { name: 'End Commission Complaints' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    const demo = screen.getByRole('link', { name: /Schedule a Demo/ });
    expect(demo.getAttribute('href')).toBe('https://calendly.com/commissionbee/demo');
    expect(demo.getAttribute('target')).toBe('_blank');
    expect(screen.getByText('$9 per user per month')).toBeTruthy();
    expect(screen.getByText(`© ${new Date().getFullYear()} CommissionBee`)).toBeTruthy();
  });

  it.each([['/'], ['/login']])('sends a signed-in admin from %s to /bee', async (url) => {
    signedInAs(aUser());
    const { router } = renderApp(url);

    expect(await screen.findByRole('heading', { name: 'Help Center' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/bee');
  });

  it('sends an unknown path to /404 when nobody is signed in', async () => {
    mockApi({});
    const { router } = renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { name: '404' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/404');
  });

  it('sends an unknown path to /bee when signed in', async () => {
    signedInAs(aUser());
    const { router } = renderApp('/no/such/page');

    await waitFor(() => expect(router.state.location.pathname).toBe('/bee'));
  });

  it.each([
    ['/pay-items', '/bee/ledger', 'Ledger'],
    ['/portals', '/bee/portals', 'Email Center'],
  ])('redirects the older link %s to %s', async (from, to, heading) => {
    signedInAs(aUser());
    const { router } = renderApp(from);

    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    expect(router.state.location.pathname).toBe(to);
  });

  it.each([['/bee/activity'], ['/bee/reps'], ['/bee/reps/ana%40example.com'], ['/bee/payroll']])(
    'shows a standard user the no-access state at the admin page %s, never failed calls',
    async (url) => {
      signedInAs(aUser({ admin: false }));
      renderApp(url);

      expect(await screen.findByRole('heading', { name: "You don't have access" })).toBeTruthy();
      expect(screen.queryByText(/could not be loaded/i)).toBeNull();
    },
  );

  it('shows Structures as under construction', async () => {
    signedInAs(aUser());
    renderApp('/structures');

    expect(await screen.findByText('Under Construction.')).toBeTruthy();
  });

  it.each([['/super'], ['/variables'], ['/overrides']])(
    'refuses %s to a non-super admin',
    async (url) => {
      signedInAs(aUser());
      renderApp(url);

      expect(await screen.findByRole('heading', { name: "You don't have access" })).toBeTruthy();
    },
  );

  it.each([
    ['/variables', 'Rep Variables'],
    ['/overrides', 'Overrides'],
  ])('opens %s for super users', async (url, heading) => {
    signedInAs(aUser({ super: true }));
    renderApp(url);

    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
  });

  it('shows account facts on the settings page', async () => {
    signedInAs(aUser({ super: true, email: 'super@commissionbee.local' }));
    renderApp('/bee/settings');

    await screen.findByRole('heading', { name: 'User Settings' });
    const page = within(screen.getByRole('main'));
    expect(page.getByText('super@commissionbee.local')).toBeTruthy();
    expect(page.getByText('Super')).toBeTruthy();
    expect(page.getByText('Demo Solar Co.')).toBeTruthy();
  });
});
