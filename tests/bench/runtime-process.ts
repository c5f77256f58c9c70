import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');

export interface RuntimeProcess {
  url: string;
  stop(): Promise<void>;
  /** SIGKILL: no shutdown hook runs (a crash or a killed container), and the data directory is kept. */
  kill(): Promise<void>;
}

/**
 * The local runtime as its own process (as `npm start` runs it), on a free loopback port. With
 * `dataDir` it runs on that directory and leaves it in place (a restart finds the same data);
 * without, on a fresh temporary one removed at stop.
 */
export async function startRuntimeProcess(env: Record<string, string> = {}, dataDir?: string): Promise<RuntimeProcess> {
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'rxsavvy-bench-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'functions/local/start.ts'], {
    cwd: ROOT,
    // RUNTIME_LOG=<file> keeps the runtime's log lines (at RUNTIME_LOG_LEVEL, default error) to find what failed.
    // REFERENCE_SEED off: the reference seed's background load (minutes of writes) would be timed with the routes.
    env: { ...process.env, PORT: '0', DATA_DIR: dir, LOG_LEVEL: process.env.RUNTIME_LOG ? (process.env.RUNTIME_LOG_LEVEL ?? 'error') : 'silent', REFERENCE_SEED: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`runtime did not start:\n${out}`)), 90_000);
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /running at (http:\/\/[\d.:]+)/.exec(out);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    child.stdout!.on('data', read);
    if (process.env.RUNTIME_LOG) child.stdout!.pipe(createWriteStream(process.env.RUNTIME_LOG, { flags: 'a' }));
    child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
    child.on('exit', (code) => reject(new Error(`runtime exited (${code}):\n${out}`)));
  });
  const exit = (signal: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  return {
    url,
    stop: async () => {
      await exit('SIGINT');
      if (!dataDir) rmSync(dir, { recursive: true, force: true });
    },
    kill: () => exit('SIGKILL'),
  };
}
