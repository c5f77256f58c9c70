import { Stack } from 'aws-cdk-lib';
import type { CfnRole } from 'aws-cdk-lib/aws-iam';
import { describe, expect, it } from 'vitest';
import { jobById } from '../../functions/tables/jobs';
import {
  CATALOG, COUPON_API, COUPON_SIGNING, includes, merge, PBMS, PRICING, PRICING_WITH_COUPONS, RATE_LIMITED, SENDS_EMAIL, SENDS_MESSAGES, SENDS_SMS,
} from '../../functions/tables/permissions';
import { type Resources, type RouteDef, routes } from '../../functions/tables/routes';
import { type CfnJson, synth, type Synthesized } from './support';

const byId = (id: string) => routes.find((r) => r.id === id)!;

/**
 * Entries as they were written out before the permission sets, and as the tables compose them now:
 * the shapes of the route and job tables (pricing with coupons and an extra table, a Coupon API
 * price route, the relays, a sender with rate limits, the price-drop jobs' grants).
 */
const WRITTEN_OUT: Record<string, Resources> = {
  'drug-details': { pbm: true, couponSigning: true, sendsTo: ['price-completion'], tables: { drugs: 'read', pharmacies: 'read', priceCache: 'readwrite', priceHistory: 'readwrite' } },
  'price-comparison': { pbm: true, couponSigning: true, tables: { drugs: 'read', pharmacies: 'read', competitorPrices: 'read', priceCache: 'readwrite', priceHistory: 'readwrite' } },
  'coupon-api-prices-near': { pbm: true, tables: { drugs: 'read', pharmacies: 'read', priceCache: 'readwrite', priceHistory: 'readwrite', couponApiUsage: 'read' }, sendsTo: ['price-completion'] },
  'coupon-view': { couponSigning: true, tables: { couponViews: 'write', rateLimits: 'readwrite' } },
  'coupon-verify': { couponSigning: true },
  'coupon-sms': { couponSigning: true, tables: { rateLimits: 'readwrite', suppressions: 'read' }, sns: true },
  'price-alert-subscribe': { tables: { drugs: 'read', priceAlerts: 'readwrite', rateLimits: 'readwrite', suppressions: 'read' }, ses: true, sns: true },
  'signup-confirm': { tables: { signups: 'readwrite', suppressions: 'read' }, ses: true, sns: true },
  'tools-icd10': { tables: { drugs: 'read', toolReference: 'read' } },
};
const PRICE_ALERT_JOB_WRITTEN_OUT: Resources = {
  tables: { drugs: 'read', pharmacies: 'read', priceCache: 'readwrite', priceHistory: 'readwrite', priceAlerts: 'readwrite', suppressions: 'read' },
  pbm: true,
  ses: true,
  sns: true,
};

describe('named permission sets', () => {
  it('grant what their names say, and nothing else', () => {
    expect(PRICING).toEqual({ pbm: true, tables: { drugs: 'read', pharmacies: 'read', priceCache: 'readwrite', priceHistory: 'readwrite' } });
    expect(PRICING_WITH_COUPONS).toEqual({ pbm: true, couponSigning: true, tables: { drugs: 'read', pharmacies: 'read', priceCache: 'readwrite', priceHistory: 'readwrite' } });
    expect(CATALOG).toEqual({ tables: { drugs: 'read' } });
    expect(PBMS).toEqual({ pbm: true });
    expect(COUPON_SIGNING).toEqual({ couponSigning: true });
    expect(SENDS_EMAIL).toEqual({ ses: true, tables: { suppressions: 'read' } });
    expect(SENDS_SMS).toEqual({ sns: true, tables: { suppressions: 'read' } });
    expect(SENDS_MESSAGES).toEqual({ ses: true, sns: true, tables: { suppressions: 'read' } });
    expect(RATE_LIMITED).toEqual({ tables: { rateLimits: 'readwrite' } });
    expect(COUPON_API).toEqual({ tables: { couponApiUsage: 'read' } });
  });

  it('are frozen, so an entry cannot change a set for the others', () => {
    for (const set of [PRICING, PRICING_WITH_COUPONS, SENDS_MESSAGES, RATE_LIMITED]) {
      expect(Object.isFrozen(set)).toBe(true);
      expect(Object.isFrozen(set.tables)).toBe(true);
    }
  });

  it('merge: every flag, every table once with the union of its access, tables in first-seen order, inputs untouched', () => {
    const a: Resources = { pbm: true, tables: { drugs: 'read', priceHistory: 'read' } };
    const b: Resources = { ses: true, sns: false, tables: { priceHistory: 'write', couponViews: 'read' } };
    const c: Resources = { tables: { drugs: 'readwrite' } };
    const merged = merge(a, b, c);
    expect(merged).toEqual({ pbm: true, ses: true, tables: { drugs: 'readwrite', priceHistory: 'readwrite', couponViews: 'read' } });
    expect(Object.keys(merged.tables!)).toEqual(['drugs', 'priceHistory', 'couponViews']);
    expect('sns' in merged).toBe(false);
    expect(a).toEqual({ pbm: true, tables: { drugs: 'read', priceHistory: 'read' } });
    expect(merge(PBMS, COUPON_SIGNING)).toEqual({ pbm: true, couponSigning: true });
    expect(merge(PRICING, { tables: { drugs: 'read' } })).toEqual(PRICING);
  });

  it('includes: a function has a set when it holds every flag and at least the access of every table', () => {
    expect(includes(PRICING_WITH_COUPONS, PRICING)).toBe(true);
    expect(includes(merge(PRICING, COUPON_API), PRICING)).toBe(true);
    expect(includes({ pbm: true, tables: { drugs: 'read', pharmacies: 'read', priceCache: 'readwrite', priceHistory: 'read' } }, PRICING)).toBe(false);
    expect(includes({ tables: { drugs: 'read', pharmacies: 'read', priceCache: 'readwrite', priceHistory: 'readwrite' } }, PRICING)).toBe(false);
    expect(includes({ tables: { rateLimits: 'readwrite' } }, { tables: { rateLimits: 'write' } })).toBe(true);
    expect(includes(merge(PBMS, CATALOG), PRICING)).toBe(false);
  });

  it('compose the table entries into what they were written out as', () => {
    for (const [id, resources] of Object.entries(WRITTEN_OUT)) expect(byId(id).resources, id).toEqual(resources);
    expect(jobById('price-alert-check').resources).toEqual(PRICE_ALERT_JOB_WRITTEN_OUT);
    expect(jobById('price-alert-scan').resources, 'the scan only lists and queues').toEqual({ tables: { priceAlerts: 'read' } });
  });
});

/** The policy documents of a route function's role (in its area's nested stack), as synthesized. */
function policyDocuments(built: Synthesized, id: string): CfnJson[] {
  const fn = built.api.functions.get(id)!;
  const area = Stack.of(fn);
  const roleId = area.getLogicalId(fn.role!.node.defaultChild as CfnRole);
  const resources = built.template(area).toJSON().Resources as Record<string, { Type: string; Properties: CfnJson }>;
  return Object.values(resources)
    .filter((r) => r.Type === 'AWS::IAM::Policy' && JSON.stringify(r.Properties.Roles) === JSON.stringify([{ Ref: roleId }]))
    .map((r) => r.Properties.PolicyDocument as CfnJson);
}

describe('named permission sets in CDK', () => {
  const ids = Object.keys(WRITTEN_OUT);
  const composed = synth({ stage: 'dev' }, { routes: ids.map(byId) });
  const writtenOut = synth({ stage: 'dev' }, { routes: ids.map((id): RouteDef => ({ ...byId(id), resources: WRITTEN_OUT[id]! })) });

  it.each(ids)('%s: its role\'s policy is statement for statement the one the written-out entry gets', (id) => {
    const documents = policyDocuments(composed, id);
    expect(documents).toHaveLength(1);
    expect(documents).toEqual(policyDocuments(writtenOut, id));
  });
});
