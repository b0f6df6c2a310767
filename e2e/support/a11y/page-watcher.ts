import type { Page, Request } from '@playwright/test';
import { kindCheckedThisRun, type ViewScanner } from './axe-scan.ts';
import { debug } from './debug.ts';
import { copyView, readPageState, viewKey, type PageState } from './page-probe.ts';

const POLL_MS = 100;
/** A view is settled when nothing loads, nothing moves and the DOM has been still this long. */
const QUIET_MS = 200;
/** A view that never settles is copied as it is after this long. */
const SETTLE_LIMIT_MS = 8_000;
/** How long `page.goto` may wait for the page it loaded to settle. */
const AFTER_LOAD_MS = SETTLE_LIMIT_MS + 2_000;
/** At the end of a journey, how long its open pages may take to settle for their last copy. */
const LAST_CHECK_MS = 4_000;
const LOADING_TYPES = new Set(['document', 'fetch', 'xhr', 'script', 'stylesheet']);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Follows one page through a journey and hands a copy of each distinct view it settles on to the
 * scanner: after page loads, client-side route changes, a resize, or a dialog or menu opening.
 */
export class PageWatcher {
  private readonly loading = new Set<Request>();
  private readonly checked = new Set<string>();
  /** The view waiting to settle and since when: a view seen again later waits afresh. */
  private waiting = { key: '', since: 0 };
  private stopped = false;
  private readonly polling: Promise<void>;
  /** The look in progress: the poll and a held `page.goto` take turns. */
  private current: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly page: Page,
    private readonly scanner: ViewScanner,
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

  /** Stops following the page; with `lastCheck`, first copies the view it was left on. */
  async stop(lastCheck: boolean) {
    this.stopped = true;
    await this.polling;
    if (lastCheck) await this.lookWithin(LAST_CHECK_MS);
  }

  /**
   * Journeys often act on a page they open as soon as it shows, before the poll would see it
   * settle: `page.goto` and `page.reload` return once the page they loaded has been copied.
   */
  private holdLoads() {
    const { page } = this;
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await this.lookWithin(AFTER_LOAD_MS);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await this.lookWithin(AFTER_LOAD_MS);
      return response;
    };
  }

  private async lookWithin(limitMs: number) {
    const deadline = Date.now() + limitMs;
    while (!this.page.isClosed() && Date.now() < deadline) {
      if (await this.inTurn(() => this.look())) return;
      await sleep(POLL_MS);
    }
  }

  private async poll() {
    while (!this.stopped && !this.page.isClosed()) {
      await this.inTurn(() => this.look());
      await sleep(POLL_MS);
    }
  }

  private inTurn<T>(look: () => Promise<T>): Promise<T> {
    const next = this.current.then(look, look);
    this.current = next.catch(() => undefined);
    return next;
  }

  /** True when the current view has been copied for a scan (now or before). */
  private async look(): Promise<boolean> {
    const state = await readPageState(this.page).catch(() => null);
    if (!state) return this.page.isClosed();
    if (!state.url.startsWith('http')) return true;
    const key = viewKey(state);
    if (this.checked.has(key)) return true;
    // Its kind was scanned in an earlier view or journey: no copy, and no wait for it to settle.
    if (kindCheckedThisRun(state)) {
      this.checked.add(key);
      return true;
    }
    if (this.waiting.key !== key) {
      if (this.waiting.key && !this.checked.has(this.waiting.key))
        debug(`left before it settled: ${this.waiting.key}`);
      this.waiting = { key, since: Date.now() };
    }
    const overdue = Date.now() - this.waiting.since > SETTLE_LIMIT_MS;
    if (!this.isSettled(state) && !overdue) return false;

    const view = await copyView(this.page).catch(() => null);
    if (!view) return false;
    // The copy is taken in one step: it must still be this view, and still settled.
    if (viewKey(view.state) !== key || (!this.isSettled(view.state) && !overdue)) return false;
    if (!this.isSettled(view.state)) {
      const loading = [...this.loading].map((request) => request.url());
      debug(`never settled: ${JSON.stringify({ ...view.state, loading })}`);
    }
    this.checked.add(key);
    this.scanner.scan(view);
    return true;
  }

  private isSettled(state: PageState) {
    return (
      state.loaded && state.quietFor >= QUIET_MS && state.animating === 0 && !this.loading.size
    );
  }
}
