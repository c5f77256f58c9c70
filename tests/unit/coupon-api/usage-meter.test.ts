import { gzipSync } from 'node:zlib';
import { DynamoDBDocumentClient, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeLogsEvent, meterLogBatch } from '../../../functions/domain/coupon-api/usage-meter';
import { resetAwsClients } from '../../../functions/lib/aws';
import { takeUsageLines, writeUsageRecord } from '../../../functions/lib/usage-log';
import { tableEnvVar } from '../../../functions/tables/dynamodb';

/** Usage lines exactly as the routes write them. */
function usageLines(records: { keyId: string; at: string; perMinute?: number }[]): string[] {
  const lines: string[] = [];
  const release = takeUsageLines((line) => lines.push(line));
  for (const r of records) writeUsageRecord({ customerId: 'CUST-1', keyId: r.keyId, perMinute: r.perMinute ?? 600, at: r.at });
  release();
  return lines;
}

function delivery(messages: string[], messageType = 'DATA_MESSAGE') {
  const data = { messageType, owner: '1', logGroup: '/aws/lambda/p', logStream: 's', subscriptionFilters: ['f'], logEvents: messages.map((message, i) => ({ id: `evt-${i}`, timestamp: 0, message })) };
  return { awslogs: { data: gzipSync(JSON.stringify(data)).toString('base64') } };
}

describe('the Coupon API usage meter', () => {
  let ddb: ReturnType<typeof mockClient>;
  const puts = () => ddb.commandCalls(PutCommand).map((c) => c.args[0].input.Item as Record<string, unknown>);

  beforeEach(() => {
    vi.stubEnv(tableEnvVar('couponApiUsage'), 'usage');
    resetAwsClients();
    ddb = mockClient(DynamoDBDocumentClient);
    ddb.on(PutCommand).resolves({});
  });
  afterEach(() => {
    ddb.restore();
    vi.unstubAllEnvs();
  });

  it('decodes a delivery and counts its usage lines per hour, customer and key, skipping other log lines', async () => {
    ddb.on(QueryCommand).resolves({ Items: [{ requests: 2 }] });
    const lines = usageLines([{ keyId: 'k1', at: '2026-11-25T10:59:30.000Z' }, { keyId: 'k1', at: '2026-11-25T10:59:40.000Z' }, { keyId: 'k1', at: '2026-11-25T11:00:05.000Z' }]);
    const result = await meterLogBatch(decodeLogsEvent(delivery([...lines, '{"level":"INFO","message":"request"}', 'not json'])));
    expect(result).toEqual({ requests: 3 });
    const hours = puts().filter((i) => String(i.pk).startsWith('hour#'));
    expect(hours.map((i) => [String(i.pk).slice(0, 18), i.sk, i.requests]).sort()).toEqual([
      ['hour#2026-11-25T10', 'CUST-1#k1#evt-0', 2],
      ['hour#2026-11-25T11', 'CUST-1#k1#evt-0', 1],
    ]);
  });

  it('writes the same items when a batch is delivered again, so nothing is counted twice', async () => {
    ddb.on(QueryCommand).resolves({ Items: [] });
    const batch = delivery(usageLines([{ keyId: 'k2', at: '2026-11-25T10:00:00.000Z' }]));
    await meterLogBatch(decodeLogsEvent(batch));
    const first = puts();
    ddb.resetHistory();
    await meterLogBatch(decodeLogsEvent(batch));
    expect(puts().map((i) => ({ ...i, expiresAt: undefined }))).toEqual(first.map((i) => ({ ...i, expiresAt: undefined })));
  });

  it('marks a key whose minute total (over every container\'s batches) passed its limit, until that minute ends', async () => {
    ddb.on(QueryCommand).resolves({ Items: [{ requests: 40 }, { requests: 21 }] });
    await meterLogBatch(decodeLogsEvent(delivery(usageLines([{ keyId: 'k3', at: '2026-11-25T10:05:10.000Z', perMinute: 60 }]))));
    expect(puts().find((i) => i.pk === 'limited')).toMatchObject({ sk: 'k3', until: Date.parse('2026-11-25T10:06:00.000Z') });
  });

  it('leaves a key at its limit alone, and ignores CloudWatch\'s control message', async () => {
    ddb.on(QueryCommand).resolves({ Items: [{ requests: 60 }] });
    await meterLogBatch(decodeLogsEvent(delivery(usageLines([{ keyId: 'k4', at: '2026-11-25T10:05:10.000Z', perMinute: 60 }]))));
    expect(puts().some((i) => i.pk === 'limited')).toBe(false);
    ddb.resetHistory();
    expect(await meterLogBatch(decodeLogsEvent(delivery(['CWL CONTROL MESSAGE: Checking health of destination Lambda.'], 'CONTROL_MESSAGE')))).toEqual({ requests: 0 });
    expect(puts()).toEqual([]);
  });
});
