import type { CustomerSummary } from '../../../shared/contracts/marketplace';
import { type ApiKeyRecord, listKeys } from '../coupon-api/api-keys';
import { listCustomers } from './customers';
import { recordsForHour } from './metering-records';
import { hourOf, previousHours, recentUsage } from '../coupon-api/usage';

export const keySummary = (k: ApiKeyRecord) => ({
  keyId: k.keyId, hint: k.hint, status: k.status, createdAt: k.createdAt, rateLimitPerMinute: k.rateLimitPerMinute, ...(k.revokedAt ? { revokedAt: k.revokedAt } : {}),
});

/** Customers (optionally of one product) with their keys, newest first. */
export async function customerSummaries(productCode?: string): Promise<{ customers: CustomerSummary[]; products: string[] }> {
  const [all, keys] = await Promise.all([listCustomers(), listKeys()]);
  const customers = all
    .filter((c) => !productCode || c.productCode === productCode)
    .map((c) => ({
      customerId: c.customerId, productCode: c.productCode, revenueModel: c.revenueModel, status: c.status, createdAt: c.createdAt,
      ...(c.awsAccountId ? { awsAccountId: c.awsAccountId } : {}), ...(c.licenseArn ? { licenseArn: c.licenseArn } : {}), ...(c.company ? { company: c.company } : {}),
      ...(c.contactEmail ? { contactEmail: c.contactEmail } : {}), ...(c.registeredAt ? { registeredAt: c.registeredAt } : {}),
      keys: keys.filter((k) => k.customerId === c.customerId).map(keySummary),
    }));
  return { customers, products: [...new Set(all.map((c) => c.productCode))].sort() };
}

async function customerIdsOf(productCode: string | undefined): Promise<Set<string> | undefined> {
  return productCode ? new Set((await listCustomers(productCode)).map((c) => c.customerId)) : undefined;
}

export async function usageRows(hours: number, productCode?: string, now = new Date()) {
  const [rows, only] = await Promise.all([recentUsage(hours, now), customerIdsOf(productCode)]);
  return rows.filter((r) => !only || only.has(r.customerId)).sort((a, b) => b.hour.localeCompare(a.hour) || b.requests - a.requests);
}

export async function meteringRows(hours: number, productCode?: string, now = new Date()) {
  const list = [hourOf(now), ...previousHours(now, hours - 1)];
  const records = (await Promise.all(list.map(recordsForHour))).flat();
  return records
    .filter((r) => !productCode || r.productCode === productCode)
    .map(({ identity, ...r }) => ({ ...r, ...(identity ? { meteredAs: identity.kind } : {}) }))
    .sort((a, b) => b.hour.localeCompare(a.hour) || a.customerId.localeCompare(b.customerId));
}
