import { spawn } from 'node:child_process';

export class ToolMissingError extends Error {}

export class ToolFailedError extends Error {
  constructor(
    message: string,
    readonly stderr: string,
  ) {
    super(message);
  }
}

const TAIL = 8 * 1024;

/**
 * Runs ffmpeg or ffprobe without a shell (arguments are never parsed), keeping stdout and the
 * tail of stderr; killed when `signal` aborts or `timeoutMs` passes.
 */
export function runTool(
  command: string,
  args: string[],
  options: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-TAIL);
    });
    const kill = () => child.kill('SIGKILL');
    options.signal?.addEventListener('abort', kill, { once: true });
    const timer = options.timeoutMs ? setTimeout(kill, options.timeoutMs) : undefined;
    const finish = () => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', kill);
    };
    child.on('error', (error: NodeJS.ErrnoException) => {
      finish();
      reject(
        error.code === 'ENOENT' || error.code === 'EACCES'
          ? new ToolMissingError(`${command} is not installed`)
          : error,
      );
    });
    child.on('close', (code, signal) => {
      finish();
      if (code === 0) resolve({ stdout: Buffer.concat(out).toString('utf8'), stderr });
      else reject(new ToolFailedError(`${command} failed (${signal ?? `exit ${code}`})`, stderr));
    });
  });
}

/** Whether the tool runs at all (a start-up check). */
export async function toolAvailable(command: string): Promise<boolean> {
  try {
    await runTool(command, ['-version'], { timeoutMs: 10_000 });
    return true;
  } catch {
    return false;
  }
}
