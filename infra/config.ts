import { existsSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Node } from 'constructs';
import * as z from 'zod';
import { BRAND } from '../shared/brand';
import { stageSchema } from '../shared/contracts/config';
import { jobs } from '../functions/tables/jobs';
import { routes } from '../functions/tables/routes';

/** The repository root: NodejsFunction entries, the lock file and web/dist are found from here. */
export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Stages that deploy to AWS ('local' is `npm start` only). */
export const deployStageSchema = stageSchema.exclude(['local']);
export type DeployStage = z.infer<typeof deployStageSchema>;

/** Where the built SPA lives unless the `webDist` context key says otherwise. */
export const DEFAULT_WEB_DIST = 'web/dist';

export interface DeployConfig {
  stage: DeployStage;
  /** Custom domain for the CloudFront distribution; absent: the distribution's own *.cloudfront.net name. */
  domainName?: string;
  /** ACM certificate (us-east-1) for `domainName`. */
  certificateArn?: string;
  /** Identity server (Keycloak) base URL per stage, handed to every function as IDENTITY_SERVERS. */
  identityServers: Partial<Record<z.infer<typeof stageSchema>, string>>;
  /** Sender of coupon e-mails; routes with `ses: true` may send only from this address. */
  sesFromAddress: string;
  /** Absolute path of the built SPA, or undefined when it has not been built (nothing is deployed). */
  siteDir?: string;
  /**
   * Where prices come from: `sandbox` deploys the twelve-PBM simulator (the default in dev and
   * staging); `account` uses the real PBMs named in the SSM parameter /rxsavvy/<stage>/pbm-endpoints,
   * which the operator creates (required in prod: the simulator never prices for real visitors).
   */
  pbmEndpoints: 'sandbox' | 'account';
  /** Who the alarm topic e-mails (a confirmation link arrives first); without it alarms go to the topic only. */
  alarmEmail?: string;
  /**
   * The stage's registered SMS origination number (toll-free or 10DLC, E.164), sent with every SMS
   * so each stage texts from its own number; without it SNS picks one of the account's numbers.
   */
  smsOriginationNumber?: string;
  /**
   * How much Lambda concurrency the stage may take from the account (context `concurrencyBudget`):
   * `off` reserves nothing (the default in dev), `table` reserves what the route and job tables say
   * (the default in staging and prod), a number scales those reservations down to fit it.
   */
  concurrencyBudget: ConcurrencyBudget;
  /** Reserved concurrent executions per route or job id, as planned from the budget (see `planReservations`). */
  reservedConcurrency: Readonly<Record<string, number>>;
  /**
   * Whether this stage's Messaging stack creates the SES identity of `sesFromAddress`'s domain
   * (context `sesIdentity`): `create` (the default in prod) or `existing` (the default in dev and
   * staging: the identity is account-wide, so only one stage of an account may create it; the
   * others send through it, each with its own configuration set).
   */
  sesIdentity: 'create' | 'existing';
  /**
   * Where the stage's Keycloak comes from: `external` (the default) is the one `identityServers`
   * names; `managed` is the Identity stack's own (infra/stacks/identity-stack.ts), on the host name
   * `domainName`, which then is the stage's `identityServers` entry.
   */
  identity: ExternalIdentity | ManagedIdentity;
}

export interface ExternalIdentity {
  mode: 'external';
}

export interface ManagedIdentity {
  mode: 'managed';
  /** The Keycloak load balancer's own host name (DNS: a CNAME to its DNS name), e.g. auth.rxsavvy.com. */
  domainName: string;
  /** ACM certificate for `domainName`, in the Identity stack's region. */
  certificateArn: string;
  /** Networks that may reach the admin console on `domainName` (none: no admin console). */
  adminCidrs: string[];
}

/**
 * Lambda refuses a reservation that would leave less than this much of the account's concurrency
 * unreserved (the functions without a reservation share what is left).
 */
export const LAMBDA_UNRESERVED_MINIMUM = 100;

/** `off`, `table`, or the account concurrency (a whole number) the stage's reservations and the unreserved 100 must fit in. */
export type ConcurrencyBudget = 'off' | 'table' | number;

/** A route- or job-table entry, as far as reservations go. */
export interface Reservable {
  readonly id: string;
  readonly reservedConcurrency?: number;
}

/** The entries of the route and job tables that reserve concurrency. */
export function tableReservations(): Reservable[] {
  return [...routes, ...jobs].filter((d) => d.reservedConcurrency);
}

/**
 * Reserved concurrency per function id for a budget. `table` keeps the tables' values; a number
 * keeps them when they fit in `budget - 100` and otherwise scales each down in proportion (never
 * below 1: a reservation of 0 would stop the function, and the jobs' 1 keeps a run from overlapping
 * the last), trimming the largest until the sum fits. A budget that cannot give each reserving
 * entry 1 is an error naming the smallest budget that works.
 */
export function planReservations(budget: ConcurrencyBudget, definitions: readonly Reservable[] = tableReservations()): Record<string, number> {
  if (budget === 'off') return {};
  const wanted = definitions.filter((d) => d.reservedConcurrency).map((d) => [d.id, d.reservedConcurrency!] as const);
  if (budget === 'table') return Object.fromEntries(wanted);
  const available = budget - LAMBDA_UNRESERVED_MINIMUM;
  const total = wanted.reduce((sum, [, n]) => sum + n, 0);
  if (total <= available) return Object.fromEntries(wanted);
  if (available < wanted.length) {
    throw new Error(
      `concurrencyBudget=${budget} leaves ${Math.max(available, 0)} to reserve after the ${LAMBDA_UNRESERVED_MINIMUM} Lambda keeps unreserved, `
      + `but the route and job tables reserve concurrency for ${wanted.length} functions (at least 1 each): give at least concurrencyBudget=${LAMBDA_UNRESERVED_MINIMUM + wanted.length}, `
      + `or concurrencyBudget=off to reserve nothing (npm run preflight shows the account's quota)`,
    );
  }
  const scaled = new Map(wanted.map(([id, n]) => [id, Math.max(1, Math.floor((n * available) / total))]));
  let sum = [...scaled.values()].reduce((a, b) => a + b, 0);
  while (sum > available) {
    const [id, n] = [...scaled].reduce((a, b) => (b[1] > a[1] ? b : a));
    scaled.set(id, n - 1);
    sum -= 1;
  }
  return Object.fromEntries(scaled);
}

const concurrencyBudgetSchema = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
  z.custom<ConcurrencyBudget>(
    (v) => v === 'off' || v === 'table' || (typeof v === 'number' && Number.isInteger(v) && v >= LAMBDA_UNRESERVED_MINIMUM),
    `concurrencyBudget must be off, table or a whole number of at least ${LAMBDA_UNRESERVED_MINIMUM} (the account's Lambda concurrency this stage may use)`,
  ),
);

const identityServersSchema = z.partialRecord(stageSchema, z.url({ protocol: /^https?$/ }));
const hostNameSchema = z.string().regex(/^(?!-)[a-z0-9-]+(\.[a-z0-9-]+)+$/i, 'must be a host name like rxsavvy.com');

const contextSchema = z
  .object({
    stage: deployStageSchema.default('dev'),
    domainName: z.string().regex(/^(?!-)[a-z0-9-]+(\.[a-z0-9-]+)+$/i, 'domainName must be a host name like rxsavvy.com').optional(),
    certificateArn: z.string().regex(/^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[\w-]+$/, 'certificateArn must be an ACM certificate in us-east-1').optional(),
    identityServers: z.preprocess((v) => (typeof v === 'string' ? parseJson(v) : v), identityServersSchema).default({}),
    sesFromAddress: z.email().default(BRAND.email),
    webDist: z.string().default(DEFAULT_WEB_DIST),
    pbmEndpoints: z.enum(['sandbox', 'account']).optional(),
    alarmEmail: z.email().optional(),
    smsOriginationNumber: z.string().regex(/^\+1[2-9]\d{9}$/, 'smsOriginationNumber must be a US number in E.164, like +18335550100').optional(),
    concurrencyBudget: concurrencyBudgetSchema.optional(),
    sesIdentity: z.enum(['create', 'existing']).optional(),
    identity: z.enum(['external', 'managed']).default('external'),
    identityDomainName: hostNameSchema.optional(),
    identityCertificateArn: z.string().regex(/^arn:aws[a-z-]*:acm:[a-z0-9-]+:\d{12}:certificate\/[\w-]+$/, 'identityCertificateArn must be an ACM certificate ARN').optional(),
    // At most 2: each admin rule of the load balancer holds 3 paths and 2 addresses (5 values, the ALB limit).
    identityAdminCidrs: z.preprocess((v) => (typeof v === 'string' ? parseJson(v) : v), z.array(z.cidrv4()).max(2)).default([]),
  })
  .refine((c) => c.stage !== 'prod' || c.pbmEndpoints === 'account', {
    path: ['pbmEndpoints'],
    message: 'prod needs the real PBMs: create the SSM parameter /rxsavvy/prod/pbm-endpoints ({"<pbm id>": {"url": "https://…", "auth": "iam" | "none" | "api-key" | "oauth2-client-credentials" | "mtls", …}}, secrets under rxsavvy/prod/pbm/*, see README "Deploying to AWS") and synth with -c pbmEndpoints=account (the sandbox simulator is for dev and staging only)',
  })
  .refine((c) => (c.domainName === undefined) === (c.certificateArn === undefined), {
    message: 'domainName and certificateArn go together: give both (custom domain) or neither (CloudFront default domain)',
  })
  .superRefine((c, ctx) => {
    if (c.identity !== 'managed') {
      for (const key of ['identityDomainName', 'identityCertificateArn'] as const) {
        if (c[key] !== undefined) ctx.addIssue({ code: 'custom', path: [key], message: `${key} is for identity=managed only` });
      }
      return;
    }
    const need = (ok: boolean, path: string, message: string) => ok || ctx.addIssue({ code: 'custom', path: [path], message });
    need(c.domainName !== undefined, 'domainName', 'identity=managed needs the site\'s domainName and certificateArn: Keycloak issues tokens as https://<domainName>/realms/pharmacy, the issuer the functions trust');
    need(c.identityDomainName !== undefined && c.identityCertificateArn !== undefined, 'identityDomainName', 'identity=managed needs identityDomainName (the Keycloak load balancer\'s host name, e.g. auth.rxsavvy.com) and identityCertificateArn (its ACM certificate, in the stack\'s region): CloudFront reaches Keycloak over HTTPS on that name');
    need(c.identityDomainName === undefined || c.identityDomainName !== c.domainName, 'identityDomainName', 'identityDomainName must differ from domainName (the site itself)');
    const listed = c.identityServers[c.stage];
    need(listed === undefined || new URL(listed).host === c.identityDomainName, 'identityServers', `identity=managed serves ${c.stage}'s Keycloak on https://${c.identityDomainName}: drop identityServers.${c.stage} or make it that URL`);
  });

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const CONTEXT_KEYS = [
  'stage', 'domainName', 'certificateArn', 'identityServers', 'sesFromAddress', 'webDist', 'pbmEndpoints', 'alarmEmail', 'smsOriginationNumber', 'concurrencyBudget', 'sesIdentity',
  'identity', 'identityDomainName', 'identityCertificateArn', 'identityAdminCidrs',
] as const;

/** Reads and validates the deploy context (`-c key=value` or cdk.json); a bad value fails synth with its key named. */
export function readDeployConfig(node: Node): DeployConfig {
  const raw = Object.fromEntries(CONTEXT_KEYS.map((key) => [key, node.tryGetContext(key) ?? undefined]));
  const parsed = contextSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || 'context'}: ${i.message}`).join('; ');
    throw new Error(`Invalid CDK context: ${problems}`);
  }
  const { webDist, pbmEndpoints, concurrencyBudget: givenBudget, sesIdentity, identity: mode, identityDomainName, identityCertificateArn, identityAdminCidrs, ...config } = parsed.data;
  const siteDir = isAbsolute(webDist) ? webDist : join(REPO_ROOT, webDist);
  const concurrencyBudget = givenBudget ?? (config.stage === 'dev' ? 'off' : 'table');
  let reservedConcurrency: Record<string, number>;
  try {
    reservedConcurrency = planReservations(concurrencyBudget);
  } catch (error) {
    throw new Error(`Invalid CDK context: concurrencyBudget: ${(error as Error).message}`);
  }
  // A managed Keycloak is the stage's identity server: every reader of identityServers (GET /config,
  // the functions' fallback issuer, CloudFront's /realms/* origin) then finds it there.
  const identity: DeployConfig['identity'] = mode === 'managed'
    ? { mode, domainName: identityDomainName!, certificateArn: identityCertificateArn!, adminCidrs: identityAdminCidrs }
    : { mode };
  const identityServers = identity.mode === 'managed' ? { ...config.identityServers, [config.stage]: `https://${identity.domainName}` } : config.identityServers;
  return {
    ...config,
    identityServers,
    identity,
    pbmEndpoints: pbmEndpoints ?? 'sandbox',
    siteDir: existsSync(join(siteDir, 'index.html')) ? siteDir : undefined,
    concurrencyBudget,
    reservedConcurrency,
    sesIdentity: sesIdentity ?? (config.stage === 'prod' ? 'create' : 'existing'),
  };
}
