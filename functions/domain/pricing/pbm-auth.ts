import type { Agent } from 'node:https';
import * as z from 'zod';
import { clearSecretCache, secretById } from '../../lib/secrets';
import type { PbmEndpoint } from './pbm-endpoints';

/**
 * The `fetch` each PBM is asked through, by its endpoint's `auth` (pbm-endpoints.ts): the secrets
 * of `api-key`, `oauth2-client-credentials` and `mtls` come from Secrets Manager, read when first
 * needed and kept five minutes (a rotated secret is picked up within that), and an OAuth token is
 * kept until shortly before it expires. Secrets are read through lib/secrets.ts, which loads
 * Powertools Parameters and the Secrets Manager client on first use: a stage whose PBMs need no
 * secret (the sandbox) never loads them, and no cold start pays for them.
 * A secret's value never reaches a log, a trace or an error message: errors name the secret only.
 */

export type Send = typeof fetch;

/** Reads a secret's string value by name. */
export type SecretReader = (name: string) => Promise<string>;

/** A token is renewed this long before its stated expiry, so no request leaves with one about to lapse. */
export const TOKEN_EXPIRY_MARGIN_MS = 60_000;

/** The default reader: Secrets Manager by name, cached five minutes (lib/secrets.ts). */
export const readSecret: SecretReader = async (name) => {
  const value = await secretById(name);
  if (!value) throw new Error(`secret ${name} has no string value`);
  return value;
};

const oauthSecretSchema = z.object({ clientId: z.string().min(1), clientSecret: z.string().min(1) });
const mtlsSecretSchema = z.object({ certificate: z.string().includes('BEGIN CERTIFICATE'), privateKey: z.string().includes('PRIVATE KEY'), ca: z.string().optional() });
const tokenAnswerSchema = z.object({ access_token: z.string().min(1), token_type: z.string().optional(), expires_in: z.coerce.number().positive().optional() });

/** What a secret of each auth mode must hold (checkPbmEndpoints reports a secret that does not). */
export function secretProblem(auth: PbmEndpoint['auth'], value: string): string | undefined {
  if (auth === 'api-key') return value.trim() ? undefined : 'is empty';
  const schema = auth === 'oauth2-client-credentials' ? oauthSecretSchema : auth === 'mtls' ? mtlsSecretSchema : undefined;
  if (!schema) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    return 'is not JSON';
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? undefined : `lacks ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')} (wants ${auth === 'mtls' ? '{certificate, privateKey, ca?} in PEM' : '{clientId, clientSecret}'})`;
}

function parseSecret<T>(name: string, value: string, schema: z.ZodType<T>): T {
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    throw new Error(`secret ${name} is not JSON`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new Error(`secret ${name} lacks ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`);
  return parsed.data;
}

function withHeader(init: RequestInit | undefined, name: string, value: string): RequestInit {
  const headers = new Headers(init?.headers);
  headers.set(name, value);
  return { ...init, headers };
}

/** `api-key`: the secret's value in the named header of every request. */
export function apiKeyFetch(header: string, secret: string, read: SecretReader = readSecret, send: Send = fetch): Send {
  return async (input, init) => send(input, withHeader(init, header, (await read(secret)).trim()));
}

interface CachedToken {
  token: Promise<{ accessToken: string; expiresAt: number }>;
}
const tokens = new Map<string, CachedToken>();

/** Forgets every OAuth token (tests). */
export function clearPbmAuthCaches(): void {
  tokens.clear();
  clearSecretCache();
}

/**
 * `oauth2-client-credentials` (RFC 6749 §4.4): a bearer token from `tokenUrl`, asked with the
 * client's id and secret (HTTP Basic), kept until TOKEN_EXPIRY_MARGIN_MS before `expires_in` runs
 * out (an hour when the server does not say). Concurrent requests share one token request; a
 * failed one is not kept. A PBM that answers 401 gets one retry with a fresh token.
 */
export function oauth2Fetch(endpoint: { tokenUrl: string; secret: string; scope?: string }, read: SecretReader = readSecret, send: Send = fetch, now: () => number = Date.now): Send {
  const key = `${endpoint.tokenUrl}|${endpoint.secret}|${endpoint.scope ?? ''}`;
  const askToken = async () => {
    const { clientId, clientSecret } = parseSecret(endpoint.secret, await read(endpoint.secret), oauthSecretSchema);
    const body = new URLSearchParams({ grant_type: 'client_credentials', ...(endpoint.scope ? { scope: endpoint.scope } : {}) });
    const basic = Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString('base64');
    const res = await send(endpoint.tokenUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${basic}` }, body: body.toString() });
    if (!res.ok) throw new Error(`token endpoint ${new URL(endpoint.tokenUrl).host}: HTTP ${res.status}`);
    const parsed = tokenAnswerSchema.safeParse(await res.json().catch(() => undefined));
    if (!parsed.success) throw new Error(`token endpoint ${new URL(endpoint.tokenUrl).host}: malformed answer`);
    return { accessToken: parsed.data.access_token, expiresAt: now() + (parsed.data.expires_in ?? 3600) * 1000 - TOKEN_EXPIRY_MARGIN_MS };
  };
  const token = async (fresh: boolean) => {
    const cached = tokens.get(key);
    if (cached && !fresh) {
      const t = await cached.token.catch(() => undefined);
      if (t && t.expiresAt > now()) return t.accessToken;
    }
    const entry = { token: askToken() };
    tokens.set(key, entry);
    entry.token.catch(() => tokens.get(key) === entry && tokens.delete(key));
    return (await entry.token).accessToken;
  };
  return async (input, init) => {
    const res = await send(input, withHeader(init, 'authorization', `Bearer ${await token(false)}`));
    if (res.status !== 401) return res;
    return send(input, withHeader(init, 'authorization', `Bearer ${await token(true)}`));
  };
}

/**
 * `mtls`: requests over a TLS connection that presents the client certificate of the secret. Node's
 * own `fetch` takes no client certificate, so this one is node:https underneath, answering a Response.
 */
export function mtlsFetch(secret: string, read: SecretReader = readSecret): Send {
  let agent: Promise<Agent> | undefined;
  const agentOf = async () => {
    const https = await import('node:https');
    const { certificate, privateKey, ca } = parseSecret(secret, await read(secret), mtlsSecretSchema);
    return new https.Agent({ cert: certificate, key: privateKey, ...(ca ? { ca } : {}), keepAlive: true });
  };
  return async (input, init) => {
    agent ??= agentOf();
    agent.catch(() => (agent = undefined));
    const https = await import('node:https');
    const tlsAgent = await agent;
    const url = new URL(String(input));
    const headers = Object.fromEntries(new Headers(init?.headers));
    const body = typeof init?.body === 'string' ? init.body : undefined;
    return new Promise<Response>((resolve, reject) => {
      const req = https.request(url, { method: init?.method ?? 'GET', headers, agent: tlsAgent, signal: init?.signal ?? undefined }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(new Response(Buffer.concat(chunks), { status: res.statusCode ?? 502, headers: res.headers as Record<string, string> })));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(body);
    });
  };
}

/** The `fetch` for one endpoint; `iam` is signed by the caller's signer (one per container). */
export function sendFor(endpoint: PbmEndpoint, iam: () => Send, read: SecretReader = readSecret): Send {
  switch (endpoint.auth) {
    case 'none':
      return fetch;
    case 'iam':
      return iam();
    case 'api-key':
      return apiKeyFetch(endpoint.header, endpoint.secret, read);
    case 'oauth2-client-credentials':
      return oauth2Fetch(endpoint, read);
    case 'mtls':
      return mtlsFetch(endpoint.secret, read);
  }
}
