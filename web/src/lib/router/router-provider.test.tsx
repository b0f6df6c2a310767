import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRouter } from './create-router';
import { createBrowserHistory, createMemoryHistory, type History } from './history';
import { useLocation, useNavigating, useParams, useSearchParams } from './hooks';
import { Link } from './link';
import type { RouteObject } from './match-routes';
import { Outlet } from './outlet';
import { RouterProvider } from './router-provider';

function Layout() {
  const navigating = useNavigating();
  const { pathname, search } = useLocation();
  return (
    <>
      {navigating && <p>Loading</p>}
      <p>At {`${pathname}${search}`}</p>
      <Outlet />
    </>
  );
}

function Counter() {
  const [count, setCount] = useState(0);
  const { tab } = useParams();
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {tab} clicked {count}
    </button>
  );
}

function Search() {
  const [search, setSearch] = useSearchParams();
  return (
    <>
      <p>Step {search.get('step') ?? 'none'}</p>
      <button type="button" onClick={() => void setSearch({ step: 'push' })}>
        Push
      </button>
      <button type="button" onClick={() => void setSearch({ step: 'replace' }, { replace: true })}>
        Replace
      </button>
    </>
  );
}

function Broken(): never {
  throw new Error('render failed');
}

const pages: RouteObject[] = [
  {
    Component: Layout,
    ErrorBoundary: () => <p>Something went wrong</p>,
    children: [
      {
        path: '/',
        element: (
          <>
            <Link to="/tabs/one">Tab one</Link>
            <Link to="/tabs/one" target="_blank">
              Tab one in a new window
            </Link>
          </>
        ),
      },
      { path: '/tabs/:tab', Component: Counter },
      { path: '/search', Component: Search },
      { path: '/broken', Component: Broken },
    ],
  },
];

function show(path: string, routes = pages, history: History = createMemoryHistory(path)) {
  const router = createRouter(routes, history);
  render(<RouterProvider router={router} fallback={<p>Starting</p>} />);
  return router;
}

afterEach(() => vi.restoreAllMocks());

describe('the router on screen', () => {
  it('shows the fallback until the first page is ready', async () => {
    show('/guarded', [
      { path: '/guarded', element: <p>Guarded page</p>, guard: async () => undefined },
    ]);
    expect(screen.getByText('Starting')).toBeInTheDocument();
    expect(await screen.findByText('Guarded page')).toBeInTheDocument();
  });

  it('navigates in the app on a plain click of a real link', async () => {
    const router = show('/');
    const link = screen.getByRole('link', { name: 'Tab one' });
    expect(link).toHaveAttribute('href', '/tabs/one');
    await userEvent.click(link);
    expect(await screen.findByRole('button', { name: 'one clicked 0' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tabs/one');
  });

  it('leaves modified, middle and new-window clicks to the browser', () => {
    const router = show('/');
    const link = screen.getByRole('link', { name: 'Tab one' });
    // fireEvent returns false when the click was taken over (its default prevented).
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link, { metaKey: true })).toBe(true);
    expect(fireEvent.click(link, { button: 1 })).toBe(true);
    const blank = screen.getByRole('link', { name: 'Tab one in a new window' });
    expect(fireEvent.click(blank)).toBe(true);
    expect(router.state.location.pathname).toBe('/');
    expect(fireEvent.click(link)).toBe(false);
  });

  it('keeps the state of a page whose component stays on screen', async () => {
    const router = show('/tabs/one');
    await userEvent.click(screen.getByRole('button', { name: 'one clicked 0' }));
    await act(() => router.navigate('/tabs/two'));
    expect(screen.getByRole('button', { name: 'two clicked 1' })).toBeInTheDocument();
  });

  it('keeps the previous page with the progress while the next one is guarded', async () => {
    let pass!: () => void;
    const gate = new Promise<undefined>((resolve) => (pass = () => resolve(undefined)));
    const router = show('/', [
      {
        Component: Layout,
        children: [
          { path: '/', element: <p>First page</p> },
          { path: '/next', element: <p>Next page</p>, guard: () => gate },
        ],
      },
    ]);
    act(() => void router.navigate('/next'));
    expect(await screen.findByText('Loading')).toBeInTheDocument();
    expect(screen.getByText('First page')).toBeInTheDocument();
    await act(async () => pass());
    expect(await screen.findByText('Next page')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(screen.queryByText('First page')).not.toBeInTheDocument();
  });

  it('sets the query string with a new entry or in place of the current one', async () => {
    const router = show('/search');
    await userEvent.click(screen.getByRole('button', { name: 'Push' }));
    expect(await screen.findByText('Step push')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Replace' }));
    expect(await screen.findByText('At /search?step=replace')).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(await screen.findByText('Step none')).toBeInTheDocument();
  });

  it('shows the error boundary when a page fails to render, until another page opens', async () => {
    // React reports the error it caught; the boundary is what this test is about.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = show('/broken');
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    await act(() => router.navigate('/tabs/one'));
    expect(screen.getByRole('button', { name: 'one clicked 0' })).toBeInTheDocument();
  });

  it('follows back and forward in the browser', async () => {
    window.history.replaceState(null, '', '/');
    show('/', pages, createBrowserHistory());
    await userEvent.click(screen.getByRole('link', { name: 'Tab one' }));
    expect(window.location.pathname).toBe('/tabs/one');
    window.history.back();
    expect(await screen.findByRole('link', { name: 'Tab one' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });
});
