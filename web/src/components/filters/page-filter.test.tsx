import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../test/render';
import { PageFilter, type PageFilterValues } from './page-filter';

afterEach(() => vi.restoreAllMocks());

const filters = [
  {
    key: 'kind',
    label: 'Kind',
    options: [
      { value: '', label: 'All' },
      { value: 'video', label: 'Video' },
    ],
  },
];

function Harness({ onChange }: { onChange: (values: PageFilterValues) => void }) {
  const [values, setValues] = useState<PageFilterValues>({ kind: '' });
  return (
    <PageFilter
      filters={filters}
      values={values}
      onChange={(next) => {
        setValues(next);
        onChange(next);
      }}
    />
  );
}

/** A screen at or under the tablet breakpoint (spec 2.16: 991.98 px). */
function onNarrowScreen() {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    matches: query.includes('991.98'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}

describe('the page filter on a narrow screen', () => {
  it('applies the modal only with Apply Filter, and forgets what was not applied', async () => {
    onNarrowScreen();
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderAt(<Harness onChange={onChange} />);

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    let dialog = await screen.findByRole('dialog', { name: 'Filter' });
    await user.click(within(dialog).getByRole('radio', { name: 'Video' }));
    await user.keyboard('{Escape}');
    expect(onChange).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    dialog = await screen.findByRole('dialog', { name: 'Filter' });
    expect(within(dialog).getByRole('radio', { name: 'All' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Video' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply Filter' }));
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'video' });
    expect(screen.getByRole('button', { name: 'Remove filter Video' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    dialog = await screen.findByRole('dialog', { name: 'Filter' });
    await user.click(within(dialog).getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith({ kind: '' });
  });
});
