/** An address of the app; `key` is 'default' for the entry the visit started on. */
export type Location = { pathname: string; search: string; hash: string; key: string };

/** Where the router keeps its entries: the browser's session history, or an array in tests. */
export type History = {
  readonly location: Location;
  push(location: Location): void;
  replace(location: Location): void;
  go(delta: number): void;
  /** Calls `listener` when back or forward moved to another entry. */
  listen(listener: () => void): () => void;
};

export const newKey = () => Math.random().toString(36).slice(2, 10);

/** '/a/b?c=1#d' -> its pathname, search and hash (search and hash '' when absent). */
export function parsePath(path: string): Location {
  const [, pathname, search = '', hash = ''] = /^([^?#]*)(\?[^#]*)?(#.*)?$/.exec(path)!;
  return { pathname: pathname || '/', search: search === '?' ? '' : search, hash, key: newKey() };
}

export const createPath = ({ pathname, search, hash }: Omit<Location, 'key'>) =>
  `${pathname}${search}${hash}`;

export function createBrowserHistory(): History {
  const read = (): Location => ({
    ...parsePath(createPath(window.location)),
    key: (window.history.state as { key?: string } | null)?.key ?? 'default',
  });
  return {
    get location() {
      return read();
    },
    push: (location) => window.history.pushState({ key: location.key }, '', createPath(location)),
    replace: (location) =>
      window.history.replaceState({ key: location.key }, '', createPath(location)),
    go: (delta) => window.history.go(delta),
    listen(listener) {
      window.addEventListener('popstate', listener);
      return () => window.removeEventListener('popstate', listener);
    },
  };
}

/** The session history in memory (tests): entries and a position, nothing in the address bar. */
export function createMemoryHistory(initialPath = '/'): History {
  const entries = [{ ...parsePath(initialPath), key: 'default' }];
  const listeners = new Set<() => void>();
  let index = 0;
  return {
    get location() {
      return entries[index]!;
    },
    push(location) {
      entries.splice(++index, entries.length, location);
    },
    replace(location) {
      entries[index] = location;
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      listeners.forEach((listener) => listener());
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
