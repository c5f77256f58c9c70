import { stageSchema, type RuntimeConfig, type Stage } from '../../../shared/contracts/config';
import { IDENTITY_CLIENT_ID, IDENTITY_REALM } from '../../../shared/identity';
import { marketplaceListingUrl } from '../../../shared/marketplace-listing';

/** rules#roles, rules#constants: the identity server is chosen by the host name the visitor used. */
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
 * keycloak-js always talks to the site's own origin under /realms/pharmacy, so the CSP's
 * `connect-src 'self'` holds and its credentialed token calls need no CORS (oidc-provider refuses
 * them cross-origin). Locally the embedded OIDC provider is mounted there. In AWS the distribution forwards /realms/* to the
 * Keycloak of its stage (`IDENTITY_SERVERS`, set by CDK from context; see
 * infra/stacks/web-stack.ts), which exists only when that stage has a server configured.
 */
export function runtimeConfigFor(host: string, origin: string, env: NodeJS.ProcessEnv = process.env): RuntimeConfig {
  const stage = stageForHost(host, env.STAGE);
  const identity = stage === 'local' ? localIdentity(origin) : deployedIdentity(host, stage, env);
  return {
    stage,
    identity,
    features: {
      couponViewTracking: stage === 'prod',
      devOutbox: stage === 'local' && env.DEV_OUTBOX === '1',
    },
    links: { marketplaceListing: marketplaceListingUrl(env.MARKETPLACE_LISTING_URL) },
  };
}

function localIdentity(origin: string): RuntimeConfig['identity'] {
  return {
    url: origin,
    realm: IDENTITY_REALM,
    clientId: IDENTITY_CLIENT_ID,
    oidcDiscoveryUrl: `${origin}/realms/${IDENTITY_REALM}/.well-known/openid-configuration`,
  };
}

/**
 * The site's own HTTPS origin (CloudFront serves HTTPS only; the viewer's x-forwarded-proto is
 * not trusted), or '' (sign-in unavailable) when the stage the functions are deployed in, whose
 * Keycloak the distribution forwards to, has no identity server.
 */
function deployedIdentity(host: string, hostStage: Stage, env: NodeJS.ProcessEnv): RuntimeConfig['identity'] {
  const deployed = stageSchema.safeParse(env.STAGE);
  const proxiedStage = deployed.success ? deployed.data : hostStage;
  const url = identityServers(env)[proxiedStage] ? `https://${host.toLowerCase()}` : '';
  return { url, realm: IDENTITY_REALM, clientId: IDENTITY_CLIENT_ID };
}

function identityServers(env: NodeJS.ProcessEnv): Partial<Record<Stage, string>> {
  try {
    return JSON.parse(env.IDENTITY_SERVERS ?? '{}') as Partial<Record<Stage, string>>;
  } catch {
    return {};
  }
}
