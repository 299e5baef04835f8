import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SendButton } from './SendButton';
import { SEND_SUCCESS_MS, sendButtonLabel, useSendButton } from './use-send-button';

/** The button wired as the page wires it: a selection count, a send call, a reset after each attempt. */
function Harness({ initial, send }: { initial: number; send: () => Promise<unknown> }) {
  const [count, setCount] = useState(initial);
  const sut = useSendButton({ count, send, onAttempted: () => setCount(0) });
  return (
    <>
      <SendButton phase={sut.phase} label={sut.label} inactive={sut.inactive} onClick={sut.click} />
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        select another
      </button>
      {sut.failed && <p role="alert">failed</p>}
    </>
  );
}

const sendButton = () =>
  screen.getByRole('button', { name: /Send|Select reps|Yes, send|Sending|Sent/ });

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the send button', () => {
  it("reads 'Select reps to email', looks disabled but stays focusable, and does nothing when clicked", () => {
    const send = vi.fn(() => Promise.resolve());
    render(<Harness initial={0} send={send} />);

    const button = sendButton();
    expect(button.textContent).toBe('Select reps to email');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    button.focus();
    expect(document.activeElement).toBe(button);

    fireEvent.click(button);
    expect(sendButton().textContent).toBe('Select reps to email');
    expect(send).not.toHaveBeenCalled();
  });

  it("asks 'Yes, send now' first, sends on the second click, shows 'Portal Links Sent!' for 4 seconds, then stands by", async () => {
    const call = deferred();
    const send = vi.fn(() => call.promise);
    render(<Harness initial={3} send={send} />);
    expect(sendButton().textContent).toBe('Send 3 Emails');
    expect(sendButton().getAttribute('aria-disabled')).toBeNull();

    fireEvent.click(sendButton());
    expect(sendButton().textContent).toBe('Yes, send now');
    // Sending links destroys nothing: the confirmation is not red.
    expect(sendButton().className).not.toContain('danger');
    expect(send).not.toHaveBeenCalled();

    fireEvent.click(sendButton());
    expect(sendButton().textContent).toBe('Sending Emails..');
    expect(sendButton().getAttribute('aria-busy')).toBe('true');
    expect(send).toHaveBeenCalledTimes(1);
    fireEvent.click(sendButton());
    expect(send).toHaveBeenCalledTimes(1);

    await act(async () => call.resolve());
    expect(sendButton().textContent).toBe('Portal Links Sent!');

    act(() => {
      vi.advanceTimersByTime(SEND_SUCCESS_MS - 1);
    });
    expect(sendButton().textContent).toBe('Portal Links Sent!');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    // The selection was cleared by the attempt.
    expect(sendButton().textContent).toBe('Select reps to email');
  });

  it('goes back to standby with an error when the send fails, and clears the selection', async () => {
    const call = deferred();
    render(<Harness initial={2} send={() => call.promise} />);
    fireEvent.click(sendButton());
    fireEvent.click(sendButton());

    await act(async () => call.reject(new Error('502')));
    expect(screen.getByRole('alert').textContent).toBe('failed');
    expect(sendButton().textContent).toBe('Select reps to email');
  });

  it('clears an old error when a new send starts', async () => {
    const first = deferred();
    const send = vi.fn(() => first.promise);
    render(<Harness initial={1} send={send} />);
    fireEvent.click(sendButton());
    fireEvent.click(sendButton());
    await act(async () => first.reject(new Error('down')));
    expect(screen.queryByRole('alert')).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'select another' }));
    fireEvent.click(sendButton());
    expect(sendButton().textContent).toBe('Yes, send now');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks again when the selection changes while it waits for confirmation', () => {
    const send = vi.fn(() => Promise.resolve());
    render(<Harness initial={1} send={send} />);
    fireEvent.click(sendButton());
    expect(sendButton().textContent).toBe('Yes, send now');

    fireEvent.click(screen.getByRole('button', { name: 'select another' }));
    expect(sendButton().textContent).toBe('Send 2 Emails');
    fireEvent.click(sendButton());
    expect(sendButton().textContent).toBe('Yes, send now');
    expect(send).not.toHaveBeenCalled();
  });

  it("says 'Send 1 Email' for one rep and 'Send 2 Emails' for two", () => {
    expect(sendButtonLabel('standby', 1)).toBe('Send 1 Email');
    expect(sendButtonLabel('standby', 2)).toBe('Send 2 Emails');
    expect(sendButtonLabel('standby', 0)).toBe('Select reps to email');
  });
});
