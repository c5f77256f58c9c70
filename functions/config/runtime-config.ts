import { stageSchema, type RuntimeConfig, type Stage } from '../../shared/contracts/config';

export const IDENTITY_REALM = 'pharmacy';
export const IDENTITY_CLIENT_ID = 'admin-website';

/** Spec §6/§9: the identity server is chosen by the host name the visitor used. */
export function stageForHost(host: string, deployedStage?: string): Stage {
  const name = host.toLowerCase().replace(/:\d+$/, '');
  if (name === 'localhost' || name === '[::1]' || name.startsWith('127.')) return 'local';
  if (name.startsWith('dev.')) return 'dev';
  if (name.startsWith('staging.')) return 'staging';
  // A stack without a custom domain is reached on AWS's own host names: trust the deployed stage.
  if (/\.(cloudfront\.net|amazonaws\.com)$/.test(name)) {
    const parsed = stageSchema.safeParse(deployedStage);
    if (parsed.success && parsed.data !== 'local') return parsed.data;
  }
  return 'prod';
}

/**
 * `IDENTITY_SERVERS` (set by CDK from context) maps each deployed stage to its Keycloak base
 * URL. Locally the embedded OIDC provider lives on the SPA's own origin under /realms/pharmacy.
 */
export function runtimeConfigFor(host: string, origin: string, env: NodeJS.ProcessEnv = process.env): RuntimeConfig {
  const stage = stageForHost(host, env.STAGE);
  const identity =
    stage === 'local'
      ? {
          url: origin,
          realm: IDENTITY_REALM,
          clientId: IDENTITY_CLIENT_ID,
          oidcDiscoveryUrl: `${origin}/realms/${IDENTITY_REALM}/.well-known/openid-configuration`,
        }
      : { url: identityServers(env)[stage] ?? '', realm: IDENTITY_REALM, clientId: IDENTITY_CLIENT_ID };
  return {
    stage,
    identity,
    features: {
      couponViewTracking: stage === 'prod',
      devOutbox: stage === 'local' && env.DEV_OUTBOX === '1',
    },
  };
}

function identityServers(env: NodeJS.ProcessEnv): Partial<Record<Stage, string>> {
  try {
    return JSON.parse(env.IDENTITY_SERVERS ?? '{}') as Partial<Record<Stage, string>>;
  } catch {
    return {};
  }
}
