import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiToken, WebhookDelivery, WebhookEndpoint } from '@commissionbee/shared/api';
import { aUser } from '../../testing/builders';
import { renderApp, signedInAs } from '../../testing/render-app';

const LOADING = { timeout: 5000 };
const admin = aUser({ company_id: 10 });

const aToken = (overrides: Partial<ApiToken> = {}): ApiToken => ({
  id: 1,
  name: 'Payroll export',
  prefix: 'cbk_AbCdEf',
  scopes: ['ledger:write'],
  created_by: 'admin@demosolar.example',
  created_at: '2026-11-20T10:00:00.000Z',
  last_used_at: null,
  ...overrides,
});

const anEndpoint: WebhookEndpoint = {
  id: 7,
  url: 'https://hooks.example.com/cb',
  events: ['upload.completed'],
  description: null,
  created_by: 'admin@demosolar.example',
  created_at: '2026-11-20T10:00:00.000Z',
};

const aDelivery: WebhookDelivery = {
  id: '11111111-1111-4111-8111-111111111111',
  endpoint_id: 7,
  event: 'upload.completed',
  status: 'succeeded',
  created_at: '2026-11-21T10:00:00.000Z',
  replay_of: null,
  attempts: [
    { at: '2026-11-21T10:00:00.000Z', status_code: 500, error: null, duration_ms: 20 },
    { at: '2026-11-21T10:00:30.000Z', status_code: 200, error: null, duration_ms: 15 },
  ],
};

const section = (name: string) => screen.findByRole('region', { name }, LOADING);

describe('API screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the empty states', async () => {
    signedInAs(admin, { 'GET /bee/api-tokens': { body: [] }, 'GET /bee/webhooks': { body: [] } });
    renderApp('/bee/api');
    const tokens = await section('API tokens');
    await within(tokens).findByText('No API tokens yet.', {}, LOADING);
    await within(await section('Webhooks')).findByText('No webhook endpoints yet.');
  });

  it('shows an error when the tokens cannot be read', async () => {
    signedInAs(admin, {
      'GET /bee/api-tokens': { status: 500, body: { message: 'Database away' } },
      'GET /bee/webhooks': { body: [] },
    });
    renderApp('/bee/api');
    await within(await section('API tokens')).findByText('Database away', {}, LOADING);
  });

  it('creates a token with its scopes and shows the secret once, with a copy button', async () => {
    let created = false;
    const api = signedInAs(admin, {
      'GET /bee/api-tokens': () => ({ body: created ? [aToken({ id: 2, name: 'CRM' })] : [] }),
      'POST /bee/api-tokens': () => {
        created = true;
        return { status: 201, body: { ...aToken({ id: 2, name: 'CRM' }), secret: 'cbk_SECRET' } };
      },
      'GET /bee/webhooks': { body: [] },
    });
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderApp('/bee/api');
    const tokens = await section('API tokens');
    fireEvent.click(await within(tokens).findByRole('button', { name: 'Create token' }, LOADING));
    expect(await within(tokens).findByText('Name is required')).toBeTruthy();
    fireEvent.change(within(tokens).getByLabelText('Token name'), { target: { value: 'CRM' } });
    fireEvent.click(within(tokens).getByRole('checkbox', { name: /ledger:read/ }));
    fireEvent.click(within(tokens).getByRole('button', { name: 'Create token' }));
    expect(await within(tokens).findByText('cbk_SECRET')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'CRM',
      scopes: ['ledger:read'],
    });
    fireEvent.click(within(tokens).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('cbk_SECRET');
    fireEvent.click(within(tokens).getByRole('button', { name: 'Done' }));
    expect(within(tokens).queryByText('cbk_SECRET')).toBeNull();
    expect(await within(tokens).findByText('CRM')).toBeTruthy();
  });

  it('lists tokens with last use and revokes one', async () => {
    let revoked = false;
    signedInAs(admin, {
      'GET /bee/api-tokens': () => ({
        body: revoked ? [] : [aToken({ last_used_at: '2026-11-22T08:00:00.000Z' })],
      }),
      'DELETE /bee/api-tokens/1': () => {
        revoked = true;
        return { body: { revoked: true } };
      },
      'GET /bee/webhooks': { body: [] },
    });
    vi.stubGlobal('confirm', () => true);
    renderApp('/bee/api');
    const tokens = await section('API tokens');
    await within(tokens).findByText('Payroll export', {}, LOADING);
    expect(within(tokens).getByText('cbk_AbCdEf…')).toBeTruthy();
    expect(
      within(tokens).getByText(new Date('2026-11-22T08:00:00.000Z').toLocaleString()),
    ).toBeTruthy();
    fireEvent.click(within(tokens).getByRole('button', { name: 'Revoke Payroll export' }));
    expect(await within(tokens).findByText('"Payroll export" was revoked.')).toBeTruthy();
    expect(await within(tokens).findByText('No API tokens yet.')).toBeTruthy();
  });

  it("shows an endpoint's delivery log and replays a delivery", async () => {
    const api = signedInAs(admin, {
      'GET /bee/api-tokens': { body: [] },
      'GET /bee/webhooks': { body: [anEndpoint] },
      'GET /bee/webhooks/7/deliveries': { body: [aDelivery] },
      [`POST /bee/webhooks/deliveries/${aDelivery.id}/replay`]: {
        status: 202,
        body: { id: '22222222-2222-4222-8222-222222222222' },
      },
    });
    renderApp('/bee/api');
    const hooks = await section('Webhooks');
    await within(hooks).findByText('https://hooks.example.com/cb', {}, LOADING);
    fireEvent.click(within(hooks).getByRole('button', { name: 'Deliveries' }));
    expect(await within(hooks).findByText('HTTP 500 → HTTP 200')).toBeTruthy();
    fireEvent.click(within(hooks).getByRole('button', { name: /^Replay upload.completed/ }));
    expect(await within(hooks).findByText('Sent again.')).toBeTruthy();
    expect(api.calls.some((c) => c.path.endsWith('/replay') && c.method === 'POST')).toBe(true);
  });
});
