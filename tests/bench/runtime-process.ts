import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');

export interface RuntimeProcess {
  url: string;
  stop(): Promise<void>;
}

/** The local runtime as its own process (as `npm start` runs it), on a free loopback port. */
export async function startRuntimeProcess(env: Record<string, string> = {}): Promise<RuntimeProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rxsavvy-bench-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'functions/local/start.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env },
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
    child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
    child.on('exit', (code) => reject(new Error(`runtime exited (${code}):\n${out}`)));
  });
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => {
          rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGINT');
      }),
  };
}
