import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Table } from './Table';

interface Row {
  id: number;
  rep_name: string;
}

const rows = (count: number, prefix = 'Rep'): Row[] =>
  Array.from({ length: count }, (_, i) => ({ id: i + 1, rep_name: `${prefix} ${i + 1}` }));

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]).getAllByRole('row');
const next = () => screen.getByRole('button', { name: 'Next page' });
const previous = () => screen.getByRole('button', { name: 'Previous page' });

describe('Table', () => {
  it('opens a row clicked anywhere, but lets its own link act by itself', () => {
    const open = vi.fn();
    const linked = vi.fn();
    render(
      <Table
        caption="Questions"
        data={rows(2)}
        onRowClick={open}
        columns={[
          {
            key: 'rep_name',
            render: (r) => (
              <a href="#q" onClick={(event) => (event.preventDefault(), linked(r.id))}>
                {r.rep_name}
              </a>
            ),
          },
          { key: 'id' },
        ]}
      />,
    );
    fireEvent.click(within(bodyRows()[1]).getByText('2'));
    expect(open).toHaveBeenCalledWith({ id: 2, rep_name: 'Rep 2' });
    fireEvent.click(screen.getByRole('link', { name: 'Rep 1' }));
    expect(linked).toHaveBeenCalledWith(1);
    expect(open).toHaveBeenCalledTimes(1);
    expect(bodyRows()[0].className).toContain('cb-table__row--link');
  });

  it('shows 10 rows per page and the page count', () => {
    render(<Table caption="Ledger" data={rows(25)} />);

    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
  });

  it('uses the keys of the first row as columns by default', () => {
    render(<Table caption="Ledger" data={rows(1)} />);

    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['id', 'rep_name']);
  });

  it('moves between pages with the arrows and stops at the ends', () => {
    render(<Table caption="Ledger" data={rows(25)} />);

    expect(previous().getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(next());
    fireEvent.click(next());
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByText('Rep 21')).toBeTruthy();

    fireEvent.click(next());
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    expect(next().getAttribute('aria-disabled')).toBe('true');

    fireEvent.click(previous());
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect(screen.getByText('Rep 11')).toBeTruthy();
  });

  it('goes back to page 1 when the data changes', () => {
    const { rerender } = render(<Table caption="Ledger" data={rows(25)} />);
    fireEvent.click(next());
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();

    rerender(<Table caption="Ledger" data={rows(15, 'Filtered')} />);

    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect(screen.getByText('Filtered 1')).toBeTruthy();
  });

  it('keeps its page when the parent passes an equal array again', () => {
    const data = rows(25);
    const { rerender } = render(<Table caption="Ledger" data={data} />);
    fireEvent.click(next());

    rerender(<Table caption="Ledger" data={data.filter(() => true)} />);

    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
  });

  it('keeps its page when a refetch brings the same rows (by key) as new objects', () => {
    const key = (row: Row) => row.id;
    const { rerender } = render(<Table caption="Ledger" data={rows(25)} rowKey={key} />);
    fireEvent.click(next());

    rerender(<Table caption="Ledger" data={rows(25, 'Saved')} rowKey={key} />);
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect(screen.getByText('Saved 11')).toBeTruthy();

    rerender(<Table caption="Ledger" data={rows(26)} rowKey={key} />);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
  });

  it('shows the empty message and a single page when there is no data', () => {
    render(<Table caption="Ledger" data={[]} emptyMessage="No data found." />);

    expect(screen.getByText('No data found.')).toBeTruthy();
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
  });

  it('puts the next step on its own line under the empty message, keeping the message as is', () => {
    render(
      <Table
        caption="Ledger"
        data={[]}
        emptyMessage="No data found."
        emptyHint="Try another search."
      />,
    );
    const cell = screen.getByText('No data found.');
    expect(cell.tagName).toBe('TD');
    const hint = screen.getByText('Try another search.');
    expect(hint.className).toBe('cb-table__empty-hint');
    expect(cell.contains(hint)).toBe(true);
  });

  it('leaves paging to the parent in server-side mode', () => {
    const onPageChange = vi.fn();
    render(
      <Table caption="Ledger" data={rows(3)} page={2} pages={4} onPageChange={onPageChange} />,
    );

    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByText('Page 2 of 4')).toBeTruthy();
    fireEvent.click(next());
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('jumps to the first and last page and to a typed page number', () => {
    render(<Table caption="Ledger" data={rows(45)} />);

    fireEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(screen.getByText('Page 5 of 5')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'First page' }));
    expect(screen.getByText('Page 1 of 5')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Go to page'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByText('Page 4 of 5')).toBeTruthy();
    expect(screen.getByText('Rep 31')).toBeTruthy();

    // Beyond the last page the browser refuses the form (max) and the page stays.
    const input = screen.getByLabelText<HTMLInputElement>('Go to page');
    fireEvent.change(input, { target: { value: '99' } });
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(input.validity.rangeOverflow).toBe(true);
    expect(screen.getByText('Page 4 of 5')).toBeTruthy();
  });

  it('offers no first/last or go-to controls for two pages or fewer', () => {
    render(<Table caption="Ledger" data={rows(15)} />);

    expect(screen.queryByRole('button', { name: 'Last page' })).toBeNull();
    expect(screen.queryByLabelText('Go to page')).toBeNull();
  });

  it('right-aligns end columns and keeps the full text of a truncated cell in its title', () => {
    const long = 'A very long customer name that would otherwise wrap onto three lines';
    render(
      <Table
        caption="Ledger"
        data={[{ id: 1, rep_name: long }]}
        columns={[
          { key: 'id', header: 'ID', align: 'end' },
          { key: 'rep_name', header: 'Rep Name', truncate: true },
        ]}
      />,
    );

    expect(screen.getByRole('columnheader', { name: 'ID' }).className).toContain('cb-table__end');
    expect(screen.getByText(long).getAttribute('title')).toBe(long);
    // The scrolling box can be reached and scrolled with a keyboard.
    expect(screen.getByRole('table', { name: 'Ledger' }).parentElement?.tabIndex).toBe(0);
  });
});
