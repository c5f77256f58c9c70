import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startRuntimeProcess, type RuntimeProcess } from '../bench/runtime-process';
import { postFrom } from '../support/request-from';
import { nthWrite, type Write } from './durability/writes';
import { storedValues } from './durability/stored-values';
import { isShort, verdict } from './run-options';

/**
 * `npm run durability`: bursts of sign-up writes against the runtime as its own process, which is
 * SIGKILLed mid-burst three times and restarted on the same data directory. Pass: every write
 * the runtime acknowledged (2xx) is on disk at the end.
 */
const KILLS = 3;
const BURST_MS = isShort ? 1_500 : 10_000;
const IN_FLIGHT = 16;
const RUN = Date.now().toString(36);

const dataDir = mkdtempSync(join(tmpdir(), 'rxsavvy-durability-'));
const acknowledged: Write[] = [];
const answers = new Map<string, number>();
let next = 0;

/** Writes from many loopback addresses until the runtime dies, so per-visitor limits never refuse them. */
async function burst(runtime: RuntimeProcess, ndc: string): Promise<void> {
  let alive = true;
  await Promise.all(Array.from({ length: IN_FLIGHT }, async () => {
    while (alive) {
      const n = next++;
      const write = nthWrite(n, RUN, ndc);
      const from = `127.0.${Math.floor(n / 250) % 250}.${(n % 250) + 2}`;
      try {
        const res = await postFrom(from, `${runtime.url}${write.route}`, write.body);
        const key = `${write.route} ${res.status}`;
        answers.set(key, (answers.get(key) ?? 0) + 1);
        if (res.status >= 200 && res.status < 300) acknowledged.push(write);
      } catch {
        alive = false;
      }
    }
  }));
}

async function lisinoprilNdc(url: string): Promise<string> {
  const details = (await (await fetch(`${url}/api/ecsdosage0?drugName=Lisinopril&zip=92101&qty=30`)).json()) as { selected: { ndc: string } };
  return details.selected.ndc;
}

try {
  for (let kill = 1; kill <= KILLS; kill += 1) {
    const runtime = await startRuntimeProcess({ PBM_SIMULATOR_LATENCY: 'none' }, dataDir);
    const ndc = await lisinoprilNdc(runtime.url);
    const writing = burst(runtime, ndc);
    await new Promise((resolve) => setTimeout(resolve, BURST_MS));
    await runtime.kill();
    await writing;
    console.log(`kill ${kill}: SIGKILL after ${BURST_MS} ms of writes; ${acknowledged.length} acknowledged so far`);
  }
  // A clean start after the last kill proves the data directory still opens.
  await (await startRuntimeProcess({}, dataDir)).stop();
  const stored = await storedValues(dataDir, [{ table: 'priceAlerts', attribute: 'recipient' }, { table: 'pharmacyOptIns', attribute: 'sk' }]);
  const lost = acknowledged.filter((w) => !stored.has(`${w.table}:${w.value}`));

  console.log(`\nRxSavvy durability (${new Date().toISOString()}): ${KILLS} SIGKILLs mid-burst, ${IN_FLIGHT} writers, ${BURST_MS} ms bursts`);
  console.log(`answers: ${[...answers.entries()].map(([k, n]) => `${k}: ${n}`).join(', ')}`);
  console.log(`acknowledged: ${acknowledged.length}, lost: ${lost.length}`);
  verdict('durability', [
    ...lost.map((w) => `lost: POST ${w.route} ${JSON.stringify(w.body)} (acknowledged, not in ${w.table})`),
    ...(acknowledged.length ? [] : ['no write was acknowledged: nothing was measured']),
    ...[...answers.entries()].filter(([k]) => / 5\d\d$/.test(k)).map(([k, n]) => `${n}x ${k}`),
  ]);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
