import { ACMClient, DescribeCertificateCommand } from '@aws-sdk/client-acm';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { GetTopicAttributesCommand, SNSClient } from '@aws-sdk/client-sns';
import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checks as certificate, covers } from '../../../scripts/preflight/checks/certificate';
import { checks as identity } from '../../../scripts/preflight/checks/identity';
import { checks as marketplace } from '../../../scripts/preflight/checks/marketplace';
import { checks as pbm } from '../../../scripts/preflight/checks/pbm-endpoints';
import { contextFor, PROD, row } from './support';

const acm = mockClient(ACMClient);
const ssm = mockClient(SSMClient);
const sns = mockClient(SNSClient);
const secrets = mockClient(SecretsManagerClient);
afterEach(() => [acm, ssm, sns, secrets].forEach((m) => m.reset()));
const run = async (module: typeof pbm, ctx: ReturnType<typeof contextFor>) => (await Promise.all(module.map((c) => c(ctx)))).flat();

describe('preflight: the custom domain\'s certificate', () => {
  it('passes an ISSUED us-east-1 certificate that names the domain (or a wildcard over it)', async () => {
    acm.on(DescribeCertificateCommand, { CertificateArn: PROD.certificateArn }).resolves({ Certificate: { Status: 'ISSUED', DomainName: 'rxsavvy.com', SubjectAlternativeNames: ['rxsavvy.com', 'www.rxsavvy.com'], NotAfter: new Date('2027-06-01T00:00:00Z') } });
    expect(row(await run(certificate, contextFor('prod', PROD)), 'ACM certificate')).toMatchObject({ ok: true, detail: 'ISSUED for rxsavvy.com, rxsavvy.com, www.rxsavvy.com, until 2027-06-01' });
    expect(covers('*.rxsavvy.com', 'dev.rxsavvy.com')).toBe(true);
    expect(covers('*.rxsavvy.com', 'a.dev.rxsavvy.com')).toBe(false);
    expect(covers('*.rxsavvy.com', 'rxsavvy.com')).toBe(false);
  });

  it('fails one pending validation, one for another name, and one it cannot read; passes a stage without a domain', async () => {
    acm.on(DescribeCertificateCommand).resolves({ Certificate: { Status: 'PENDING_VALIDATION', DomainName: 'rxsavvy.com' } });
    expect(row(await run(certificate, contextFor('prod', PROD)), 'ACM certificate')).toMatchObject({ ok: false, detail: `${PROD.certificateArn} is PENDING_VALIDATION`, fix: expect.stringContaining('validation CNAME') });
    acm.on(DescribeCertificateCommand).resolves({ Certificate: { Status: 'ISSUED', DomainName: 'example.org' } });
    expect(row(await run(certificate, contextFor('prod', PROD)), 'ACM certificate')).toMatchObject({ ok: false, detail: 'the certificate names example.org, not rxsavvy.com' });
    acm.on(DescribeCertificateCommand).rejects(Object.assign(new Error('no such certificate'), { name: 'ResourceNotFoundException' }));
    expect(row(await run(certificate, contextFor('prod', PROD)), 'ACM certificate')).toMatchObject({ ok: false, detail: expect.stringContaining('ResourceNotFoundException') });
    expect(row(await run(certificate, contextFor('dev')), 'ACM certificate')).toMatchObject({ ok: true, detail: expect.stringContaining('no custom domain') });
  });
});

describe('preflight: the real PBMs\' endpoint parameter (pbmEndpoints=account)', () => {
  const GOOD = JSON.stringify({
    '*': { url: 'https://pbm-gateway.example.com', auth: 'none' },
    scriptsave: { url: 'https://api.scriptsave.example/v1', auth: 'api-key', header: 'x-api-key', secret: 'rxsavvy/prod/pbm/scriptsave' },
  });

  it('passes a parameter whose entries and secrets are all there; the sandbox needs none', async () => {
    ssm.on(GetParameterCommand, { Name: '/rxsavvy/prod/pbm-endpoints' }).resolves({ Parameter: { Value: GOOD } });
    secrets.on(GetSecretValueCommand, { SecretId: 'rxsavvy/prod/pbm/scriptsave' }).resolves({ SecretString: 'a-key' });
    const rows = await run(pbm, contextFor('prod', PROD));
    expect(row(rows, 'PBM endpoints')).toMatchObject({ ok: true, detail: 'SSM parameter /rxsavvy/prod/pbm-endpoints: 2 entries' });
    expect(rows.every((r) => r.ok === true)).toBe(true);
    expect(row(await run(pbm, contextFor('dev')), 'PBM endpoints')).toMatchObject({ ok: true, detail: expect.stringContaining('sandbox') });
  });

  it('fails a missing parameter with the command to create it, a malformed one, and an entry whose secret is missing', async () => {
    ssm.on(GetParameterCommand).rejects(Object.assign(new Error('nope'), { name: 'ParameterNotFound' }));
    expect(row(await run(pbm, contextFor('prod', PROD)), 'PBM endpoints')).toMatchObject({ ok: false, detail: 'SSM parameter /rxsavvy/prod/pbm-endpoints does not exist', fix: expect.stringContaining('aws ssm put-parameter --name /rxsavvy/prod/pbm-endpoints') });
    ssm.on(GetParameterCommand).resolves({ Parameter: { Value: '{"*": {"url": "ftp://x", "auth": "basic"}}' } });
    expect(row(await run(pbm, contextFor('prod', PROD)), 'PBM endpoints')).toMatchObject({ ok: false, fix: expect.stringContaining('oauth2-client-credentials') });
    ssm.on(GetParameterCommand).resolves({ Parameter: { Value: GOOD } });
    secrets.on(GetSecretValueCommand).rejects(Object.assign(new Error('gone'), { name: 'ResourceNotFoundException' }));
    expect(row(await run(pbm, contextFor('prod', PROD)), 'PBM endpoints: scriptsave')).toMatchObject({ ok: false, detail: 'secret rxsavvy/prod/pbm/scriptsave does not exist' });
  });
});

describe('preflight: Marketplace settings', () => {
  const TOPIC = 'arn:aws:sns:us-east-1:287250355862:aws-mp-subscription-notification-abc123xyz';

  it('passes products that parse and a topic the account can read', async () => {
    sns.on(GetTopicAttributesCommand, { TopicArn: TOPIC }).resolves({ Attributes: { TopicArn: TOPIC } });
    const results = await run(marketplace, contextFor('prod', { ...PROD, marketplaceTopicArn: TOPIC, marketplaceProducts: '{"prodcode1234abcd":"passThrough","prodcode5678efgh":"share95"}' }));
    expect(row(results, 'Marketplace products')).toMatchObject({ ok: true, detail: 'prodcode1234abcd: passThrough, prodcode5678efgh: share95' });
    expect(row(results, 'Marketplace topic')).toMatchObject({ ok: true });
  });

  it('fails products that do not parse or name another model, a malformed ARN, and a topic it cannot read', async () => {
    sns.on(GetTopicAttributesCommand).rejects(Object.assign(new Error('not authorized'), { name: 'AuthorizationErrorException' }));
    const results = await run(marketplace, contextFor('prod', { ...PROD, marketplaceTopicArn: TOPIC, marketplaceProducts: '{"prodcode1234abcd":"free"}' }));
    expect(row(results, 'Marketplace products')).toMatchObject({ ok: false, detail: expect.stringContaining('prodcode1234abcd') });
    expect(row(results, 'Marketplace topic')).toMatchObject({ ok: false, detail: expect.stringContaining('AuthorizationErrorException'), fix: expect.stringContaining('seller account') });
    const worse = await run(marketplace, contextFor('prod', { ...PROD, marketplaceTopicArn: 'my-topic', marketplaceProducts: '{nope' }));
    expect(row(worse, 'Marketplace products')).toMatchObject({ ok: false, detail: expect.stringContaining('not JSON') });
    expect(row(worse, 'Marketplace topic')).toMatchObject({ ok: false, detail: 'marketplaceTopicArn=my-topic is not an SNS topic ARN' });
  });

  it('warns in prod when neither is set (passes elsewhere)', async () => {
    expect((await run(marketplace, contextFor('prod', PROD))).map((r) => r.ok)).toEqual(['warn', 'warn']);
    expect((await run(marketplace, contextFor('dev'))).map((r) => r.ok)).toEqual([true, true]);
  });
});

describe('preflight: the identity server\'s discovery document', () => {
  const SERVERS = JSON.stringify({ prod: 'https://auth.rxsavvy.com/' });
  const answering = (status: number, body: unknown) => vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

  it('passes when Keycloak answers with the site\'s issuer (the realm\'s frontend URL)', async () => {
    const fetch = answering(200, { issuer: 'https://rxsavvy.com/realms/pharmacy' });
    expect(row(await run(identity, contextFor('prod', { ...PROD, identityServers: SERVERS }, fetch)), 'Identity server')).toMatchObject({ ok: true });
    expect(String(fetch.mock.calls[0]![0])).toBe('https://auth.rxsavvy.com/realms/pharmacy/.well-known/openid-configuration');
  });

  it('fails another issuer (no frontend URL), an error answer, and a server that does not answer', async () => {
    const own = await run(identity, contextFor('prod', { ...PROD, identityServers: SERVERS }, answering(200, { issuer: 'https://auth.rxsavvy.com/realms/pharmacy' })));
    expect(row(own, 'Identity server')).toMatchObject({ ok: false, detail: 'issuer is https://auth.rxsavvy.com/realms/pharmacy, the functions will trust https://rxsavvy.com/realms/pharmacy', fix: 'realm pharmacy: set Frontend URL to https://rxsavvy.com' });
    expect(row(await run(identity, contextFor('prod', { ...PROD, identityServers: SERVERS }, answering(404, {}))), 'Identity server')).toMatchObject({ ok: false, detail: expect.stringContaining('answered 404') });
    const down = vi.fn<typeof fetch>(async () => {
      throw new TypeError('fetch failed');
    });
    expect(row(await run(identity, contextFor('prod', { ...PROD, identityServers: SERVERS }, down)), 'Identity server')).toMatchObject({ ok: false, detail: expect.stringContaining('fetch failed') });
  });

  it('without a custom domain expects Keycloak\'s own realm URL; without a server, warns', async () => {
    const fetch = answering(200, { issuer: 'https://auth.example.com/realms/pharmacy' });
    expect(row(await run(identity, contextFor('dev', { identityServers: '{"dev":"https://auth.example.com"}' }, fetch)), 'Identity server')).toMatchObject({ ok: true });
    expect(row(await run(identity, contextFor('dev')), 'Identity server')).toMatchObject({ ok: 'warn', detail: expect.stringContaining('no identityServers.dev') });
  });
});
