import type { BatchMeterUsageCommandInput, UsageRecord } from '@aws-sdk/client-marketplace-metering';
import { type Customer, customerIdentifierOf } from './customers';

/**
 * Whom a customer-hour is billed to, in BatchMeterUsage's terms (AWS Marketplace Metering API
 * reference, BatchMeterUsage and UsageRecord):
 * - `license`: the buyer's AWS account id with the license ARN, and no ProductCode in the request.
 *   What AWS requires now (Concurrent Agreements; new SaaS products from 2026-06-01), and what every
 *   customer gets once ResolveCustomer or a license event gave us both. AWS warns that ProductCode
 *   and LicenseArn for the same customer in the same hour bill twice, hence no ProductCode.
 * - `account`: the account id with the request's ProductCode, for a customer registered before
 *   licenses were stored. The API reference's replacement for CustomerIdentifier ("scheduled for
 *   deprecation on March 31, 2026. Use CustomerAWSAccountID instead"; the two are mutually exclusive).
 * - `customerIdentifier`: the CustomerIdentifier with the ProductCode, only for a customer AWS told
 *   us nothing else about ("existing integrations will continue to work"). Never with the others.
 * A customer-hour keeps the identity it was first claimed with (metering-records.ts), so a retry
 * never bills the same hour under a second identity. Requests never mix kinds: one per product and kind.
 */
export type MeteringIdentity =
  | { kind: 'license'; awsAccountId: string; licenseArn: string }
  | { kind: 'account'; awsAccountId: string }
  | { kind: 'customerIdentifier'; customerIdentifier: string };

type MeteringIdentityKind = MeteringIdentity['kind'];

export function meteringIdentityOf(customer: Customer): MeteringIdentity | undefined {
  if (customer.awsAccountId && customer.licenseArn) return { kind: 'license', awsAccountId: customer.awsAccountId, licenseArn: customer.licenseArn };
  if (customer.awsAccountId) return { kind: 'account', awsAccountId: customer.awsAccountId };
  const customerIdentifier = customerIdentifierOf(customer);
  return customerIdentifier ? { kind: 'customerIdentifier', customerIdentifier } : undefined;
}

/** A claim made before identities were stored was sent with the CustomerIdentifier (the customer id then): a retry stays on it. */
export const legacyIdentity = (customerId: string): MeteringIdentity => ({ kind: 'customerIdentifier', customerIdentifier: customerId });

/** The identifier fields of a UsageRecord for an identity: exactly one form, never the CustomerIdentifier beside the others. */
export function usageRecordIdentity(identity: MeteringIdentity): Pick<UsageRecord, 'CustomerAWSAccountId' | 'LicenseArn' | 'CustomerIdentifier'> {
  switch (identity.kind) {
    case 'license':
      return { CustomerAWSAccountId: identity.awsAccountId, LicenseArn: identity.licenseArn };
    case 'account':
      return { CustomerAWSAccountId: identity.awsAccountId };
    case 'customerIdentifier':
      return { CustomerIdentifier: identity.customerIdentifier };
  }
}

/** The request around a batch of one product and one identity kind: ProductCode only without license ARNs. */
export function meteringRequest(productCode: string, kind: MeteringIdentityKind, usageRecords: UsageRecord[]): BatchMeterUsageCommandInput {
  return kind === 'license' ? { UsageRecords: usageRecords } : { ProductCode: productCode, UsageRecords: usageRecords };
}

/** Matches AWS's answer for a usage record to the record sent: its identifier and hour. */
export function usageRecordKey(record: Pick<UsageRecord, 'CustomerAWSAccountId' | 'LicenseArn' | 'CustomerIdentifier' | 'Timestamp'> | undefined): string {
  const who = record?.LicenseArn ?? record?.CustomerAWSAccountId ?? record?.CustomerIdentifier ?? '';
  const at = record?.Timestamp;
  return `${who}@${at instanceof Date ? at.toISOString() : (at ?? '')}`;
}
