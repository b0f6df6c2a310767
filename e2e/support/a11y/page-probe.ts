import type { BrowserContext, Page } from '@playwright/test';

/** What the journey is looking at: the route, the size, and the dialogs and menus open on it. */
export type PageState = {
  url: string;
  path: string;
  width: number;
  height: number;
  popups: string[];
  /** Milliseconds since the DOM last changed. */
  quietFor: number;
  loaded: boolean;
  /** Finite CSS animations and transitions still running (spinners loop forever and are left out). */
  animating: number;
};

/** A view as it was at one instant: its state and its whole document. */
export type ViewCopy = { state: PageState; html: string };

/** One check per distinct view: the same route at another width or with a dialog open is another. */
export const viewKey = (state: PageState) =>
  [`${state.width}px ${state.path}`, ...state.popups].join(' with ');

/** Every document of the context keeps the time of its last DOM change for `readPageState`. */
export async function installChangeClock(context: BrowserContext) {
  await context.addInitScript(() => {
    const clock = window as unknown as { __a11yLastChange?: number };
    clock.__a11yLastChange = performance.now();
    new MutationObserver(() => {
      clock.__a11yLastChange = performance.now();
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

export async function readPageState(page: Page): Promise<PageState> {
  const { html: _html, ...state } = await page.evaluate(inPage, { withHtml: false });
  return state;
}

/** The state and the document in one step, so the copy is exactly the view the state describes. */
export async function copyView(page: Page): Promise<ViewCopy> {
  const { html, ...state } = await page.evaluate(inPage, { withHtml: true });
  return { state, html: html ?? '' };
}

/** Runs in the page (Playwright sends its source, so it uses nothing from outside). */
function inPage({ withHtml }: { withHtml: boolean }): PageState & { html?: string } {
  const clock = window as unknown as { __a11yLastChange?: number };
  const textOf = (ids: string) =>
    ids
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .join(' ')
      .trim();
  const nameOf = (el: Element) =>
    el.getAttribute('aria-label') ?? textOf(el.getAttribute('aria-labelledby') ?? '');
  const popups = [
    ...document.querySelectorAll('[role="dialog"], [role="alertdialog"], [role="menu"]'),
  ]
    .filter((el) => el.getClientRects().length > 0)
    .map((el) => `${el.getAttribute('role')} "${nameOf(el)}"`)
    .sort();
  const animating = document
    .getAnimations()
    .filter(
      (a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity,
    ).length;
  return {
    url: location.href,
    path: location.pathname,
    width: window.innerWidth,
    height: window.innerHeight,
    popups,
    quietFor:
      clock.__a11yLastChange === undefined
        ? Number.MAX_SAFE_INTEGER
        : performance.now() - clock.__a11yLastChange,
    loaded: document.readyState === 'complete',
    animating,
    html: withHtml ? `<!DOCTYPE html>${document.documentElement.outerHTML}` : undefined,
  };
}
