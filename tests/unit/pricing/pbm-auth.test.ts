import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiKeyFetch, clearPbmAuthCaches, mtlsFetch, oauth2Fetch, readSecret, sendFor, TOKEN_EXPIRY_MARGIN_MS } from '../../../functions/domain/pricing/pbm-auth';
import { checkPbmEndpoints } from '../../../functions/domain/pricing/pbm-endpoints-check';
import { parsePbmEndpoints, PbmEndpointsError } from '../../../functions/domain/pricing/pbm-endpoints';

const secrets = mockClient(SecretsManagerClient);
const ssm = mockClient(SSMClient);
afterEach(() => {
  secrets.reset();
  ssm.reset();
  clearPbmAuthCaches();
  vi.restoreAllMocks();
});

const OAUTH_SECRET = JSON.stringify({ clientId: 'rxsavvy', clientSecret: 's3cret' });
const CERT = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----';
const KEY = '-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----';

/** A fetch that records each request and answers from `answer`. */
function recorder(answer: (url: string, init: RequestInit | undefined) => Response) {
  const calls: { url: string; headers: Headers; body?: string }[] = [];
  const send = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(input), headers: new Headers(init?.headers), body: typeof init?.body === 'string' ? init.body : undefined });
    return answer(String(input), init);
  }) as unknown as typeof fetch;
  return { calls, send };
}

describe('the PBM endpoint parameter', () => {
  it('accepts each auth mode with what it needs, "none" when auth is left out', () => {
    const parsed = parsePbmEndpoints({
      '*': { url: 'https://abc.lambda-url.us-east-1.on.aws/', auth: 'iam' },
      caremark: { url: 'https://pbm.example/api', auth: 'api-key', header: 'x-api-key', secret: 'rxsavvy/prod/pbm/caremark' },
      optum: { url: 'https://optum.example', auth: 'oauth2-client-credentials', tokenUrl: 'https://optum.example/oauth/token', secret: 'rxsavvy/prod/pbm/optum', scope: 'prices' },
      medimpact: { url: 'https://mi.example', auth: 'mtls', secret: 'rxsavvy/prod/pbm/medimpact' },
      local: { url: 'http://127.0.0.1:4000' },
    }, 'test', 'prod');
    expect(Object.fromEntries(Object.entries(parsed).map(([id, e]) => [id, e.auth]))).toEqual({ '*': 'iam', caremark: 'api-key', optum: 'oauth2-client-credentials', medimpact: 'mtls', local: 'none' });
  });

  it.each([
    ['an unknown auth', { url: 'https://x.example', auth: 'basic' }, /"caremark": auth/],
    ['an api key without its header', { url: 'https://x.example', auth: 'api-key', secret: 'rxsavvy/prod/pbm/c' }, /"caremark": header/],
    ['a secret outside rxsavvy/<stage>/pbm/', { url: 'https://x.example', auth: 'api-key', header: 'x-api-key', secret: 'prod/caremark' }, /"caremark": secret must be a Secrets Manager secret named rxsavvy\/<stage>\/pbm\/<name>/],
    ['a secret of another stage', { url: 'https://x.example', auth: 'mtls', secret: 'rxsavvy/dev/pbm/c' }, /"caremark": secret rxsavvy\/dev\/pbm\/c belongs to another stage/],
    ['a credential over plain http', { url: 'http://x.example', auth: 'oauth2-client-credentials', tokenUrl: 'https://x.example/t', secret: 'rxsavvy/prod/pbm/c' }, /"caremark": url must be an https:\/\/ URL/],
    ['an OAuth client without its token URL', { url: 'https://x.example', auth: 'oauth2-client-credentials', secret: 'rxsavvy/prod/pbm/c' }, /"caremark": tokenUrl/],
    ['a field of another mode', { url: 'https://x.example', auth: 'iam', secret: 'rxsavvy/prod/pbm/c' }, /"caremark": .*secret/],
  ])('refuses %s, naming the entry', (_what, entry, message) => {
    const parse = () => parsePbmEndpoints({ '*': { url: 'https://ok.example', auth: 'iam' }, caremark: entry }, 'SSM parameter /rxsavvy/prod/pbm-endpoints', 'prod');
    expect(parse).toThrow(PbmEndpointsError);
    expect(parse).toThrow(/^SSM parameter \/rxsavvy\/prod\/pbm-endpoints: malformed PBM endpoint /);
    expect(parse).toThrow(message);
  });
});

describe('asking a PBM with its credentials', () => {
  it('api-key: the secret from Secrets Manager in the named header, read once per five minutes', async () => {
    secrets.on(GetSecretValueCommand, { SecretId: 'rxsavvy/prod/pbm/caremark' }).resolves({ SecretString: 'k-123\n' });
    const pbm = recorder(() => new Response('{}'));
    const send = apiKeyFetch('x-api-key', 'rxsavvy/prod/pbm/caremark', readSecret, pbm.send);
    await send('https://pbm.example/pbms/caremark/prices', { method: 'POST', headers: { 'content-type': 'application/json' } });
    await send('https://pbm.example/pbms/caremark/network', { method: 'POST' });
    expect(pbm.calls.map((c) => c.headers.get('x-api-key'))).toEqual(['k-123', 'k-123']);
    expect(pbm.calls[0]!.headers.get('content-type')).toBe('application/json');
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(1);
  });

  it('oauth2-client-credentials: one token for many calls until it expires, then a new one', async () => {
    secrets.on(GetSecretValueCommand, { SecretId: 'rxsavvy/prod/pbm/optum' }).resolves({ SecretString: OAUTH_SECRET });
    let issued = 0;
    const server = recorder((url) => (url.endsWith('/oauth/token') ? Response.json({ access_token: `t${++issued}`, token_type: 'Bearer', expires_in: 600 }) : new Response('{}')));
    let clock = 1_000_000;
    const send = oauth2Fetch({ tokenUrl: 'https://optum.example/oauth/token', secret: 'rxsavvy/prod/pbm/optum', scope: 'prices' }, readSecret, server.send, () => clock);
    await Promise.all([send('https://optum.example/pbms/optum/prices', { method: 'POST' }), send('https://optum.example/pbms/optum/prices', { method: 'POST' })]);
    clock += 600_000 - TOKEN_EXPIRY_MARGIN_MS - 1;
    await send('https://optum.example/pbms/optum/network', { method: 'POST' });
    clock += 2;
    await send('https://optum.example/pbms/optum/network', { method: 'POST' });

    const tokenCalls = server.calls.filter((c) => c.url.endsWith('/oauth/token'));
    expect(tokenCalls, 'one token request while the token lasts, one more after').toHaveLength(2);
    expect(tokenCalls[0]!.headers.get('authorization')).toBe(`Basic ${Buffer.from('rxsavvy:s3cret').toString('base64')}`);
    expect(new URLSearchParams(tokenCalls[0]!.body)).toEqual(new URLSearchParams({ grant_type: 'client_credentials', scope: 'prices' }));
    expect(server.calls.filter((c) => c.url.includes('/pbms/')).map((c) => c.headers.get('authorization'))).toEqual(['Bearer t1', 'Bearer t1', 'Bearer t1', 'Bearer t2']);
  });

  it('oauth2-client-credentials: a 401 from the PBM gets one retry with a fresh token; a failed token request is not kept', async () => {
    secrets.on(GetSecretValueCommand).resolves({ SecretString: OAUTH_SECRET });
    let issued = 0;
    let tokenUp = false;
    const server = recorder((url, init) => {
      if (url.endsWith('/token')) return tokenUp ? Response.json({ access_token: `t${++issued}`, expires_in: 3600 }) : new Response('', { status: 503 });
      return new Headers(init?.headers).get('authorization') === 'Bearer t1' ? new Response('', { status: 401 }) : new Response('{}');
    });
    const send = oauth2Fetch({ tokenUrl: 'https://optum.example/token', secret: 'rxsavvy/prod/pbm/optum' }, readSecret, server.send);
    await expect(send('https://optum.example/pbms/optum/prices', { method: 'POST' })).rejects.toThrow('token endpoint optum.example: HTTP 503');
    tokenUp = true;
    const res = await send('https://optum.example/pbms/optum/prices', { method: 'POST' });
    expect(res.status).toBe(200);
    expect(server.calls.filter((c) => c.url.includes('/pbms/')).map((c) => c.headers.get('authorization'))).toEqual(['Bearer t1', 'Bearer t2']);
  });

  it('mtls: a secret without its certificate fails naming the secret, never showing its value', async () => {
    secrets.on(GetSecretValueCommand).resolves({ SecretString: JSON.stringify({ privateKey: KEY }) });
    await expect(mtlsFetch('rxsavvy/prod/pbm/medimpact')('https://mi.example/pbms/medimpact/prices', { method: 'POST' })).rejects.toThrow(/^secret rxsavvy\/prod\/pbm\/medimpact lacks certificate$/);
  });

  it('none and iam need no secret: Secrets Manager is not asked', async () => {
    const iam = vi.fn(() => fetch);
    expect(sendFor({ url: 'http://127.0.0.1:1', auth: 'none' }, iam)).toBe(fetch);
    sendFor({ url: 'https://x.example', auth: 'iam' }, iam);
    expect(iam).toHaveBeenCalledOnce();
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(0);
  });
});

describe('checkPbmEndpoints (the preflight\'s PBM lines)', () => {
  const parameter = (value: unknown) => ssm.on(GetParameterCommand, { Name: '/rxsavvy/prod/pbm-endpoints' }).resolves({ Parameter: { Value: JSON.stringify(value) } });

  it('passes a well-formed parameter whose secrets exist and hold what their mode needs', async () => {
    parameter({
      '*': { url: 'https://all.example', auth: 'api-key', header: 'x-api-key', secret: 'rxsavvy/prod/pbm/all' },
      'navitus-save': { url: 'https://optum.example', auth: 'oauth2-client-credentials', tokenUrl: 'https://optum.example/token', secret: 'rxsavvy/prod/pbm/navitus-save' },
      'medimpact-direct': { url: 'https://mi.example', auth: 'mtls', secret: 'rxsavvy/prod/pbm/medimpact-direct' },
    });
    secrets.on(GetSecretValueCommand, { SecretId: 'rxsavvy/prod/pbm/all' }).resolves({ SecretString: 'k' })
      .on(GetSecretValueCommand, { SecretId: 'rxsavvy/prod/pbm/navitus-save' }).resolves({ SecretString: OAUTH_SECRET })
      .on(GetSecretValueCommand, { SecretId: 'rxsavvy/prod/pbm/medimpact-direct' }).resolves({ SecretString: JSON.stringify({ certificate: CERT, privateKey: KEY }) });
    const checks = await checkPbmEndpoints({ stage: 'prod', ssm: new SSMClient({}), secretsManager: new SecretsManagerClient({}) });
    expect(checks.filter((c) => !c.ok)).toEqual([]);
    expect(checks.map((c) => c.name)).toEqual(['parameter', '*', 'navitus-save', 'medimpact-direct', 'coverage']);
    expect(JSON.stringify(checks)).not.toMatch(/s3cret|BEGIN/);
  });

  it('fails, with a fix, a missing parameter, a malformed entry, a missing or incomplete secret, an unknown PBM and a PBM without endpoint', async () => {
    const ParameterNotFound = Object.assign(new Error('nope'), { name: 'ParameterNotFound' });
    ssm.on(GetParameterCommand).rejects(ParameterNotFound);
    const [missing] = await checkPbmEndpoints({ stage: 'prod', ssm: new SSMClient({}), secretsManager: new SecretsManagerClient({}) });
    expect(missing).toMatchObject({ name: 'parameter', ok: false, detail: 'SSM parameter /rxsavvy/prod/pbm-endpoints does not exist' });
    expect(missing!.fix).toMatch(/aws ssm put-parameter --name \/rxsavvy\/prod\/pbm-endpoints/);

    ssm.reset();
    parameter({ 'scriptsave': { url: 'https://x.example', auth: 'api-key', secret: 'rxsavvy/prod/pbm/scriptsave' } });
    const [malformed] = await checkPbmEndpoints({ stage: 'prod', ssm: new SSMClient({}), secretsManager: new SecretsManagerClient({}) });
    expect(malformed).toMatchObject({ name: 'parameter', ok: false });
    expect(malformed!.detail).toMatch(/malformed PBM endpoint "scriptsave": header/);

    ssm.reset();
    parameter({
      'scriptsave': { url: 'https://x.example', auth: 'api-key', header: 'x-api-key', secret: 'rxsavvy/prod/pbm/scriptsave' },
      'navitus-save': { url: 'https://o.example', auth: 'oauth2-client-credentials', tokenUrl: 'https://o.example/t', secret: 'rxsavvy/prod/pbm/navitus-save' },
      nobody: { url: 'https://n.example', auth: 'iam' },
    });
    secrets.on(GetSecretValueCommand, { SecretId: 'rxsavvy/prod/pbm/scriptsave' }).rejects(Object.assign(new Error('x'), { name: 'ResourceNotFoundException' }))
      .on(GetSecretValueCommand, { SecretId: 'rxsavvy/prod/pbm/navitus-save' }).resolves({ SecretString: JSON.stringify({ clientId: 'a' }) });
    const checks = await checkPbmEndpoints({ stage: 'prod', ssm: new SSMClient({}), secretsManager: new SecretsManagerClient({}) });
    const byName = Object.fromEntries(checks.map((c) => [c.name, c]));
    expect(byName['scriptsave']).toMatchObject({ ok: false, detail: 'secret rxsavvy/prod/pbm/scriptsave does not exist' });
    expect(byName['navitus-save']).toMatchObject({ ok: false });
    expect(byName['navitus-save']!.detail).toMatch(/lacks clientSecret/);
    expect(byName.nobody).toMatchObject({ ok: false, detail: '"nobody" is no PBM of the registry' });
    expect(byName.coverage).toMatchObject({ ok: false });
    expect(checks.every((c) => c.ok || c.fix)).toBe(true);
  });
});
