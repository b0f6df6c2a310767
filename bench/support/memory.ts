/** The resident memory of a child process and its descendants (tsx runs the server in a child). */
import fs from 'node:fs';

function parentOf(pid: string): string | undefined {
  try {
    // The command name in field 2 may hold spaces: the parent id follows its closing parenthesis.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1];
  } catch {
    return undefined;
  }
}

function rssOf(pid: string): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** The process and its descendants; Linux only (/proc). */
function processTree(rootPid: number): string[] {
  const pids = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  const children = new Map<string, string[]>();
  for (const pid of pids) {
    const parent = parentOf(pid);
    if (parent) children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  const tree: string[] = [];
  const queue = [String(rootPid)];
  while (queue.length) {
    const pid = queue.pop()!;
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** Samples the tree's memory every 50 ms while `work` runs; the start and the peak. */
export async function withMemory<T>(rootPid: number, work: () => Promise<T>) {
  const tree = processTree(rootPid);
  const treeRss = () => tree.reduce((sum, pid) => sum + rssOf(pid), 0);
  const before = treeRss();
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRss());
  }, 50);
  try {
    const result = await work();
    return { result, before, peak: Math.max(peak, treeRss()) };
  } finally {
    clearInterval(timer);
  }
}
