import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Page, Route } from '@playwright/test';
import { debug } from './debug.ts';
import { viewKey, type PageState, type ViewCopy } from './page-probe.ts';

/** The impacts that fail a journey (issue 10: 0 serious or critical violations on every page). */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

export type Finding = {
  rule: string;
  impact: string;
  help: string;
  url: string;
  view: string;
  targets: { target: string; summary: string }[];
};

/**
 * The kinds of view checked so far in this run (the journeys share one worker). A kind is a
 * route's pattern (ids in the path left out), a width and the dialogs and menus open: the same
 * kind met again in a later journey, with other rows in it, is the same markup, and its scan (a
 * few seconds of a busy machine's CPU, beside the journey) would find nothing new.
 */
const checkedThisRun = new Set<string>();
const pageKind = (state: PageState) =>
  viewKey({ ...state, path: state.path.replace(/\/\d+(?=\/|$)/g, '/:id') });

/** True when a view of this kind was already handed to axe in this run: no need to copy it. */
export const kindCheckedThisRun = (state: PageState) => checkedThisRun.has(pageKind(state));

/**
 * Runs axe on copies of the views a journey settled on, one at a time, in a browser context of
 * its own. A copy is the view's document without its scripts, served at the view's address and
 * size, so it loads the same styles, fonts and images and looks the same. The journey's page never
 * waits for a scan (axe takes seconds on a busy machine, and a toast can come and go meanwhile),
 * and the journey never sees the scanning page.
 */
export class ViewScanner {
  private page: Promise<Page> | null = null;
  private queue: Promise<void> = Promise.resolve();
  private serving: ViewCopy | null = null;

  constructor(
    private readonly openContext: () => Promise<BrowserContext>,
    private readonly findings: Finding[],
  ) {}

  scan(view: ViewCopy) {
    const kind = pageKind(view.state);
    if (checkedThisRun.has(kind)) return debug(`checked in an earlier journey: ${kind}`);
    checkedThisRun.add(kind);
    this.queue = this.queue
      .then(() => this.scanNow(view))
      .catch((error: unknown) => debug(`scan of ${viewKey(view.state)} failed: ${String(error)}`));
  }

  /** Waits for the scans asked for, then closes the scanning context. */
  async close() {
    await this.queue;
    if (this.page) await (await this.page).context().close();
  }

  private async scanNow(view: ViewCopy) {
    const started = Date.now();
    const page = await this.scanningPage();
    this.serving = { state: view.state, html: view.html.replace(SCRIPTS, '') };
    await page.setViewportSize({ width: view.state.width, height: view.state.height });
    await page.goto(view.state.url, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const results = await new AxeBuilder({ page })
      .setLegacyMode()
      .options({
        // Experimental in axe, and named by issue 10: a control's name must contain its label.
        rules: { 'label-content-name-mismatch': { enabled: true } },
        // Passes and incomplete results are not read: leaving them out makes a scan much faster.
        resultTypes: ['violations'],
      })
      .analyze();
    const found = results.violations
      .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
      .map((violation) => ({
        rule: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        url: view.state.url,
        view: viewKey(view.state),
        targets: violation.nodes.map((node) => ({
          target: node.target.map(String).join(' '),
          summary: (node.failureSummary ?? '').split('\n').slice(1).join(' ').trim(),
        })),
      }));
    this.findings.push(...found);
    debug(
      `checked ${viewKey(view.state)} in ${Date.now() - started} ms: ${found.length} finding(s)`,
    );
  }

  private scanningPage(): Promise<Page> {
    this.page ??= this.openContext().then(async (context) => {
      const page = await context.newPage();
      await page.route('**/*', (route) => this.serve(route));
      return page;
    });
    return this.page;
  }

  /** The copy for the page's own address; the app's files as they are; nothing from elsewhere. */
  private serve(route: Route) {
    const request = route.request();
    const isTopDocument = request.isNavigationRequest() && !request.frame().parentFrame();
    if (isTopDocument && this.serving) {
      return route.fulfill({ contentType: 'text/html; charset=utf-8', body: this.serving.html });
    }
    const sameOrigin =
      this.serving && new URL(request.url()).origin === new URL(this.serving.state.url).origin;
    return sameOrigin && !request.isNavigationRequest() ? route.continue() : route.abort();
  }
}

const SCRIPTS = /<script\b[^>]*>[\s\S]*?<\/script>/gi;

/** Groups the findings by rule and element, each with the views it was seen on. */
export function describeFindings(findings: Finding[]): string {
  const byRule = new Map<string, { title: string; targets: Map<string, Set<string>> }>();
  for (const finding of findings) {
    const rule = byRule.get(finding.rule) ?? {
      title: `${finding.rule} (${finding.impact}): ${finding.help}`,
      targets: new Map<string, Set<string>>(),
    };
    byRule.set(finding.rule, rule);
    for (const { target, summary } of finding.targets) {
      const key = `${target}  ${summary}`;
      const views = rule.targets.get(key) ?? new Set<string>();
      rule.targets.set(key, views.add(`${finding.url} [${finding.view}]`));
    }
  }
  const lines = [...byRule.values()].flatMap(({ title, targets }) => [
    `- ${title}`,
    ...[...targets].flatMap(([target, views]) => [
      `    ${target}`,
      `      on ${[...views].join(', ')}`,
    ]),
  ]);
  return `axe found serious or critical violations:\n${lines.join('\n')}`;
}
