import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { todayIso } from '@commissionbee/shared/pay-date';
import type { PortalRep } from '@commissionbee/shared/types';
import { aUser } from '../../../testing/builders';
import type { ApiCall, MockAnswer } from '../../../testing/mock-api';
import { renderApp, signedInAs } from '../../../testing/render-app';

/** Shared set-up of the PortalsPage.*.spec.tsx files (not a spec itself). */

export type Route = MockAnswer | ((call: ApiCall) => MockAnswer);

export const daysAgo = (days: number) => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - days);
};

export const aRep = (overrides: Partial<PortalRep>): PortalRep => ({
  rep_email: 'rep@demosolar.example',
  rep_name: 'Rep',
  team_members: 0,
  last_emailed: null,
  latest_pay_date: todayIso(daysAgo(3)),
  key_issued_at: new Date(2024, 0, 2, 9).toISOString(),
  ...overrides,
});

export const ana = aRep({
  rep_email: 'ana@demosolar.example',
  rep_name: 'Ana Alvarez',
  team_members: 2,
  latest_pay_date: todayIso(daysAgo(3)),
});
export const ben = aRep({
  rep_email: 'ben@demosolar.example',
  rep_name: 'Ben Brooks',
  latest_pay_date: todayIso(daysAgo(10)),
  last_emailed: new Date(2024, 2, 5, 14, 7).toISOString(),
});
export const cy = aRep({
  rep_email: 'cy@demosolar.example',
  rep_name: 'Cy Chen',
  latest_pay_date: '2023-12-01',
  key_issued_at: null,
});
export const REPS = [ana, ben, cy];

export async function openScreen(routes: Record<string, Route> = {}, reps: PortalRep[] = REPS) {
  const api = signedInAs(aUser(), { 'GET /bee/portal-reps': { body: reps }, ...routes });
  renderApp('/bee/portals');
  await screen.findByRole('heading', { level: 1, name: 'Email Center' }, { timeout: 5000 });
  await waitFor(() => expect(screen.queryByText('Loading reps')).toBeNull(), { timeout: 5000 });
  return api;
}

export const table = () => screen.getByRole('table', { name: 'Reps' });
export const shownEmails = () =>
  within(table())
    .queryAllByRole('checkbox')
    .map((box) => box.getAttribute('aria-label')!.replace('Select ', ''));
export const filterSelect = () => screen.getByRole('combobox') as HTMLSelectElement;
export const sendButton = () =>
  screen.getByRole('button', {
    name: /^(Send \d+ Emails?|Select reps to email|Yes, send now|Sending Emails\.\.|Portal Links Sent!)$/,
  });
export const tick = (email: string) =>
  fireEvent.click(screen.getByRole('checkbox', { name: `Select ${email}` }));
export const search = (text: string) =>
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search reps' }), {
    target: { value: text },
  });

/** Registers the hooks every Email Center spec file needs; call it once at the top of the file. */
export function setUpPortalsPage(): void {
  // The route loads the page lazily; compiling it once up front keeps the first test within its time.
  beforeAll(() => import('./PortalsPage'), 30_000);

  beforeEach(() => {
    // The date picker sizes its inputs with a canvas, which jsdom lacks (it falls back quietly).
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

export const SEND_ID = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
export const progress = (total: number) => ({
  id: SEND_ID,
  kind: 'portal',
  state: 'sending',
  total,
  sent: 0,
  queued: total,
  failed: [],
  created_at: new Date().toISOString(),
});
