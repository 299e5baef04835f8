import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../../testing/builders';
import { renderApp, signedInAs } from '../../../testing/render-app';

describe('Settings: your name', () => {
  it('saves the name the admin types, so they show by name instead of their address', async () => {
    const api = signedInAs(aUser({ name: '' }), {
      'PATCH /me': (call) => ({ body: call.body }),
    });
    renderApp('/bee/settings');
    const field = (await screen.findByRole('textbox', { name: 'Your name' })) as HTMLInputElement;
    expect(field.value).toBe('');
    expect((screen.getByRole('button', { name: 'Save name' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.change(field, { target: { value: '  Dana Ortiz ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Name saved.')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('PATCH', '/me')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/me')[0].body).toEqual({ name: 'Dana Ortiz' });
  });
});
