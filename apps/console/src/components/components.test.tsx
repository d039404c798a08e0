import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { columnsOf, DataTable } from './data-table';
import { Field } from './field';

afterEach(cleanup);

interface Row {
  id: string;
  name: string;
}
const column = columnsOf<Row>();
const columns = [
  column.accessor('id', { header: 'Id' }),
  column.accessor('name', { header: 'Name' }),
];

describe('DataTable', () => {
  it('lists rows under a caption and column headers, and pages through the API’s pages', () => {
    const onPageChange = vi.fn();
    render(
      <DataTable
        caption="Players"
        columns={columns}
        rows={[
          { id: 'a', name: 'Sakura10' },
          { id: 'b', name: 'JordanStriker' },
        ]}
        pagination={{ page: 1, per_page: 2, total: 5 }}
        onPageChange={onPageChange}
      />,
    );
    const table = screen.getByRole('table', { name: 'Players' });
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Id',
      'Name',
    ]);
    expect(table.querySelectorAll('tbody tr')).toHaveLength(2);
    expect(screen.getByRole('cell', { name: 'JordanStriker' })).toBeTruthy();
    // 5 rows in pages of 2: page 1 of 3, no way back from the first.
    expect(
      (screen.getByRole('button', { name: 'table.previous' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'table.next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('keeps what a cell holds when the page renders again with its columns rebuilt', () => {
    function Page() {
      const [count, setCount] = useState(0);
      // Rebuilt on every render, as the pages' column hooks do.
      const rebuilt = [
        column.accessor('name', {
          header: `Name (${count})`,
          cell: (info) => (
            <details>
              <summary>{info.getValue()}</summary>more
            </details>
          ),
        }),
      ];
      return (
        <>
          <button type="button" onClick={() => setCount(count + 1)}>
            Render again
          </button>
          <DataTable caption="Players" columns={rebuilt} rows={[{ id: 'a', name: 'Sakura10' }]} />
        </>
      );
    }
    render(<Page />);
    const details = screen.getByText('Sakura10').closest('details')!;
    details.open = true;
    fireEvent.click(screen.getByRole('button', { name: 'Render again' }));
    expect(screen.getByRole('columnheader').textContent).toBe('Name (1)');
    expect(screen.getByText('Sakura10').closest('details')).toBe(details);
    expect(details.open).toBe(true);
  });

  it('says so when nothing matches', () => {
    render(<DataTable caption="Players" columns={columns} rows={[]} />);
    expect(screen.getByRole('cell', { name: 'table.empty' })).toBeTruthy();
  });
});

describe('Field', () => {
  it('labels its control and ties the message to it', () => {
    render(
      <Field htmlFor="reason" label="Reason" hint="Recorded" error="Too short">
        <input />
      </Field>,
    );
    const input = screen.getByLabelText('Reason');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('reason-hint reason-error');
    expect(document.getElementById('reason-error')?.textContent).toBe('Too short');
  });

  it('is valid without a message', () => {
    render(
      <Field htmlFor="name" label="Name">
        <input />
      </Field>,
    );
    const input = screen.getByLabelText('Name');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });
});
