import type { Page, Request } from '@playwright/test';
import { scanForFindings, type Finding } from './axe-scan.ts';
import { readPageState, viewKey, type PageState } from './page-probe.ts';

const POLL_MS = 100;
/** A view is settled when nothing loads, nothing moves and the DOM has been still this long. */
const QUIET_MS = 200;
/** A view that never settles is checked as it is after this long. */
const SETTLE_LIMIT_MS = 8_000;
/** How long `page.goto` may wait for the page it loaded to be checked. */
const AFTER_LOAD_MS = SETTLE_LIMIT_MS + 2_000;
/** At the end of a journey, how long its open pages may take to settle for their last check. */
const LAST_CHECK_MS = 4_000;
const LOADING_TYPES = new Set(['document', 'fetch', 'xhr', 'script', 'stylesheet']);

const debug = (line: string) => {
  if (process.env.A11Y_DEBUG) console.log(`[axe] ${line}`);
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Follows one page through a journey and runs axe once on each distinct view it settles on:
 * after page loads, client-side route changes, a resize, or a dialog or menu opening.
 */
export class PageWatcher {
  private readonly loading = new Set<Request>();
  private readonly checked = new Set<string>();
  /** The view waiting to settle and since when: a view seen again later waits afresh. */
  private waiting = { key: '', since: 0 };
  private stopped = false;
  private readonly polling: Promise<void>;
  /** The check in progress: the poll and a held `page.goto` take turns. */
  private current: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly page: Page,
    private readonly findings: Finding[],
  ) {
    page.on('request', (request) => {
      if (LOADING_TYPES.has(request.resourceType())) this.loading.add(request);
    });
    const done = (request: Request) => this.loading.delete(request);
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    this.holdLoads();
    this.polling = this.poll();
  }

  /** Stops following the page; with `lastCheck`, first checks the view it was left on. */
  async stop(lastCheck: boolean) {
    this.stopped = true;
    await this.polling;
    if (lastCheck) await this.checkWithin(LAST_CHECK_MS, true);
  }

  /**
   * Journeys often act on a page they open as soon as it shows, before it would settle for the
   * poll: `page.goto` and `page.reload` return once the page they loaded has been checked.
   */
  private holdLoads() {
    const { page } = this;
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await this.checkWithin(AFTER_LOAD_MS, false);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await this.checkWithin(AFTER_LOAD_MS, false);
      return response;
    };
  }

  private async checkWithin(limitMs: number, lastChance: boolean) {
    const deadline = Date.now() + limitMs;
    while (!this.page.isClosed() && Date.now() < deadline) {
      if (await this.inTurn(() => this.checkCurrentView(lastChance))) return;
      await sleep(POLL_MS);
    }
  }

  private async poll() {
    while (!this.stopped && !this.page.isClosed()) {
      await this.inTurn(() => this.checkCurrentView(false));
      await sleep(POLL_MS);
    }
  }

  private inTurn<T>(check: () => Promise<T>): Promise<T> {
    const next = this.current.then(check, check);
    this.current = next.catch(() => undefined);
    return next;
  }

  /** True when the current view has been checked (now or before). */
  private async checkCurrentView(lastChance: boolean): Promise<boolean> {
    const state = await readPageState(this.page).catch(() => null);
    if (!state) return this.page.isClosed();
    if (!state.url.startsWith('http')) return true;
    const key = viewKey(state);
    if (this.checked.has(key)) return true;
    if (this.waiting.key !== key) {
      if (this.waiting.key && !this.checked.has(this.waiting.key))
        debug(`left before it settled: ${this.waiting.key}`);
      this.waiting = { key, since: Date.now() };
    }
    const overdue = Date.now() - this.waiting.since > SETTLE_LIMIT_MS;
    if (!this.isSettled(state) && !overdue) return false;
    if (overdue) {
      const loading = [...this.loading].map((request) => request.url());
      debug(`never settled: ${JSON.stringify({ ...state, loading })}`);
    }

    const started = Date.now();
    const found = await scanForFindings(this.page, state).catch(() => null);
    debug(`scan of ${key} took ${Date.now() - started} ms`);
    if (!found) return false;
    // A view that changed under the scan is checked again once it settles.
    const after = await readPageState(this.page).catch(() => null);
    const unchanged = after && viewKey(after) === key && after.animating === 0;
    if (!unchanged && !overdue && !lastChance) {
      debug(`changed under the scan: ${key} -> ${after ? viewKey(after) : 'gone'}`);
      return false;
    }
    debug(`checked ${key}${overdue ? ' (never settled)' : ''}: ${found.length} finding(s)`);
    this.checked.add(key);
    this.findings.push(...found);
    return true;
  }

  private isSettled(state: PageState) {
    return (
      state.loaded && state.quietFor >= QUIET_MS && state.animating === 0 && !this.loading.size
    );
  }
}
