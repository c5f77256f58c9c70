import { describe, expect, it } from 'vitest';
import type { Customer } from '../../../functions/domain/marketplace/customers';
import { legacyIdentity, meteringIdentityOf, meteringRequest, usageRecordIdentity, usageRecordKey } from '../../../functions/domain/marketplace/metering-identity';

const LICENSE = 'arn:aws:license-manager::294406891311:license:l-0f3c9a2e7b5d4e81a6c2d8f0b4e7a913';
const customer = (fields: Partial<Customer>): Customer => ({
  customerId: 'X01EXAMPLEX', productCode: 'p1', revenueModel: 'passThrough', status: 'subscribed', createdAt: 'x', updatedAt: 'x', ...fields,
});

describe('what BatchMeterUsage is told about a customer', () => {
  it('bills a buyer AWS named by account and license with both, never with the CustomerIdentifier, and with no ProductCode', () => {
    const identity = meteringIdentityOf(customer({ awsAccountId: '111122223333', licenseArn: LICENSE, customerIdentifier: 'X01EXAMPLEX' }))!;
    expect(identity).toEqual({ kind: 'license', awsAccountId: '111122223333', licenseArn: LICENSE });
    expect(usageRecordIdentity(identity)).toEqual({ CustomerAWSAccountId: '111122223333', LicenseArn: LICENSE });
    expect(meteringRequest('p1', 'license', [])).toEqual({ UsageRecords: [] });
  });

  it('bills an older customer with only an account id by the account, with the ProductCode', () => {
    const identity = meteringIdentityOf(customer({ awsAccountId: '111122223333' }))!;
    expect(usageRecordIdentity(identity)).toEqual({ CustomerAWSAccountId: '111122223333' });
    expect(meteringRequest('p1', identity.kind, [])).toEqual({ ProductCode: 'p1', UsageRecords: [] });
  });

  it('bills a customer AWS told nothing else of by its CustomerIdentifier (the id of older records), with the ProductCode', () => {
    const identity = meteringIdentityOf(customer({}))!;
    expect(usageRecordIdentity(identity)).toEqual({ CustomerIdentifier: 'X01EXAMPLEX' });
    expect(meteringRequest('p1', identity.kind, [])).toEqual({ ProductCode: 'p1', UsageRecords: [] });
    expect(usageRecordIdentity(legacyIdentity('X9'))).toEqual({ CustomerIdentifier: 'X9' });
  });

  it('has nothing to bill a license-keyed record without an account by (it never sends the lic- id as a CustomerIdentifier)', () => {
    expect(meteringIdentityOf(customer({ customerId: 'lic-0f3c9a2e7b5d4e81a6c2d8f0b4e7a913', licenseArn: LICENSE }))).toBeUndefined();
  });

  it('matches an answer to the record sent by its identifier and hour', () => {
    const at = new Date('2026-11-22T10:00:00Z');
    expect(usageRecordKey({ CustomerAWSAccountId: '111122223333', LicenseArn: LICENSE, Timestamp: at })).toBe(`${LICENSE}@2026-11-22T10:00:00.000Z`);
    expect(usageRecordKey({ CustomerIdentifier: 'X1', Timestamp: at })).toBe('X1@2026-11-22T10:00:00.000Z');
    expect(usageRecordKey(undefined)).toBe('@');
  });
});
