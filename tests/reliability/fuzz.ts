import { prng } from '../../functions/lib/prng';
import { routes, type RouteDef } from '../../functions/tables/routes';
import { ROLES, type Role } from '../../shared/api-routes';
import { couponApiKey } from '../support/coupon-api-key';
import type { DevUserKey } from '../../functions/local/identity/dev-users';
import { tokenFor } from '../support/tokens';
import { hostileRequest, type Credentials, type FuzzRequest } from './fuzz/hostile-requests';
import { isShed, judge } from './fuzz/judge';
import { FailureBook } from './fuzz/report';
import { sendRaw } from './fuzz/send-raw';
import { startInProcessRuntime } from './in-process-runtime';
import { isShort, verdict } from './run-options';

/**
 * `npm run fuzz`: hostile requests to every route and method of the route table (wrong types,
 * oversized values, unicode, NUL, path traversal, injection strings, prototype keys, malformed
 * JSON, wrong content types, 1 MB bodies, hostile headers), seeded so a run is repeatable.
 * Pass: no 5xx but a 503 + Retry-After `overloaded` (a dependency too slow, told to retry), every 4xx is `{error:{code,message}}`, no answer leaks internals, and
 * Object.prototype is the same after the run.
 */
const COUNT = isShort ? 1_500 : 12_000;
const SEED = Number(process.env.FUZZ_SEED ?? 20);
const IN_FLIGHT = 8;
/**
 * Then every route on its own under a burst: BURST hostile requests at once, signed in or keyed as
 * the route needs (an admin page under a storm reached DynamoDB's connection timeout and answered
 * 500); the routes that read the most storage get STORM at once.
 */
const BURST = 8;
const STORM = 32;
const STORM_ROUTES = new Set(['marketplace-admin-usage', 'marketplace-admin-customers', 'admin-claim-analysis']);
const DEV_USER_WITH: Record<Role, DevUserKey> = { admin: 'admin', pharmacist: 'pharmacist', 'marketplace-admin': 'marketplace' };
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);

const runtime = await startInProcessRuntime({ PBM_SIMULATOR_LATENCY: 'none' });
try {
  const tokens = Object.fromEntries(await Promise.all(ROLES.map(async (role) => [role, await tokenFor(DEV_USER_WITH[role], { expiresInSeconds: 3_600 })])));
  const apiKey = await couponApiKey(runtime.url, 'FUZZ');
  const credentials: Credentials = (route: RouteDef): Record<string, string> => {
    if (route.auth === 'public') return {};
    if (route.auth === 'api-key') return { 'x-api-key': apiKey };
    return { authorization: `Bearer ${tokens[route.auth === 'optional-sign-in' ? 'pharmacist' : route.auth]}` };
  };

  const draw = prng(SEED);
  const pick = <T,>(items: readonly T[]) => items[Math.floor(draw() * items.length)]!;
  const requests: FuzzRequest[] = [];
  for (let i = 0; i < COUNT; i += 1) requests.push(hostileRequest(i, routes, { pick, chance: (p) => draw() < p }, credentials));
  // The burst phase: per route, requests that are that route's, always with its credentials.
  routes.forEach((route, r) => {
    const size = STORM_ROUTES.has(route.id) ? STORM : BURST;
    for (let k = 0; k < size; k += 1) {
      const req = hostileRequest(COUNT + r + k * routes.length, routes, { pick, chance: (p) => draw() < p }, credentials);
      requests.push({ ...req, headers: { ...credentials(route), ...req.headers } });
    }
  });
  const chosen = only === undefined ? requests : requests.filter((r) => r.index === Number(only));

  const prototypeBefore = Object.getOwnPropertyNames(Object.prototype).join();
  const failures = new FailureBook();
  const statuses = new Map<number, number>();
  const started = performance.now();
  let shed = 0;
  const send = async (req: FuzzRequest) => {
    const problem = await sendRaw(runtime.url, req).then(
      (answer) => {
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (isShed(answer)) shed += 1;
        if (only !== undefined) console.log(`#${req.index} ${req.kind} → ${answer.status} ${answer.body.slice(0, 500)}`);
        return judge(answer, req);
      },
      (err: Error) => `no answer (${err.message})`,
    );
    if (problem) failures.add(req, problem);
  };
  const mixed = chosen.filter((r) => r.index < COUNT);
  let next = 0;
  await Promise.all(Array.from({ length: IN_FLIGHT }, async () => {
    while (next < mixed.length) await send(mixed[next++]!);
  }));
  // One route at a time, its whole burst in flight together.
  const bursts = new Map<string, FuzzRequest[]>();
  for (const r of chosen.filter((c) => c.index >= COUNT)) bursts.set(r.route.id, [...(bursts.get(r.route.id) ?? []), r]);
  for (const burst of bursts.values()) await Promise.all(burst.map(send));
  const seconds = (performance.now() - started) / 1000;
  const prototypeAfter = Object.getOwnPropertyNames(Object.prototype).join();

  console.log(`\nRxSavvy fuzz (${new Date().toISOString()}, seed ${SEED}): ${chosen.length} hostile requests to ${routes.length} routes in ${seconds.toFixed(1)} s`);
  console.log(`statuses: ${[...statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`).join(', ')}`);
  console.log(`bursts: ${bursts.size} routes, ${BURST} concurrent requests each (${STORM} for ${[...STORM_ROUTES].join(', ')}), signed in or keyed`);
  console.log(`5xx: ${[...statuses.entries()].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0)} (of which 503 + Retry-After, overloaded: ${shed}), failed checks: ${failures.total}`);
  verdict('fuzz', [...failures.lines(runtime.url), ...(prototypeAfter === prototypeBefore ? [] : [`Object.prototype changed: ${prototypeAfter}`])]);
} finally {
  await runtime.close();
}
