import { existsSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Node } from 'constructs';
import * as z from 'zod';
import { BRAND } from '../shared/brand';
import { stageSchema } from '../shared/contracts/config';

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
}

const identityServersSchema = z.partialRecord(stageSchema, z.url({ protocol: /^https?$/ }));

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
  })
  .refine((c) => c.stage !== 'prod' || c.pbmEndpoints === 'account', {
    path: ['pbmEndpoints'],
    message: 'prod needs the real PBMs: create the SSM parameter /rxsavvy/prod/pbm-endpoints ({"<pbm id>": {"url": "https://…", "auth": "iam" | "none" | "api-key" | "oauth2-client-credentials" | "mtls", …}}, secrets under rxsavvy/prod/pbm/*, see README "Deploying to AWS") and synth with -c pbmEndpoints=account (the sandbox simulator is for dev and staging only)',
  })
  .refine((c) => (c.domainName === undefined) === (c.certificateArn === undefined), {
    message: 'domainName and certificateArn go together: give both (custom domain) or neither (CloudFront default domain)',
  });

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const CONTEXT_KEYS = ['stage', 'domainName', 'certificateArn', 'identityServers', 'sesFromAddress', 'webDist', 'pbmEndpoints', 'alarmEmail', 'smsOriginationNumber'] as const;

/** Reads and validates the deploy context (`-c key=value` or cdk.json); a bad value fails synth with its key named. */
export function readDeployConfig(node: Node): DeployConfig {
  const raw = Object.fromEntries(CONTEXT_KEYS.map((key) => [key, node.tryGetContext(key) ?? undefined]));
  const parsed = contextSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || 'context'}: ${i.message}`).join('; ');
    throw new Error(`Invalid CDK context: ${problems}`);
  }
  const { webDist, pbmEndpoints, ...config } = parsed.data;
  const siteDir = isAbsolute(webDist) ? webDist : join(REPO_ROOT, webDist);
  return { ...config, pbmEndpoints: pbmEndpoints ?? 'sandbox', siteDir: existsSync(join(siteDir, 'index.html')) ? siteDir : undefined };
}
