import { request } from 'node:http';
import type { Coupon } from '../../shared/contracts/coupon';
import type { OutboxMessage } from '../../shared/contracts/messaging';
import { pbmDirectory } from '../../functions/domain/pricing/pbm-directory';
import { getJson } from '../support/api-client';
import { issue } from '../support/issued-coupon';

/** Helpers shared by the messaging integration tests. */
const scriptSave = pbmDirectory.list()[0]!;

/** A coupon as the engine would issue it (signed), with any field chosen by the test. */
export const issuedCoupon = (over: Partial<Coupon> = {}) => issue({
  pharmacyName: 'Walgreens',
  price: 7.42,
  ln: 'Lisinopril',
  qty: '30 tablets',
  form: 'Tablet',
  dosage: '10 mg',
  rxBin: scriptSave.rxBin,
  rxPcn: scriptSave.rxPcn,
  rxGroup: scriptSave.rxGroup,
  memberId: scriptSave.memberId,
  servicePhone: scriptSave.servicePhone,
  helpdeskPhone: scriptSave.helpdeskPhone,
  ...over,
});

/** A fresh address per test so the per-recipient limits and the outbox filters don't mix tests. */
let n = 0;
export const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${(n += 1)}@example.com`;
/** A textable US number: the exchange starts with 2 (NANP exchanges never start with 0 or 1, so those are refused). */
export const uniquePhone = () => `+14152${String(Date.now() + (n += 1)).slice(-6)}`;

export async function outboxFor(to: string): Promise<OutboxMessage[]> {
  const res = await getJson('/api/dev/outbox', { to, limit: 200 });
  if (res.status !== 200) throw new Error(`outbox answered ${res.status}`);
  return res.body.messages as OutboxMessage[];
}

export async function outboxCount(): Promise<number> {
  return ((await getJson('/api/dev/outbox', { limit: 200 })).body.messages as OutboxMessage[]).length;
}

/** A GET from a chosen loopback address (per-IP limits), like tests/support/request-from.ts does for POST. */
export function getFrom(localAddress: string, url: string): Promise<{ status: number; body: string; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'GET', localAddress }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A phone replying to our number through the local SNS stand-in (STOP / START). */
export async function smsReply(from: string, text: string): Promise<void> {
  const res = await fetch(`${process.env.OUTBOX_URL}/sms-reply`, { method: 'POST', body: JSON.stringify({ from, text }) });
  if (!res.ok) throw new Error(`sms-reply answered ${res.status}`);
}

/** The token in a confirm/unsubscribe link found in a message. */
export function linkTokenIn(text: string, action: 'confirm' | 'unsubscribe'): string {
  const match = new RegExp(`/subscription/${action}\\?list=[a-z-]+&token=([A-Za-z0-9_.%-]+)`).exec(text);
  if (!match) throw new Error(`no ${action} link in message`);
  return decodeURIComponent(match[1]!);
}
