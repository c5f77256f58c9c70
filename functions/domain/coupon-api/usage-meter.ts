import { gunzipSync } from 'node:zlib';
import type { CloudWatchLogsDecodedData, CloudWatchLogsEvent } from 'aws-lambda';
import { parseUsageLine, type UsageRecord } from '../../lib/usage-log';
import { countKeyMinute, minuteOf } from './key-limits';
import { hourOf, storeUsageCounts, type UsageRow } from './usage';

/** A CloudWatch Logs subscription delivery: base64 of gzipped JSON. */
export function decodeLogsEvent(event: CloudWatchLogsEvent): CloudWatchLogsDecodedData {
  return JSON.parse(gunzipSync(Buffer.from(event.awslogs.data, 'base64')).toString('utf8')) as CloudWatchLogsDecodedData;
}

/**
 * The coupon-api-usage-meter job: the usage lines of one delivered batch (its first event's id names
 * it) become per-hour counts per customer and key (what Marketplace metering bills) and per-minute
 * counts per key (the limit across containers). Other lines, and CloudWatch's control message, are skipped.
 */
export async function meterLogBatch(data: CloudWatchLogsDecodedData): Promise<{ requests: number }> {
  if (data.messageType !== 'DATA_MESSAGE' || !data.logEvents.length) return { requests: 0 };
  const records = data.logEvents.flatMap((e) => parseUsageLine(e.message) ?? []);
  await meterRecords(data.logEvents[0]!.id, records);
  return { requests: records.length };
}

export async function meterRecords(batchId: string, records: readonly UsageRecord[]): Promise<void> {
  const hours = new Map<string, UsageRow>();
  const minutes = new Map<string, { keyId: string; minute: string; perMinute: number; requests: number }>();
  for (const r of records) {
    const at = new Date(r.at);
    const hour = hourOf(at);
    const hourKey = `${hour}#${r.customerId}#${r.keyId}`;
    const hourRow = hours.get(hourKey) ?? { hour, customerId: r.customerId, keyId: r.keyId, requests: 0 };
    hourRow.requests += 1;
    hours.set(hourKey, hourRow);
    const minute = minuteOf(at);
    const minuteKey = `${r.keyId}#${minute}`;
    const minuteRow = minutes.get(minuteKey) ?? { keyId: r.keyId, minute, perMinute: r.perMinute, requests: 0 };
    minuteRow.requests += 1;
    minutes.set(minuteKey, minuteRow);
  }
  // The billing counts first: a failure after them is retried, and rewriting them is harmless.
  await storeUsageCounts(batchId, [...hours.values()]);
  await Promise.all([...minutes.values()].map((m) => countKeyMinute(batchId, m.keyId, m.minute, m.requests, m.perMinute)));
}
