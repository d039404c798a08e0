import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useListParams } from '../lib/list-params';
import { FilterForm } from './filter-form';

afterEach(cleanup);

function List() {
  const list = useListParams(['status', 'q']);
  const location = useLocation();
  return (
    <>
      <FilterForm label="Filters" list={list}>
        <label>
          Status
          <input name="status" defaultValue={list.filter.status ?? ''} />
        </label>
        <label>
          Text
          <input name="q" defaultValue={list.filter.q ?? ''} />
        </label>
      </FilterForm>
      <button type="button" onClick={() => list.setPage(list.page + 1)}>
        next
      </button>
      <output>{location.search}</output>
    </>
  );
}

const search = () => screen.getByRole('status').textContent;

describe('FilterForm with useListParams', () => {
  it('puts the filled filters in the URL from page 1, pages on, and clears', () => {
    render(
      <MemoryRouter initialEntries={['/list?page=3&q=old']}>
        <List />
      </MemoryRouter>,
    );
    expect((screen.getByLabelText('Text') as HTMLInputElement).value).toBe('old');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: ' new ' } });
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'actions.search' }));
    expect(search()).toBe('?status=new');
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(search()).toBe('?status=new&page=2');
    fireEvent.click(screen.getByRole('button', { name: 'actions.clear' }));
    expect(search()).toBe('');
    // The fields show what the URL says again.
    expect((screen.getByLabelText('Status') as HTMLInputElement).value).toBe('');
  });
});
