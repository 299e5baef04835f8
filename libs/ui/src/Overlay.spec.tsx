import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Overlay } from './Overlay';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Rate Key
      </button>
      <Overlay
        open={open}
        title="Rate Table"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <input aria-label="Filter" />
        <button type="button">Apply</button>
      </Overlay>
    </>
  );
}

const openDialog = () => {
  const opener = screen.getByRole('button', { name: 'Rate Key' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Rate Table' }) };
};

describe('Overlay', () => {
  it('opens as a labelled modal dialog and focuses its first control', () => {
    render(<Harness />);
    const { dialog } = openDialog();

    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('closes on Escape and gives focus back to the opener', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const { dialog, opener } = openDialog();

    fireEvent.keyDown(dialog, { key: 'Escape' });

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside the dialog, wrapping at both ends', () => {
    render(<Harness />);
    const { dialog } = openDialog();
    const close = screen.getByRole('button', { name: 'Close' });
    const apply = screen.getByRole('button', { name: 'Apply' });

    apply.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(close);

    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(apply);
  });

  it('closes from its Close button', () => {
    render(<Harness />);
    openDialog();

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
