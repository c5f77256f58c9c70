import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, vi } from 'vitest';
import { readMarker } from '../../functions/domain/catalog/catalog-version';
import { issueKey } from '../../functions/domain/coupon-api/api-keys';
import { hourOf, usageForHour } from '../../functions/domain/coupon-api/usage';
import { meterRecords } from '../../functions/domain/coupon-api/usage-meter';
import { getCustomer, saveResolvedCustomer } from '../../functions/domain/marketplace/customers';
import { recordsForHour } from '../../functions/domain/marketplace/metering-records';
import { isSuppressed } from '../../functions/domain/messaging/suppression';
import { nearestPharmacies } from '../../functions/domain/catalog/pharmacy-repository';
import type { StoredAnswer } from '../../functions/domain/pricing/completion';
import { pbmDirectory } from '../../functions/domain/pricing/pbm-directory';
import { cachePut, readStored, storedKeyOf } from '../../functions/domain/pricing/price-cache';
import { drainLocalQueues } from '../../functions/local/services/queues';
import type { JobId } from '../../functions/tables/jobs';
import { REFERENCE_SEED_VERSION, SEED_VERSION } from '../../functions/tables/seed-version';
import { REFERENCE_SEED_FORMAT } from '../../functions/domain/reference/seed/reference-seed';
import { linkTokenIn, outboxFor, uniqueEmail } from '../integration/messaging-helpers';
import { apiUrl, getJson, postJson } from '../support/api-client';
import { authorizerEvent, customResourceEvent, logsEvent, scheduledEvent, snsEvent, sqsEvent } from './events';
import { startS3StandIn } from './s3-stand-in';

/** Runs the job's bundle once with this event and gives back what it returned. */
type Invoke = (event: unknown) => Promise<unknown>;

const PRODUCT = 'rxsavvy-passthrough';
const queueOf = (id: JobId) => `rxsavvy-dev-${id}`;

/** A Coupon API customer of the metered product, stored as registration stores one. */
const meteredCustomer = (tag: string) =>
  saveResolvedCustomer({ customerId: `BUNDLE-${tag}-${randomUUID().slice(0, 8)}`, productCode: PRODUCT, revenueModel: 'passThrough' });

/** A confirmed price-drop watch of Lisinopril signed up at $999, so any check finds a drop: its key and its address. */
async function confirmedWatch(): Promise<{ pk: string; email: string }> {
  const email = uniqueEmail('bundle-alert');
  const watch = { drugName: 'Lisinopril', ndc: '00591040701', quantity: 30, zip: '92101', channel: 'email', email, bestPrice: 999 };
  expect((await postJson('/api/price-alerts', watch)).status).toBe(202);
  const token = linkTokenIn((await outboxFor(email))[0]!.text, 'confirm');
  expect((await postJson('/api/price-alerts/confirm', { token })).status).toBe(200);
  return { pk: `watch#${token.split('.')[0]}`, email };
}

/** Runs `work` with these environment variables set (undefined: unset), then puts them back. */
async function withEnv(values: Record<string, string | undefined>, work: () => Promise<void>): Promise<void> {
  const before = Object.fromEntries(Object.keys(values).map((name) => [name, process.env[name]]));
  const apply = (v: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(v)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
  apply(values);
  try {
    await work();
  } finally {
    apply(before);
  }
}

const priceAlertsTo = async (email: string) => (await outboxFor(email)).filter((m) => m.category === 'price-alert');

/** A confirmed daily medication reminder at 08:00 UTC: its address. */
async function confirmedReminder(): Promise<string> {
  const contact = uniqueEmail('bundle-reminder');
  const signUp = { kind: 'medication-reminders', channel: 'email', contact, timeZone: 'UTC', consent: true, times: ['08:00'], drugName: 'Lisinopril' };
  expect((await postJson('/api/signups', signUp)).status).toBe(202);
  const token = /action=confirm&token=([A-Za-z0-9._-]+)/.exec((await outboxFor(contact))[0]!.text)?.[1];
  expect((await postJson('/api/signups/confirm', { token })).status).toBe(200);
  return contact;
}

/** An SES bounce event, as the configuration set publishes it to its SNS topic. */
const sesBounce = (address: string, bounceType: 'Permanent' | 'Transient') => JSON.stringify({
  eventType: 'Bounce',
  bounce: { bounceType, bounceSubType: 'General', bouncedRecipients: [{ emailAddress: address, status: '5.1.1', action: 'failed' }], timestamp: new Date().toISOString(), feedbackId: randomUUID() },
  mail: { timestamp: new Date().toISOString(), source: 'support@rxsavvy.com', messageId: randomUUID(), destination: [address] },
});

/**
 * A stand-in site for the canary: the local runtime's API for the typeahead and the price (real
 * answers), and the coupon page as the SPA's index.html (the bundle tests run without a built SPA).
 */
async function canarySite(couponStatus: number): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    if (req.url?.startsWith('/coupon')) {
      res.writeHead(couponStatus, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><html><body><div id="root"></div></body></html>');
      return;
    }
    void fetch(apiUrl(req.url ?? '/')).then(async (answer) => {
      res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
      res.end(Buffer.from(await answer.arrayBuffer()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * What each job of the job table is given, through its trigger's event, and what it must then have
 * done: an answer or a stored change that only the real work produces. One case per job (a job
 * without one fails to typecheck); a batch carries a valid record and, where the job answers per
 * record, an invalid one, which must be the only failure.
 */
export type JobCases = Record<JobId, (invoke: Invoke) => Promise<void>>;

export const JOB_CASES: JobCases = {
  'canary': async (invoke) => {
    // The runtime's first typeahead and price load the catalog and ask cold PBMs: a first answer may be 503 overloaded or no rows. Warm both first.
    for (let i = 0; i < 5 && (await getJson('/api/drugname', { q: 'lisin', limit: 10 })).status !== 200; i += 1);
    for (let i = 0; i < 5 && !((await getJson('/api/ecsdosage0', { drugName: 'Lisinopril', zip: '92101' })).body?.drugs?.length > 0); i += 1);
    const runtimeSite = process.env.SITE_URL;
    for (const [couponStatus, ok] of [[200, true], [404, false]] as const) {
      const site = await canarySite(couponStatus);
      process.env.SITE_URL = site.url;
      try {
        const result = await invoke(scheduledEvent());
        expect(result, `the coupon page answering ${couponStatus}: ${JSON.stringify(result)}`).toMatchObject({ ok, ms: expect.any(Number) });
      } finally {
        if (runtimeSite === undefined) delete process.env.SITE_URL;
        else process.env.SITE_URL = runtimeSite;
        await site.close();
      }
    }
  },

  'featured-savings-refresh': async (invoke) => {
    const asked = await getJson('/api/featured-savings', { zip: '60601' });
    expect(asked.body, 'a zip asked for the first time waits for its own cards').toMatchObject({ pricedNear: expect.any(String), pending: true });
    expect(await invoke(scheduledEvent())).toMatchObject({ computed: expect.any(Number), left: 0 });
    const own = await getJson('/api/featured-savings', { zip: '60601' });
    expect(own.body, 'its own six cards').toMatchObject({ zip: '60601', pricedNear: '60601', pending: false });
    expect(own.body.savings).toHaveLength(6);
  },

  'api-key-authorizer': async (invoke) => {
    const customer = await meteredCustomer('AUTH');
    const { apiKey, record } = await issueKey(customer);
    expect(await invoke(authorizerEvent(apiKey)), 'an active key of an entitled customer').toMatchObject({ isAuthorized: true, context: { customerId: customer.customerId, keyId: record.keyId } });
    expect(await invoke(authorizerEvent(`rxs_live_${'A'.repeat(43)}`)), 'a well-formed key nobody was issued').toMatchObject({ isAuthorized: false });
  },

  'coupon-api-usage-meter': async (invoke) => {
    const at = new Date();
    const customerId = `BUNDLE-USAGE-${randomUUID().slice(0, 8)}`;
    const line = JSON.stringify({ usage: 'coupon-api', customerId, keyId: 'key_bundle', perMinute: 600, at: at.toISOString() });
    await invoke(logsEvent('/aws/lambda/rxsavvy-dev-coupon-api-prices-near', [line, line, line]));
    expect((await usageForHour(hourOf(at))).find((r) => r.customerId === customerId), 'the three requests stored for billing').toMatchObject({ keyId: 'key_bundle', requests: 3 });
  },

  'marketplace-metering': async (invoke) => {
    const { customerId } = await meteredCustomer('METER');
    const lastHour = new Date(Date.now() - 3_600_000);
    await meterRecords(`bundle-${randomUUID()}`, Array.from({ length: 150 }, () => ({ customerId, keyId: 'key_bundle', perMinute: 600, at: lastHour.toISOString() })));
    expect(await invoke(scheduledEvent())).toMatchObject({ failed: 0 });
    expect((await recordsForHour(hourOf(lastHour))).find((r) => r.customerId === customerId), 'last hour\'s 150 requests sent as 2 units').toMatchObject({ status: 'sent', requests: 150, quantity: 2 });
  },

  'marketplace-subscription-events': async (invoke) => {
    const customerId = `BUNDLE-SUB-${randomUUID().slice(0, 8)}`;
    const event = { action: 'subscribe-success', 'customer-identifier': customerId, 'product-code': PRODUCT };
    const notification = JSON.stringify({ Type: 'Notification', MessageId: randomUUID(), TopicArn: 'arn:aws:sns:us-east-1:287250355862:aws-mp-subscription-notification-rxsavvy', Message: JSON.stringify(event), Timestamp: new Date().toISOString() });
    const queue = queueOf('marketplace-subscription-events');
    expect(await invoke(sqsEvent(queue, [notification, 'not a subscription event'])), 'only the malformed message fails').toEqual({ batchItemFailures: [{ itemIdentifier: `${queue}-2` }] });
    expect(await getCustomer(customerId)).toMatchObject({ status: 'subscribed', productCode: PRODUCT });
  },

  'price-alert-scan': async (invoke) => {
    const { email } = await confirmedWatch();
    const queued = await invoke(scheduledEvent()) as { checked: number; batches: number };
    expect(queued.checked, 'every confirmed watch listed, this one included').toBeGreaterThanOrEqual(1);
    expect(queued.batches, 'sent to the check queue in batches').toBeGreaterThanOrEqual(1);
    // The check job consumes the queue (the local SQS stand-in delivers it): then the alert is out.
    await drainLocalQueues();
    expect(await priceAlertsTo(email), 'one alert for the confirmed watch').toHaveLength(1);
  },

  'price-alert-check': async (invoke) => {
    const { pk, email } = await confirmedWatch();
    const queue = queueOf('price-alert-check');
    const batch = { day: new Date().toISOString().slice(0, 10), pks: [pk] };
    expect(await invoke(sqsEvent(queue, [JSON.stringify(batch), JSON.stringify({ day: 'today', pks: [] })])), 'only the malformed batch fails').toEqual({ batchItemFailures: [{ itemIdentifier: `${queue}-2` }] });
    expect(await priceAlertsTo(email), 'one alert for the watch in the batch').toHaveLength(1);
  },

  'price-completion': async (invoke) => {
    // An answer one PBM missed, stored as a price route stores it, at a pharmacy of the directory.
    const [pharmacy] = await nearestPharmacies({ lat: 32.7157, lon: -117.1611 }, { limit: 1, maxMiles: 50 });
    const pbm = pbmDirectory.list()[0]!.id;
    const checkedAt = new Date().toISOString();
    const version = `${checkedAt}#bundle-${randomUUID().slice(0, 8)}`;
    const stored: StoredAnswer = {
      version, ndc: '00591040701', quantity: 30, zipArea: '92101', pharmacies: [{ npi: pharmacy!.npi, chain: pharmacy!.chain }], prices: [],
      providersAsked: [pbm], providersAnswered: [], providersFailed: [{ id: pbm, reason: 'deadline' }], pending: [pbm], checkedAt,
    };
    const key = `bundle#${randomUUID()}`;
    expect(await cachePut(key, stored, 60, { version, checkedAtMs: Date.now(), settled: false })).toBe(true);
    const pk = await storedKeyOf(key);
    const queue = queueOf('price-completion');
    expect(await invoke(sqsEvent(queue, [JSON.stringify({ pk, version }), JSON.stringify({ pk })])), 'only the malformed message fails').toEqual({ batchItemFailures: [{ itemIdentifier: `${queue}-2` }] });
    const done = await readStored<StoredAnswer>(pk);
    expect(done?.meta.settled, 'the answer is settled').toBe(true);
    expect(done?.value, 'with the PBM it was waiting for heard').toMatchObject({ pending: [], providersAnswered: [pbm] });
  },

  'signups-dispatch': async (invoke) => {
    const contact = await confirmedReminder();
    // The dispatcher sends what is due at the time it runs: run it at 08:05 UTC the day after tomorrow.
    const today = new Date();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 2, 8, 5) });
    try {
      expect(await invoke(scheduledEvent()), 'the one reminder due').toEqual({ sent: 1, skipped: 0 });
    } finally {
      vi.useRealTimers();
    }
    expect((await outboxFor(contact)).map((m) => m.subject)).toContain('Reminder: Lisinopril at 8:00 AM');
  },

  'ses-events': async (invoke) => {
    const [hard, soft] = [uniqueEmail('bundle-bounce'), uniqueEmail('bundle-soft-bounce')];
    expect(await invoke(snsEvent('rxsavvy-dev-ses-events', [sesBounce(hard, 'Permanent'), sesBounce(soft, 'Transient')]))).toEqual({ suppressed: 1 });
    expect(await isSuppressed('email', hard), 'a permanent bounce is suppressed').toBe(true);
    expect(await isSuppressed('email', soft), 'a transient bounce is not').toBe(false);
  },

  'seed-load': async (invoke) => {
    const stand = await startS3StandIn();
    const props = { Bucket: 'cdk-assets', CatalogKey: 'catalog.json', DirectoryKey: 'pharmacies.tsv.gz' };
    // The reference seed's asset: a small file of the code's version (the tests' runtime never loaded the real one).
    const reference = { format: REFERENCE_SEED_FORMAT, version: REFERENCE_SEED_VERSION, sources: { icd10: 'test', rxnorm: 'test' }, icd10: [['A00.1', 'Cholera due to Vibrio cholerae 01, biovar eltor']], rxnorm: [] };
    stand.put('cdk-assets', 'reference.json.gz', gzipSync(JSON.stringify(reference)));
    const withReference = { ...props, ReferenceKey: 'reference.json.gz', ReferenceVersion: REFERENCE_SEED_VERSION };
    try {
      await withEnv({ AWS_ENDPOINT_URL_S3: stand.endpoint }, async () => {
        // The local runtime loaded this seed version already: the deploy finds it current and writes nothing; the reference seed it loads from S3.
        expect(await invoke(customResourceEvent('Create', stand.responseUrl('create'), { ...withReference, SeedVersion: SEED_VERSION })), 'a seed version already loaded').toMatchObject({
          Status: 'SUCCESS', PhysicalResourceId: 'rxsavvy-seed-load',
          Data: { Outcome: 'current', Version: SEED_VERSION, ReferenceOutcome: 'loaded', ReferenceVersion: REFERENCE_SEED_VERSION, ReferenceItems: '1' },
        });
        expect(await invoke(customResourceEvent('Update', stand.responseUrl('again'), { ...withReference, SeedVersion: SEED_VERSION, Run: '2' })), 'the same versions again').toMatchObject({
          Status: 'SUCCESS', Data: { Outcome: 'current', ReferenceOutcome: 'current', ReferenceItems: '0' },
        });
        // A rollback to a deploy of an older reference seed: nothing of it is loaded.
        expect(await invoke(customResourceEvent('Update', stand.responseUrl('older-reference'), { ...withReference, SeedVersion: SEED_VERSION, ReferenceVersion: '2026-01-01.older' })), 'an older reference version').toMatchObject({
          Status: 'SUCCESS', Data: { ReferenceOutcome: 'skipped' },
        });
        // A rollback sends the previous version's properties to this code: nothing to load.
        expect(await invoke(customResourceEvent('Update', stand.responseUrl('rollback'), { ...props, SeedVersion: '2026-01-01.older' })), 'another version\'s event').toMatchObject({ Status: 'SUCCESS', Data: { Outcome: 'skipped' } });
        expect(await invoke(customResourceEvent('Update', stand.responseUrl('broken'), { Bucket: 'cdk-assets', SeedVersion: SEED_VERSION })), 'a resource without its files').toMatchObject({ Status: 'FAILED', Reason: expect.stringContaining('CatalogKey') });
        expect(await invoke(customResourceEvent('Delete', stand.responseUrl('delete'), { ...props, SeedVersion: SEED_VERSION })), 'the data outlives the resource').toMatchObject({ Status: 'SUCCESS' });
      });
      expect(stand.answers.map((a) => [a.path.split('/').pop(), a.body.Status]), 'each answered on its response URL').toEqual([
        ['create', 'SUCCESS'], ['again', 'SUCCESS'], ['older-reference', 'SUCCESS'], ['rollback', 'SUCCESS'], ['broken', 'FAILED'], ['delete', 'SUCCESS'],
      ]);
      expect(stand.answers[0]!.body).toMatchObject({ LogicalResourceId: 'SeedLoad', RequestId: expect.any(String), StackId: expect.stringContaining('RxSavvy-dev-DataLoad') });
    } finally {
      await stand.close();
    }
  },

  'nadac-refresh': async (invoke) => {
    const stand = await startS3StandIn();
    const bucket = 'rxsavvy-dev-nadac-drop';
    // An older full week, and the newest file: a download cut off after one row.
    stand.put(bucket, 'nadac_2026-04-29.csv', 'NDC,NADAC Per Unit,Effective Date,Pricing Unit\n', new Date(Date.now() - 7 * 86_400_000));
    stand.put(bucket, 'nadac_2026-05-06.csv', 'NDC,NADAC Per Unit,Effective Date,Pricing Unit\n00591040701,0.04111,05/06/2026,EA\n');
    const before = await readMarker();
    try {
      await withEnv({ AWS_ENDPOINT_URL_S3: stand.endpoint, NADAC_DROP_BUCKET: bucket, NADAC_SOURCE_URL: undefined }, async () => {
        await expect(invoke(scheduledEvent()), 'the newest file, read from the drop bucket, is refused: it prices one drug of the catalog').rejects.toMatchObject({ name: 'NadacFileRefused', message: expect.stringContaining('of the catalog') });
      });
    } finally {
      await stand.close();
    }
    expect(await readMarker(), 'the catalog and its costs stay as they were').toEqual(before);
  },
};
