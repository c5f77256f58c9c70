import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalRuntime } from '../../functions/local/runtime';

export interface InProcessRuntime {
  url: string;
  close(): Promise<void>;
}

/**
 * The local runtime as `npm start` runs it (functions/local/start.ts), but in this process on a
 * temporary data directory: the script then shares its environment, so it can mint tokens with the
 * identity server's key (tests/support/tokens.ts) and reach the PBM simulator (PBM_SIMULATOR_URL).
 */
export async function startInProcessRuntime(env: Record<string, string> = {}): Promise<InProcessRuntime> {
  // REFERENCE_SEED off: its background load (minutes of writes) would be measured as the runtime's own load.
  Object.assign(process.env, { LOG_LEVEL: 'silent', SIGNUPS_TIMER: 'off', FEATURED_SAVINGS_TIMER: 'off', REFERENCE_SEED: 'off', ...env });
  const dataDir = mkdtempSync(join(tmpdir(), 'rxsavvy-reliability-'));
  const runtime = await startLocalRuntime({ port: 0, dataDir });
  return {
    url: runtime.url,
    close: async () => {
      await runtime.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
