import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_CALCULATOR } from '@commissionbee/shared/demo-calculator';
import type { CalculatorConfig, RepKeyRecord } from '@commissionbee/shared/types';
import { aUser } from '../../../testing/builders';
import type { ApiCall, MockAnswer } from '../../../testing/mock-api';
import { renderApp, signedInAs } from '../../../testing/render-app';

type Route = MockAnswer | ((call: ApiCall) => MockAnswer);

const admin = aUser({ company: { features: ['whatif-calc'] } });
const reps: RepKeyRecord[] = [
  { id: 1, email: 'ana@demosolar.example', custom_features: ['whatif-calc'] },
  { id: 2, email: 'ben@demosolar.example', custom_features: [] },
  { id: 3, email: 'cy@demosolar.example', custom_features: ['beta'] },
];

/** Opens the screen and waits (generously: the first visit compiles the lazy page) until it has loaded. */
async function openScreen(
  config: CalculatorConfig | null = DEMO_CALCULATOR,
  routes: Record<string, Route> = {},
) {
  const api = signedInAs(admin, {
    'GET /bee/calculator': config
      ? { body: config }
      : { status: 404, body: { message: 'Not Found' } },
    'GET /bee/view-keys/features': { body: { data: reps } },
    ...routes,
  });
  renderApp('/bee/admin-calculator');
  await waitFor(
    () => {
      screen.getByRole('heading', { level: 1 });
      expect(screen.queryByText(/Loading/)).toBeNull();
    },
    { timeout: 5000 },
  );
  return api;
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const accessBox = (email: string) =>
  screen.getByRole('checkbox', { name: `Calculator access for ${email}` }) as HTMLInputElement;
/** Moves the fake clock on by `ms`, letting React apply what the timers did. */
const later = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
const saveChanges = () => button('Save Changes') as HTMLButtonElement;

afterEach(() => {
  vi.useRealTimers();
});

describe('Rep Calculator admin', () => {
  it("says 'No data found.' when the company has no calculator", async () => {
    await openScreen(null);

    expect(await screen.findByText('No data found.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Rep Calculator' })).toBeTruthy();
  });

  it('is titled with the calculator title', async () => {
    await openScreen();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Solar Commission Calculator' }),
    ).toBeTruthy();
  });

  describe('Hidden Values', () => {
    it('saves an edited value with its decimals inside the whole config, then hides the status after 3 seconds', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const api = await openScreen(DEMO_CALCULATOR, {
        'POST /bee/calculator': (call) => ({
          body: (call.body as { data: CalculatorConfig }).data,
        }),
      });
      const table = await screen.findByRole('table', { name: 'Hidden Values' });
      expect(within(table).getByText('12 %')).toBeTruthy();

      fireEvent.click(button('Edit Dealer Fee'));
      fireEvent.change(screen.getByLabelText('Dealer Fee value'), { target: { value: '9.7' } });
      fireEvent.click(button('Save'));

      expect(await screen.findByText('Updated successfully')).toBeTruthy();
      const sent = api.callsTo('POST', '/bee/calculator')[0].body as { data: CalculatorConfig };
      const expected = DEMO_CALCULATOR.inputs!.map((input) =>
        input.id === 'dealerFee' ? { ...input, hardcodedValue: 9.7 } : input,
      );
      expect(sent.data).toEqual({ ...DEMO_CALCULATOR, inputs: expected });
      expect(within(table).getByText('9.7 %')).toBeTruthy();
      expect(screen.queryByLabelText('Dealer Fee value')).toBeNull();

      await later(2900);
      expect(screen.getByText('Updated successfully')).toBeTruthy();
      await later(100);
      expect(screen.queryByText('Updated successfully')).toBeNull();
    });

    it('keeps the old value on Cancel and sends nothing', async () => {
      const api = await openScreen();
      fireEvent.click(await screen.findByRole('button', { name: 'Edit Base Redline' }));
      fireEvent.change(screen.getByLabelText('Base Redline value'), { target: { value: '5' } });

      fireEvent.click(button('Cancel'));

      expect(screen.queryByLabelText('Base Redline value')).toBeNull();
      expect(screen.getByText('2.9 $/W')).toBeTruthy();
      expect(api.callsTo('POST', '/bee/calculator')).toHaveLength(0);
      expect(document.activeElement).toBe(button('Edit Base Redline'));
    });

    it("says 'Failed to update' for 3 seconds when the save fails", async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      await openScreen(DEMO_CALCULATOR, {
        'POST /bee/calculator': { status: 500, body: { message: 'boom' } },
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Edit Dealer Fee' }));
      fireEvent.change(screen.getByLabelText('Dealer Fee value'), { target: { value: '10' } });
      fireEvent.click(button('Save'));

      expect((await screen.findByRole('alert')).textContent).toBe('Failed to update');
      await later(3000);
      expect(screen.queryByText('Failed to update')).toBeNull();
    });
  });

  describe('Run Test', () => {
    it('shows the result rounded to 2 decimals with the commission percentage', async () => {
      await openScreen();
      fireEvent.change(await screen.findByLabelText('System Size test value'), {
        target: { value: '8' },
      });
      fireEvent.change(screen.getByLabelText('Price Per Watt test value'), {
        target: { value: '3.6' },
      });
      fireEvent.change(screen.getByLabelText('Adders test value'), { target: { value: '1000' } });

      fireEvent.click(button('Run Test'));

      expect(screen.getByText(/^Result:/).textContent).toBe('Result: $1,620.64 Commission: 6%');
    });

    it('starts from the inputs’ examples, with $ before dollar amounts, so Run Test answers at once', async () => {
      await openScreen();
      const price = await screen.findByLabelText<HTMLInputElement>('Price Per Watt test value');
      expect(price.value).toBe('3.60');
      expect(price.previousElementSibling?.textContent).toBe('$');
      expect(screen.getByLabelText<HTMLInputElement>('System Size test value').value).toBe('8.0');

      fireEvent.click(button('Run Test'));

      expect(screen.getByText(/^Result:/).textContent).not.toContain('$0.00');
    });

    it('says there is no operation when the config has none', async () => {
      await openScreen({ ...DEMO_CALCULATOR, operation: '  ' });

      fireEvent.click(await screen.findByRole('button', { name: 'Run Test' }));

      expect(screen.getByRole('alert').textContent).toBe(
        'No operation defined in calculator configuration',
      );
    });

    it("shows the engine's message when the formula fails", async () => {
      await openScreen({
        inputs: [{ id: 'deals', label: 'Deals' }],
        operation: 'commission = 100 / deals',
      });

      fireEvent.click(await screen.findByRole('button', { name: 'Run Test' }));

      expect(screen.getByRole('alert').textContent).toBe(
        'The operation did not produce a number for commission',
      );
    });
  });

  it('opens the Rate Lookup Table with every column, the calculated one and its explanation', async () => {
    await openScreen();
    fireEvent.change(await screen.findByLabelText('System Size test value'), {
      target: { value: '8' },
    });

    fireEvent.click(screen.getByRole('switch', { name: 'Rate Table' }));

    const dialog = screen.getByRole('dialog', { name: 'Rate Lookup Table' });
    const headers = within(dialog)
      .getAllByRole('columnheader')
      .map((th) => th.firstChild?.firstChild?.textContent ?? th.textContent);
    expect(headers).toEqual(['PPW Tier', 'Rep Commission %', 'Est. Commission']);
    const firstRow = within(dialog).getAllByRole('row')[1];
    expect(
      within(firstRow)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['2.9', '3', '$612.48']);
    const info = within(dialog).getByRole('button', { name: 'How is this column calculated?' });
    const tip = document.getElementById(info.getAttribute('aria-describedby') ?? '');
    expect(tip?.getAttribute('role')).toBe('tooltip');
    expect(tip?.textContent).toContain(DEMO_CALCULATOR.lookupTableOperation);
  });

  describe('Calculator Access', () => {
    it('ticks the reps who have access and enables Save Changes only while something differs', async () => {
      await openScreen();
      await screen.findByText('ana@demosolar.example');
      expect(accessBox('ana@demosolar.example').checked).toBe(true);
      expect(accessBox('ben@demosolar.example').checked).toBe(false);
      expect(saveChanges().disabled).toBe(true);

      fireEvent.click(accessBox('ben@demosolar.example'));
      expect(saveChanges().disabled).toBe(false);
      fireEvent.click(screen.getByText('ben@demosolar.example')); // the row toggles too
      expect(accessBox('ben@demosolar.example').checked).toBe(false);
      expect(saveChanges().disabled).toBe(true);

      fireEvent.click(button('Select All'));
      expect(saveChanges().disabled).toBe(false);
      fireEvent.click(button('Deselect All'));
      expect(accessBox('ana@demosolar.example').checked).toBe(false);
      fireEvent.click(accessBox('ana@demosolar.example'));
      expect(saveChanges().disabled).toBe(true);
    });

    it('sends only the changed reps, keeping their other features', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const api = await openScreen(DEMO_CALCULATOR, {
        'PATCH /bee/view-keys/features': (call) => ({ body: { data: call.body } }),
      });
      await screen.findByText('ana@demosolar.example');
      fireEvent.click(button('Select All'));

      fireEvent.click(saveChanges());

      expect(await screen.findByText('Access updated successfully')).toBeTruthy();
      expect(api.callsTo('PATCH', '/bee/view-keys/features')[0].body).toEqual([
        { id: 2, custom_features: ['whatif-calc'] },
        { id: 3, custom_features: ['beta', 'whatif-calc'] },
      ]);
      await later(3000);
      expect(screen.queryByText('Access updated successfully')).toBeNull();
    });

    it("says 'Failed to update access' and keeps the ticks when saving fails", async () => {
      await openScreen(DEMO_CALCULATOR, { 'PATCH /bee/view-keys/features': { status: 500 } });
      await screen.findByText('ana@demosolar.example');
      fireEvent.click(accessBox('ben@demosolar.example'));

      fireEvent.click(saveChanges());

      expect((await screen.findByRole('alert')).textContent).toBe('Failed to update access');
      expect(accessBox('ben@demosolar.example').checked).toBe(true);
      expect(saveChanges().disabled).toBe(false);
    });

    it("says 'No reps found' without reps", async () => {
      await openScreen(DEMO_CALCULATOR, { 'GET /bee/view-keys/features': { body: { data: [] } } });

      expect(await screen.findByText('No reps found')).toBeTruthy();
    });
  });

  describe('Invite Rep', () => {
    const invite = async (email: string) => {
      fireEvent.click(await screen.findByRole('button', { name: 'Invite Rep' }));
      fireEvent.change(screen.getByLabelText('Rep Email'), { target: { value: email } });
      fireEvent.click(button('Add'));
    };

    it('refuses an address without @ before asking the server', async () => {
      const api = await openScreen();

      await invite('dana.demosolar.example');

      expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email address');
      expect(screen.getByLabelText('Rep Email').getAttribute('aria-invalid')).toBe('true');
      expect(api.callsTo('POST', '/bee/add-rep-key')).toHaveLength(0);
    });

    it('shows one message at a time: a refusal after a success replaces it', async () => {
      await openScreen(DEMO_CALCULATOR, {
        'POST /bee/add-rep-key': (call) =>
          (call.body as { email: string }).email === 'new@demosolar.example'
            ? { status: 201, body: { data: { id: 9, email: 'new@demosolar.example' } } }
            : { status: 409, body: { message: 'Rep already exists' } },
      });

      await invite('new@demosolar.example');
      expect(await screen.findByText('Rep added successfully')).toBeTruthy();
      await invite('ben@demosolar.example');

      expect(await screen.findByText('Rep already exists')).toBeTruthy();
      expect(screen.queryByText('Rep added successfully')).toBeNull();
    });

    it('adds the rep to the access table without access', async () => {
      let list = reps;
      const api = await openScreen(DEMO_CALCULATOR, {
        'GET /bee/view-keys/features': () => ({ body: { data: list } }),
        'POST /bee/add-rep-key': () => {
          const added = { id: 9, email: 'dana@demosolar.example', custom_features: [] };
          list = [...reps, added];
          return { status: 201, body: { data: added } };
        },
      });

      await invite(' dana@demosolar.example ');

      expect(await screen.findByText('Rep added successfully')).toBeTruthy();
      expect(api.callsTo('POST', '/bee/add-rep-key')[0].body).toEqual({
        email: 'dana@demosolar.example',
      });
      expect(accessBox('dana@demosolar.example').checked).toBe(false);
      expect(screen.queryByLabelText('Rep Email')).toBeNull();
    });

    it("shows the server's message", async () => {
      await openScreen(DEMO_CALCULATOR, {
        'POST /bee/add-rep-key': {
          status: 409,
          body: { statusCode: 409, message: 'That rep already exists' },
        },
      });

      await invite('ana@demosolar.example');

      expect((await screen.findByRole('alert')).textContent).toBe('That rep already exists');
    });

    it("says 'Failed to add rep' when the server gives no message", async () => {
      await openScreen(DEMO_CALCULATOR, { 'POST /bee/add-rep-key': { status: 502, body: null } });

      await invite('eve@demosolar.example');

      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to add rep'));
    });

    it('closes the field on Cancel', async () => {
      await openScreen();
      fireEvent.click(await screen.findByRole('button', { name: 'Invite Rep' }));

      fireEvent.click(button('Cancel'));

      expect(screen.queryByLabelText('Rep Email')).toBeNull();
      expect(button('Invite Rep')).toBeTruthy();
    });
  });
});
