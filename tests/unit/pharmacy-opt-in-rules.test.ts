import { describe, expect, it } from 'vitest';
import { describeFields, signInVerifies, type StoredOptIn } from '../../functions/domain/pharmacy/opt-ins';
import type { Identity } from '../../functions/lib/auth';
import type { PharmacyOptIn } from '../../shared/contracts/pharmacy-portal';

const optIn: PharmacyOptIn = {
  NPI: '1234567893', SubmitterName: 'Pat', SubmitterEmail: 'pat@example.com', SubmitterAuthority: true,
  MinimumPayment: 6, OptOut: false, NotifyAboutFurtherOpportunities: false, AcceptTerms: true,
};
const who = (over: Partial<Identity> = {}): Identity => ({ sub: 's1', email: 'pat@example.com', emailVerified: true, roles: ['pharmacist'], ...over });

describe('signInVerifies: who verifies an NPI by signing in', () => {
  it.each<[string, Identity | undefined, boolean]>([
    ['a pharmacist with a verified address', who(), true],
    ['an admin', who({ roles: ['admin'], emailVerified: false }), true],
    ['no sign-in', undefined, false],
    ['a pharmacist whose address is not verified', who({ emailVerified: false }), false],
    ['a sign-in without the pharmacist role', who({ roles: ['marketplace-admin'] }), false],
    ['a pharmacist without an address', who({ email: '' }), false],
  ])('%s → %s', (_name, identity, expected) => {
    expect(signInVerifies(identity)).toBe(expected);
  });

  it('never an owner an admin released, by subject or by address', () => {
    const record = { releasedOwners: { subjects: ['s1'], emails: ['old@example.com'] } } as unknown as StoredOptIn;
    expect(signInVerifies(who(), record), 'released subject').toBe(false);
    expect(signInVerifies(who({ sub: 's2', email: 'OLD@example.com ' }), record), 'released address, other spelling').toBe(false);
    expect(signInVerifies(who({ sub: 's3', email: 'new@example.com' }), record), 'someone else').toBe(true);
  });
});

describe('describeFields: what a confirmation shows', () => {
  const next = { ...optIn, SubmitterEmail: 'new@example.com', OptOut: true, MinimumPayment: 999999 as const, AcceptTerms: false };

  it('shows the owner every field before and after, and marks the changed ones', () => {
    const fields = describeFields(optIn, next, 'ownerApprovesChange');
    expect(fields.filter((f) => f.changed).map((f) => [f.field, f.from, f.to])).toEqual([
      ['SubmitterEmail', 'pat@example.com', 'new@example.com'],
      ['MinimumPayment', '$6', 'none (opted out)'],
      ['OptOut', 'No', 'Yes'],
      ['AcceptTerms', 'Yes', 'No'],
    ]);
    expect(fields).toHaveLength(7);
  });

  it('never shows the owner\'s details to the new address', () => {
    const fields = describeFields(optIn, next, 'newAddressConfirms');
    expect(fields.every((f) => f.from === null)).toBe(true);
    expect(JSON.stringify(fields)).not.toContain('pat@example.com');
  });

  it('a first opt-in lists what it sets', () => {
    expect(describeFields(undefined, optIn, 'firstOptIn').every((f) => f.changed && f.from === null)).toBe(true);
  });
});
