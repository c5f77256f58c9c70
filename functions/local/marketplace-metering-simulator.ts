import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * A stand-in for the AWS Marketplace Metering service (JSON 1.1 protocol, the SDK's own wire
 * format) for the local runtime: the same SDK calls reach it through
 * AWS_ENDPOINT_URL_MARKETPLACE_METERING. Never deployed.
 *
 * ResolveCustomer tokens: `local:<CustomerIdentifier>:<ProductCode>` resolves as an existing
 * integration does (the CustomerIdentifier, the account id and a license ARN); `local-license:<id>:<ProductCode>`
 * as a new SaaS product does (no CustomerIdentifier); `local-expired...`, `local-throttle...` give
 * ExpiredTokenException and ThrottlingException; anything else is an InvalidTokenException.
 * BatchMeterUsage answers DuplicateRecord for a customer-hour it has, and refuses a request that
 * mixes the identifier forms AWS keeps apart (CustomerIdentifier beside CustomerAWSAccountId; a
 * LicenseArn with a ProductCode, which AWS would bill twice; a LicenseArn without the account).
 */
export const METERING_SIMULATOR_PREFIX = '/__local/marketplace-metering';

/** The license ARN the simulator gives a local buyer: AWS Marketplace's form, `…:license:l-<32 hex>`. */
const localLicenseArn = (id: string) => `arn:aws:license-manager::294406891311:license:l-${createHash('sha256').update(id).digest('hex').slice(0, 32)}`;
const LOCAL_ACCOUNT = '123456789012';

interface UsageRecordIn {
  CustomerIdentifier?: string;
  CustomerAWSAccountId?: string;
  LicenseArn?: string;
  Dimension: string;
  Quantity?: number;
  Timestamp: number;
}

export function createMeteringSimulator() {
  const metered = new Map<string, string>();

  function resolveCustomer(body: { RegistrationToken?: string }): [number, unknown] {
    const token = body.RegistrationToken ?? '';
    if (token.startsWith('local-expired')) return [400, { __type: 'ExpiredTokenException', message: 'The registration token has expired.' }];
    if (token.startsWith('local-throttle')) return [400, { __type: 'ThrottlingException', message: 'Rate exceeded.' }];
    const match = /^local(-license)?:([A-Za-z0-9_-]{1,64}):([a-z0-9-]{1,64})$/.exec(token);
    if (!match) return [400, { __type: 'InvalidTokenException', message: 'The registration token is invalid.' }];
    const [, licenseOnly, id, ProductCode] = match;
    return [200, { ...(licenseOnly ? {} : { CustomerIdentifier: id }), ProductCode, CustomerAWSAccountId: LOCAL_ACCOUNT, LicenseArn: localLicenseArn(id!) }];
  }

  function batchMeterUsage(body: { ProductCode?: string; UsageRecords?: UsageRecordIn[] }): [number, unknown] {
    const records = body.UsageRecords ?? [];
    const mixed = records.some((r) => (r.CustomerIdentifier && (r.CustomerAWSAccountId || r.LicenseArn)) || (r.LicenseArn && (body.ProductCode || !r.CustomerAWSAccountId)) || (!r.LicenseArn && !body.ProductCode));
    if (mixed) return [400, { __type: 'ValidationException', message: 'CustomerIdentifier and CustomerAWSAccountId are mutually exclusive; a LicenseArn goes with the account and without a ProductCode.' }];
    const Results = records.map((record) => {
      const key = `${body.ProductCode ?? ''}|${record.LicenseArn ?? record.CustomerAWSAccountId ?? record.CustomerIdentifier}|${record.Dimension}|${record.Timestamp}`;
      const existing = metered.get(key);
      if (existing) return { UsageRecord: record, MeteringRecordId: existing, Status: 'DuplicateRecord' };
      const id = randomUUID();
      metered.set(key, id);
      return { UsageRecord: record, MeteringRecordId: id, Status: 'Success' };
    });
    return [200, { Results, UnprocessedRecords: [] }];
  }

  return {
    prefix: METERING_SIMULATOR_PREFIX,
    async handle(req: IncomingMessage, res: ServerResponse) {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const target = String(req.headers['x-amz-target'] ?? '');
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
      } catch {
        /* answered as an unknown operation below */
      }
      const [status, answer] = target.endsWith('.ResolveCustomer')
        ? resolveCustomer(body)
        : target.endsWith('.BatchMeterUsage')
          ? batchMeterUsage(body)
          : [400, { __type: 'UnknownOperationException', message: `Not simulated: ${target}` }];
      res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1', 'x-amzn-requestid': randomUUID() });
      res.end(JSON.stringify(answer));
    },
  };
}
