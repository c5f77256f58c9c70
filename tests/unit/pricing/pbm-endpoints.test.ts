import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { iamSignedFetch, pbmEndpoints } from '../../../functions/domain/pricing/pbm-endpoints';
import { pbmClients } from '../../../functions/domain/pricing/provider';

const ssm = mockClient(SSMClient);
afterEach(() => {
  ssm.reset();
  vi.restoreAllMocks();
});

describe('PBM endpoints per stage', () => {
  it('reads them from the SSM parameter the environment names (never from the environment itself)', async () => {
    ssm.on(GetParameterCommand, { Name: '/rxsavvy/dev/pbm-endpoints' }).resolves({ Parameter: { Value: JSON.stringify({ '*': { url: 'https://abc.lambda-url.us-east-1.on.aws/', auth: 'iam' } }) } });
    const clients = await pbmClients({ PBM_ENDPOINTS_PARAMETER: '/rxsavvy/dev/pbm-endpoints', AWS_REGION: 'us-east-1' });
    expect(clients).toHaveLength(12);
  });

  it('fails loudly on a malformed parameter, and uses the loopback simulator locally', async () => {
    ssm.on(GetParameterCommand, { Name: '/rxsavvy/dev/bad' }).resolves({ Parameter: { Value: '{"*":{"url":"not a url"}}' } });
    await expect(pbmEndpoints({ PBM_ENDPOINTS_PARAMETER: '/rxsavvy/dev/bad' })).rejects.toThrow();
    expect(await pbmEndpoints({ PBM_SIMULATOR_URL: 'http://127.0.0.1:4000' })).toEqual({ '*': { url: 'http://127.0.0.1:4000', auth: 'none' } });
    expect(await pbmEndpoints({})).toEqual({});
  });

  it('signs calls to an IAM-authorized function URL with SigV4 for the lambda service', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIDEXAMPLE');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY');
    const seen: Headers[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
      seen.push(new Headers(init?.headers as Record<string, string>));
      return new Response('{}');
    });
    await iamSignedFetch('us-east-1')('https://abc.lambda-url.us-east-1.on.aws/pbms/x/prices', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(seen[0]!.get('authorization')).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/us-east-1\/lambda\/aws4_request/);
    vi.unstubAllEnvs();
  });
});
