import { vi } from 'vitest';
import { MOBILE_QUERY } from '../lib/layout';

/** Makes the screen a phone's for the app's media queries; undone by vi.restoreAllMocks(). */
export function onPhone() {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    matches: query === MOBILE_QUERY,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}
