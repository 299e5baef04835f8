import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_CALCULATOR } from '@commissionbee/shared/demo-calculator';
import {
  accessBox,
  button,
  later,
  openScreen,
  reps,
  saveChanges,
  setUpCalculatorPage,
} from './CalculatorPage.fixtures';

setUpCalculatorPage();

describe('Rep Calculator admin', () => {
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
