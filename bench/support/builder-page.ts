/** The schedule builder in Chromium: opening it and moving between weeks, timed in the page. */
import type { Browser, Locator, Page } from '@playwright/test';
import { watchApi, type ApiWatch, type Traffic } from './api-traffic.ts';
import { WINDOW, type SignedIn } from './browser-session.ts';

/** Where a step's time went, in ms from its start, from the browser's resource timing. */
export type Milestones = {
  /** The last script (or style sheet) fetched before the week showed had arrived. */
  code: number;
  /** The first API request was asked (at a navigation: the app had started). */
  firstApi: number;
  /** The first schedule read was asked, and answered. */
  scheduleAsked: number;
  scheduleAnswered: number;
};

export type Step = {
  /** From the navigation (or the click) to the week's blocks on screen. */
  ms: number;
  milestones: Milestones;
  /** API requests from the navigation (or the click) until the network is quiet again. */
  traffic: Traffic;
  /** The days shown (their labels). */
  days: string[];
};

type Shown = { at: number; days: string[] };

/**
 * Waits, polling on every animation frame, until the grid shows at least `blocks` blocks (each
 * card's drag handle) in days other than `before`; answers the page's clock at that frame
 * (milliseconds since the navigation) and the days shown.
 */
async function weekShown(page: Page, blocks: number, before: string[]): Promise<Shown> {
  const handle = await page.waitForFunction(
    ({ blocks, before }) => {
      const handles = [
        ...document.querySelectorAll('section[aria-label] button[aria-label^="Move "]'),
      ];
      const days = [
        ...new Set(handles.map((each) => each.closest('section')!.getAttribute('aria-label')!)),
      ];
      const last = handles.at(-1);
      const onScreen = last !== undefined && last.getBoundingClientRect().height > 0;
      if (handles.length < blocks || !onScreen || days.join('|') === before.join('|')) return null;
      return { at: performance.now(), days };
    },
    { blocks, before },
    { polling: 'raf', timeout: 60_000 },
  );
  return (await handle.jsonValue()) as Shown;
}

/** The resources fetched between `from` and `to` (the page's clock), as milestones from `from`. */
async function milestones(page: Page, from: number, to: number): Promise<Milestones> {
  // No named functions in here: tsx would wrap them in a helper the page does not have.
  const at = await page.evaluate(
    ({ from, to }) => {
      const entries = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.startTime >= from && entry.responseEnd <= to)
        .map(
          (entry) =>
            ({ ...entry.toJSON(), path: new URL(entry.name).pathname }) as {
              path: string;
              startTime: number;
              responseEnd: number;
            },
        );
      const code = entries.filter((entry) => /\.(js|css)$/.test(entry.path));
      const api = entries.filter((entry) => entry.path.startsWith('/api/'));
      const schedule = api.filter((entry) => entry.path.endsWith('/schedule'));
      return {
        code: Math.max(from, ...code.map((entry) => entry.responseEnd)),
        firstApi: Math.min(...api.map((entry) => entry.startTime)),
        scheduleAsked: Math.min(...schedule.map((entry) => entry.startTime)),
        scheduleAnswered: Math.min(...schedule.map((entry) => entry.responseEnd)),
      };
    },
    { from, to },
  );
  return {
    code: at.code - from,
    firstApi: at.firstApi - from,
    scheduleAsked: at.scheduleAsked - from,
    scheduleAnswered: at.scheduleAnswered - from,
  };
}

export type BuilderWindow = { page: Page; api: ApiWatch; close(): Promise<void> };

/** A new browser window (an empty cache) with the coach's session. */
export async function newWindow(
  browser: Browser,
  signedIn: SignedIn,
  base: string,
): Promise<BuilderWindow> {
  const context = await browser.newContext({ ...WINDOW, baseURL: base, storageState: signedIn });
  const page = await context.newPage();
  return { page, api: watchApi(page), close: () => context.close() };
}

/** Opens `path` (a navigation: the app starts) and times the week's `blocks` on screen. */
export async function navigate(
  { page, api }: BuilderWindow,
  path: string,
  blocks: number,
): Promise<Step> {
  const mark = api.mark();
  await page.goto(path, { waitUntil: 'commit' });
  const shown = await weekShown(page, blocks, []);
  const when = await milestones(page, 0, shown.at);
  await api.idle();
  return { ms: shown.at, milestones: when, days: shown.days, traffic: await api.since(mark) };
}

/**
 * Clicks `target` (a week button, or a link into the builder) once the page is quiet, and times
 * from the click to `blocks` blocks on screen in days other than `before`.
 */
export async function clickTimed(
  { page, api }: BuilderWindow,
  target: Locator,
  blocks: number,
  before: string[],
): Promise<Step> {
  await target.waitFor();
  await api.idle();
  await page.evaluate(() => {
    document.addEventListener(
      'click',
      () => Object.assign(window, { benchClickedAt: performance.now() }),
      { capture: true, once: true },
    );
  });
  const mark = api.mark();
  await target.click();
  const shown = await weekShown(page, blocks, before);
  const clickedAt = await page.evaluate(
    () => (window as unknown as { benchClickedAt: number }).benchClickedAt,
  );
  const when = await milestones(page, clickedAt, shown.at);
  await api.idle();
  return {
    ms: shown.at - clickedAt,
    milestones: when,
    days: shown.days,
    traffic: await api.since(mark),
  };
}
