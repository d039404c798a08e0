import { describe, expect, it } from 'vitest';
import * as React from 'react';
import * as ReactDomClient from 'react-dom/client';
import * as Compat from 'preact/compat';
import * as CompatClient from 'preact/compat/client';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';

function Where() {
  return <p>{useLocation().pathname}</p>;
}

describe('the unit tests render with what the build ships', () => {
  it('take React and React DOM from Preact’s compat layer (vite.config.ts)', () => {
    expect(React.useState).toBe(Compat.useState);
    expect(ReactDomClient.createRoot).toBe(CompatClient.createRoot);
  });

  it('render the libraries’ hooks with that one Preact (Testing Library, React Router)', () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/news']}>
        <Where />
      </MemoryRouter>,
    );
    expect(container.textContent).toBe('/news');
  });
});
