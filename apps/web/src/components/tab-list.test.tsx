import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { TabList } from './tab-list';

const TABS = ['all', 'items', 'currency'] as const;

function Example() {
  const [active, setActive] = useState<(typeof TABS)[number]>('all');
  return (
    <TabList
      tabs={TABS}
      active={active}
      onChange={setActive}
      panelId="panel"
      idPrefix="tab"
      label="Item types"
      labelOf={(tab) => tab}
    />
  );
}

describe('TabList', () => {
  afterEach(() => {
    delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
  });

  it('moves with the arrow keys and End, and brings the focused tab whole into view', () => {
    const scrolled: string[] = [];
    HTMLElement.prototype.scrollIntoView = vi.fn(function (this: HTMLElement, options) {
      expect(options).toEqual({ block: 'nearest', inline: 'nearest' });
      scrolled.push(this.id);
    });
    render(<Example />);
    const first = screen.getByRole('tab', { name: 'all' });
    first.focus();
    fireEvent.keyDown(first, { key: 'End' });
    const last = screen.getByRole('tab', { name: 'currency' });
    expect(document.activeElement).toBe(last);
    expect(last.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(last, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(first);
    expect(scrolled).toEqual(['tab-all', 'tab-currency', 'tab-all']);
  });
});
