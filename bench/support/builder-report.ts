/** How `bench:builder` prints its runs: per step, the median, each run, and the API requests. */
import type { Milestones, Step } from './builder-page.ts';
import { GOALS } from './goals.ts';
import type { Verdict } from './verdicts.ts';

/** The steps of every run of one program, by kind. */
export type Runs = { cold: Step[]; reload: Step[]; inApp: Step[]; next: Step[]; back: Step[] };

/** The goal: the first week on screen in under a second. */
const GOAL_MS = GOALS.builderFirstWeekMs;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const ms = (steps: Step[]) => median(steps.map((step) => step.ms));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
/** The request counts of the runs ('1', or '1/2' when runs differed). */
const requests = (steps: Step[]) =>
  [...new Set(steps.map((step) => step.traffic.requests))].join('/');
const plural = (count: string, noun: string) => `${count} ${noun}${count === '1' ? '' : 's'}`;

function line(label: string, steps: Step[]) {
  const last = steps.at(-1)!.traffic;
  return (
    `    ${label.padEnd(34)} median ${ms(steps).toFixed(0).padStart(5)} ms ` +
    `(${steps.map((step) => step.ms.toFixed(0)).join(', ')})   ` +
    `API: ${plural(requests(steps), 'request')}, ` +
    `${kb(last.encoded)} over the wire (${kb(last.decoded)})`
  );
}

/** Where an open's time went: each milestone's median, from the navigation or the click. */
function timeline(steps: Step[]) {
  const at = (pick: (m: Milestones) => number) => {
    const value = median(steps.map((step) => pick(step.milestones)));
    return Number.isFinite(value) ? value.toFixed(0) : '-';
  };
  return (
    `${''.padEnd(40)}code in by ${at((m) => m.code)} ms, ` +
    `first API call ${at((m) => m.firstApi)}, ` +
    `week asked ${at((m) => m.scheduleAsked)}, answered ${at((m) => m.scheduleAnswered)}, ` +
    `on screen ${ms(steps).toFixed(0)}`
  );
}

const verdict = (runs: Runs) => (ms(runs.cold) < GOAL_MS ? 'PASS' : 'FAIL');

/** The machine's load (1, 5 and 15 minute averages), printed beside the times it shaped. */
export const loadLine = (load: number[]) =>
  `load average ${load.map((each) => each.toFixed(1)).join(' / ')}`;

/** The program's verdict against the goal, for the goals table. */
export function builderVerdict(
  database: string,
  label: string,
  runs: Runs,
  load: number[],
): Verdict {
  return {
    database,
    what: `builder, first week in a new window (${label})`,
    goal: `median < ${GOAL_MS} ms`,
    measured: `${ms(runs.cold).toFixed(0)} ms (${loadLine(load)})`,
    pass: ms(runs.cold) < GOAL_MS,
  };
}

/** The program's figures in full, then the API requests of its first run. */
export function printProgram(label: string, runs: Runs, load: number[]) {
  const show = (name: string, step: Step) =>
    [`      ${name}:`, ...step.traffic.names.map((each) => `        ${each}`)]
      .concat(step.traffic.names.length === 0 ? ['        (none)'] : [])
      .join('\n');
  console.log(
    [
      `  ${label}:`,
      line('open, new window (no cache)', runs.cold),
      timeline(runs.cold),
      line('open again (reload, cached code)', runs.reload),
      timeline(runs.reload),
      line('open from the program (in the app)', runs.inApp),
      timeline(runs.inApp),
      line('next week', runs.next),
      line('back to the first week', runs.back),
      `    ${verdict(runs)}: first week on screen in a new window in ` +
        `${ms(runs.cold).toFixed(0)} ms ` +
        `(median); goal under ${GOAL_MS} ms; ${loadLine(load)}.`,
      '    API requests of the first run:',
      show('open, new window', runs.cold[0]!),
      show('open from the program', runs.inApp[0]!),
      show('next week', runs.next[0]!),
      show('back', runs.back[0]!),
    ].join('\n'),
  );
}

/** One line of the summary: every median, and the requests of the moves. */
export function summaryLine(database: string, label: string, runs: Runs, load: number[]) {
  const figure = (steps: Step[]) => `${ms(steps).toFixed(0).padStart(5)} ms`;
  return (
    `  ${database.padEnd(11)}${label.padEnd(24)} new window ${figure(runs.cold)}  ` +
    `reload ${figure(runs.reload)}  in the app ${figure(runs.inApp)}  ` +
    `next week ${figure(runs.next)} (${requests(runs.next)} req.)  ` +
    `back ${figure(runs.back)} (${requests(runs.back)} req.)  ${verdict(runs)}  ${loadLine(load)}`
  );
}
