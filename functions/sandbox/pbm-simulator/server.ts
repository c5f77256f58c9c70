import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as z from 'zod';
import { prng } from '../../lib/prng';
import { answerPbm, pbmTarget, type ReferenceCostOf } from './answer';
import { SIMULATED_PBMS, simulatedPbm } from './pbm-models';

/**
 * Twelve PBM APIs on one loopback port, speaking plain HTTP + JSON as a real PBM's would:
 *   POST /pbms/{id}/prices  {ndc, quantity, pharmacies:[{npi, chain}]} -> {breakdown, quotes, pricedAt}
 *     (the build-up of its contract price, and its quote at each pharmacy of its network; with no
 *     pharmacies, just the build-up)
 *   POST /pbms/{id}/network {npis} -> {inNetwork}: which of these pharmacies are in its network.
 * Latency is lognormal per PBM (heavy tail), deterministic for a seed; faults are switchable per
 * PBM (POST /faults {pbmId, fault}) for tests and benchmarks, and apply to both questions:
 * `down` resets the connection, `timeout` never answers, `slow` answers after 2 s, `error` is a
 * 503 and `malformed` a truncated JSON body.
 */
const FAULTS = ['down', 'timeout', 'error', 'malformed', 'slow'] as const;
export type Fault = (typeof FAULTS)[number];

export interface SimulatorOptions {
  port?: number;
  seed?: number;
  referenceCost: ReferenceCostOf;
  latency?: 'realistic' | 'none';
  faults?: Partial<Record<string, Fault>>;
}

export interface Simulator {
  url: string;
  setFault(pbmId: string, fault: Fault | null): void;
  close(): Promise<void>;
}

const faultSchema = z.object({ pbmId: z.string(), fault: z.enum(FAULTS).nullable() });

/** Parses PBM_SIMULATOR_FAULTS="axe-east:slow,navitus-save:error". */
export function parseFaults(text: string | undefined): Partial<Record<string, Fault>> {
  const out: Partial<Record<string, Fault>> = {};
  for (const part of (text ?? '').split(',').filter(Boolean)) {
    const [id, fault] = part.split(':');
    if (id && simulatedPbm(id) && (FAULTS as readonly string[]).includes(fault ?? '')) out[id] = fault as Fault;
  }
  return out;
}

function normal(random: () => number): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 256 * 1024) throw new Error('too large');
    chunks.push(chunk as Buffer);
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
}

export async function startPbmSimulator(options: SimulatorOptions): Promise<Simulator> {
  const faults: Partial<Record<string, Fault>> = { ...options.faults };
  const randoms = new Map(SIMULATED_PBMS.map((p, i) => [p.id, prng((options.seed ?? 42) * 100 + i)]));
  const hanging = new Set<ServerResponse>();
  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://sim');
      if (req.method === 'POST' && url.pathname === '/faults') {
        const parsed = faultSchema.safeParse(await readJson(req).catch(() => undefined));
        if (!parsed.success || !simulatedPbm(parsed.data.pbmId)) return send(res, 400, { error: 'bad fault' });
        if (parsed.data.fault) faults[parsed.data.pbmId] = parsed.data.fault;
        else delete faults[parsed.data.pbmId];
        return send(res, 200, { ok: true });
      }
      const target = pbmTarget(url.pathname);
      if (req.method !== 'POST' || !target) return send(res, 404, { error: 'not found' });
      const body = await readJson(req).catch(() => undefined);
      const { pbm } = target;
      const fault = faults[pbm.id];
      const random = randoms.get(pbm.id)!;
      const delay = fault === 'slow' ? 2_000 : options.latency === 'none' ? 0 : Math.min(3_000, pbm.latency.medianMs * Math.exp(pbm.latency.sigma * normal(random)));
      if (fault === 'down') return req.socket.destroy();
      if (fault === 'timeout') {
        hanging.add(res);
        res.on('close', () => hanging.delete(res));
        return;
      }
      if (delay > 0) await new Promise((r) => setTimeout(r, delay));
      if (fault === 'error') return send(res, 503, { error: 'upstream unavailable' });
      if (fault === 'malformed') return send(res, 200, '{"quotes": [ {"npi": ');
      const answer = await answerPbm(target, body, options.referenceCost);
      send(res, answer.status, answer.body);
    })().catch(() => {
      if (!res.headersSent) send(res, 500, { error: 'simulator failure' });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    setFault: (id, fault) => {
      if (fault) faults[id] = fault;
      else delete faults[id];
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
