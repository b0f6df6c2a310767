import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  TemplateListResponse,
  TemplateSummary,
} from '@forma/contract/templates/templates.schemas';
import { createQueryClient } from '../../../lib/query-client';
import { businessCoach } from '../../../test/fixtures';
import { mockFetchWithQuery } from '../../../test/media-fixtures';
import { renderRoutes } from '../../../test/render';
import { meQueryKey } from '../../../lib/session/me';
import TemplatesPage from './templates-page';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const template = (overrides: Partial<TemplateSummary>): TemplateSummary => ({
  id: 1,
  kind: 'day',
  name: 'Heavy Lower',
  blocks: 3,
  weeks: 1,
  // 15/01/2026
  updated_at: Date.UTC(2026, 0, 15, 12) / 1000,
  ...overrides,
});

const page = (items: TemplateSummary[]): TemplateListResponse => ({
  items,
  pagination: { page: 1, per_page: 50, total_pages: 1, total_count: items.length },
});

function setUp() {
  const { calls } = mockFetchWithQuery({
    'GET templates': ({ query }) => ({
      body: page(
        query.get('kind') === 'week'
          ? [template({ id: 2, kind: 'week', name: 'Base Weeks', weeks: 4, blocks: 12 })]
          : [template({})],
      ),
    }),
    'PATCH templates/1': ({ body }) => {
      const name = (body as { template: { name: string } }).template.name;
      return { body: { ...template({ name }), content: { days: [] } } };
    },
    'POST templates/1/copy': () => ({
      status: 201,
      body: { ...template({ id: 3, name: 'Copy of Heavy Lower' }), content: { days: [] } },
    }),
    'DELETE templates/1': () => ({ status: 204 }),
  });
  const queryClient = createQueryClient();
  queryClient.setQueryData(meQueryKey, businessCoach());
  renderRoutes([{ path: '*', element: <TemplatesPage /> }], { queryClient });
  const searches = () =>
    calls
      .filter((call) => call.method === 'GET' && call.path === 'templates')
      .map((call) => call.query.get('search'));
  return { calls, searches, user: userEvent.setup() };
}

describe('the templates page', () => {
  it('lists day templates with their blocks and last update, and week templates by weeks', async () => {
    const { user, calls } = setUp();
    const table = await screen.findByRole('table');
    const row = await within(table).findByRole('row', { name: /Heavy Lower/ });
    expect(within(row).getByText('3 blocks')).toBeInTheDocument();
    expect(within(row).getByText('15/01/2026')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Blocks' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Week templates' }));
    expect(await screen.findByText('4 weeks')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Weeks' })).toBeInTheDocument();
    expect(calls.at(-1)?.query.get('kind')).toBe('week');
  });

  it('searches once the typing has stopped for 300 ms, with the term trimmed', async () => {
    const { searches } = setUp();
    await screen.findByText('Heavy Lower');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const box = screen.getByRole('searchbox', { name: 'Search templates' });
    for (const typed of [' h', ' hea', ' heavy ']) {
      fireEvent.change(box, { target: { value: typed } });
      await act(() => vi.advanceTimersByTimeAsync(100));
    }
    await act(() => vi.advanceTimersByTimeAsync(199));
    expect(searches()).toEqual([null]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    await waitFor(() => expect(searches()).toEqual([null, 'heavy']));
  });

  it('renames with the name rules, copies to templates and deletes after confirming', async () => {
    const { user, calls } = setUp();
    await user.click(await screen.findByRole('button', { name: 'Actions for Heavy Lower' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename template' });
    const name = within(dialog).getByRole('textbox', { name: /Template name/ });
    await user.clear(name);
    await user.type(name, 'H');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Template name must have at least 2 letters.'),
    ).toBeInTheDocument();
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Template name is required.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    await user.type(name, 'Heavy Lower A');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Rename template' })).toBeNull(),
    );
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      template: { name: 'Heavy Lower A' },
    });

    await user.click(screen.getByRole('button', { name: 'Actions for Heavy Lower' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Copy to templates' }));
    expect(await screen.findByText('Saved as Copy of Heavy Lower.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Actions for Heavy Lower' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete template' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'DELETE' && call.path === 'templates/1')).toBe(
        true,
      ),
    );
  });
});
