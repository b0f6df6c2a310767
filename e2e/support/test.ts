import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { describeFindings, ViewScanner, type Finding } from './a11y/axe-scan.ts';
import { installChangeClock } from './a11y/page-probe.ts';
import { PageWatcher } from './a11y/page-watcher.ts';

/**
 * Playwright's `test` for every journey: axe checks every view each page of the journey settles
 * on (in its own context and in any context it opens), and the journey fails on serious or
 * critical violations, listed with rule, element and URL (docs/decisions/platform-web.md,
 * accessibility).
 */
export const test = base.extend<{ axeOnEveryPage: void }>({
  axeOnEveryPage: [
    async ({ context, browser }, use, testInfo) => {
      const findings: Finding[] = [];
      const newContext = browser.newContext;
      const scanner = new ViewScanner(() => newContext.call(browser), findings);
      const watchers: PageWatcher[] = [];
      const follow = async (followed: BrowserContext) => {
        await installChangeClock(followed);
        const watch = (page: Page) => watchers.push(new PageWatcher(page, scanner));
        followed.pages().forEach(watch);
        followed.on('page', watch);
      };
      await follow(context);
      browser.newContext = async (...args) => {
        const opened = await newContext.apply(browser, args);
        await follow(opened);
        return opened;
      };
      try {
        await use();
      } finally {
        browser.newContext = newContext;
      }
      const passedSoFar = testInfo.status === testInfo.expectedStatus;
      await Promise.all(watchers.map((watcher) => watcher.stop(passedSoFar)));
      await scanner.close();
      if (!findings.length) return;
      await testInfo.attach('axe-findings.json', {
        body: JSON.stringify(findings, null, 2),
        contentType: 'application/json',
      });
      throw new Error(describeFindings(findings));
    },
    { auto: true },
  ],
});

export { expect };
