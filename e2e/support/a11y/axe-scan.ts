import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { viewKey, type PageState } from './page-probe.ts';

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
 * Runs axe on the page as it is. Legacy mode runs in the page itself: the default mode opens a
 * blank page in the journey's context to merge frame results, which a journey could see.
 */
export async function scanForFindings(page: Page, state: PageState): Promise<Finding[]> {
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    // Experimental in axe, and named by issue 10: a control's name must contain its visible label.
    .options({
      rules: { 'label-content-name-mismatch': { enabled: true } },
      // Passes and incomplete results are not read: leaving them out makes a scan much faster.
      resultTypes: ['violations'],
    })
    .analyze();
  return results.violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      url: state.url,
      view: viewKey(state),
      targets: violation.nodes.map((node) => ({
        target: node.target.map(String).join(' '),
        summary: (node.failureSummary ?? '').split('\n').slice(1).join(' ').trim(),
      })),
    }));
}

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
      rule.targets.set(
        key,
        (rule.targets.get(key) ?? new Set()).add(`${finding.url} [${finding.view}]`),
      );
    }
  }
  const lines = [...byRule.values()].flatMap(({ title, targets }) => [
    `- ${title}`,
    ...[...targets].flatMap(([target, urls]) => [
      `    ${target}`,
      `      on ${[...urls].join(', ')}`,
    ]),
  ]);
  return `axe found serious or critical violations:\n${lines.join('\n')}`;
}
