import { BatchMeterUsageCommand, type UsageRecord } from '@aws-sdk/client-marketplace-metering';
import type { Logger } from '../../lib/logger';
import { getCustomer } from './customers';
import { meteringClient, REQUEST_DIMENSION, REQUESTS_PER_UNIT } from '../../lib/marketplace-client';
import { claim, markFailed, markSent, recordsForHour } from './metering-records';
import { expirePastWindow, sendableHours } from './metering-window';
import { legacyIdentity, type MeteringIdentity, meteringIdentityOf, meteringRequest, usageRecordIdentity, usageRecordKey } from './metering-identity';
import { hourStart, requestsPerCustomer, usageForHour } from '../coupon-api/usage';
import { countMetric } from '../../lib/metrics';
const BATCH_SIZE = 25;

/** Each started block of 100 requests in an hour is one unit ($1, rules#constants). */
export const unitsFor = (requests: number): number => Math.ceil(requests / REQUESTS_PER_UNIT);

interface Claimed {
  hour: string;
  customerId: string;
  productCode: string;
  quantity: number;
  identity: MeteringIdentity;
}

export interface MeteringSummary {
  claimed: number;
  sent: number;
  failed: number;
  /** Customer-hours settled this run as past AWS's 6-hour window, never sent. */
  expired: number;
}

/** Customer-hours with metered usage that are not yet sent, claimed for this run. */
async function claimDue(now: Date): Promise<Claimed[]> {
  const claimed: Claimed[] = [];
  for (const hour of sendableHours(now)) {
    const [usage, records] = await Promise.all([usageForHour(hour), recordsForHour(hour)]);
    const done = new Set(records.filter((r) => r.status === 'sent').map((r) => r.customerId));
    for (const [customerId, requests] of requestsPerCustomer(usage)) {
      if (done.has(customerId)) continue;
      const customer = await getCustomer(customerId);
      // The 95% pass-through model has no per-request fee: nothing to meter.
      if (!customer || customer.revenueModel !== 'passThrough') continue;
      const tried = records.find((r) => r.customerId === customerId && !r.identity);
      const identity = tried ? legacyIdentity(customerId) : meteringIdentityOf(customer);
      // Every stored customer has one (a CustomerIdentifier, or the account a license came with).
      if (!identity) continue;
      const record = { hour, customerId, productCode: customer.productCode, requests, quantity: unitsFor(requests), identity };
      const pinned = await claim(record, now);
      if (pinned) claimed.push({ ...record, identity: pinned });
    }
  }
  return claimed;
}

/**
 * The hourly metering job: BatchMeterUsage for every customer-hour of the last 6 hours that has
 * requests and is not yet sent. Exactly once per customer-hour: a record is claimed with a
 * conditional write before sending and marked sent after; a record AWS already has comes back as
 * DuplicateRecord (AWS dedupes by customer, dimension and hour), so a run that died between
 * sending and marking cannot bill twice. Unprocessed records and failures stay 'failed' (shown
 * to admins) and are retried by the next runs while AWS still takes them (metering-window.ts);
 * past that they are settled 'expired' and counted (MeteringExpired), never dropped silently.
 */
export async function runMetering(now: Date, log: Logger): Promise<MeteringSummary> {
  const claimed = await claimDue(now);
  const summary: MeteringSummary = { claimed: claimed.length, sent: 0, failed: 0, expired: 0 };
  // One request per product and identity kind: AWS takes one product per call and never mixes the kinds.
  const byProduct = new Map<string, Claimed[]>();
  for (const c of claimed) byProduct.set(`${c.productCode}|${c.identity.kind}`, [...(byProduct.get(`${c.productCode}|${c.identity.kind}`) ?? []), c]);
  for (const records of byProduct.values()) {
    for (let i = 0; i < records.length; i += BATCH_SIZE) {
      const batch = records.slice(i, i + BATCH_SIZE);
      const outcome = await sendBatch(batch, now);
      summary.sent += outcome.sent;
      summary.failed += outcome.failed;
    }
  }
  summary.expired = await expirePastWindow(now, unitsFor);
  countMetric('MeteringExpired', summary.expired);
  log.info('metering run', { detail: `claimed=${summary.claimed} sent=${summary.sent} failed=${summary.failed} expired=${summary.expired}` });
  return summary;
}

/**
 * Thrown by the job after a run recorded failures, so the run fails (its Job-marketplace-metering
 * alarm) instead of hiding them in a record; the failed records are retried by the next runs.
 */
export function failIfIncomplete(summary: MeteringSummary): MeteringSummary {
  if (summary.failed) throw new Error(`${summary.failed} of ${summary.claimed} metering records were not accepted by AWS Marketplace; they stay failed and the next hourly runs retry them within the 6-hour window`);
  return summary;
}

async function sendBatch(batch: Claimed[], now: Date): Promise<{ sent: number; failed: number }> {
  const usageRecords: UsageRecord[] = batch.map((c) => ({
    ...usageRecordIdentity(c.identity), Dimension: REQUEST_DIMENSION, Quantity: c.quantity, Timestamp: hourStart(c.hour),
  }));
  let sent = 0;
  let failed = 0;
  try {
    const out = await meteringClient().send(new BatchMeterUsageCommand(meteringRequest(batch[0]!.productCode, batch[0]!.identity.kind, usageRecords)));
    const results = new Map((out.Results ?? []).map((r) => [usageRecordKey(r.UsageRecord), r]));
    for (const [i, c] of batch.entries()) {
      const result = results.get(usageRecordKey(usageRecords[i]));
      if (result && (result.Status === 'Success' || result.Status === 'DuplicateRecord')) {
        await markSent(c.hour, c.customerId, result.MeteringRecordId, now);
        sent += 1;
      } else {
        await markFailed(c.hour, c.customerId, result?.Status ? `AWS answered ${result.Status}` : 'Unprocessed by AWS Marketplace; retried next hour', now);
        failed += 1;
      }
    }
  } catch (err) {
    const name = (err as Error).name || 'Error';
    for (const c of batch) await markFailed(c.hour, c.customerId, `BatchMeterUsage failed: ${name}`, now);
    failed += batch.length;
  }
  return { sent, failed };
}
