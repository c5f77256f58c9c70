import { describe, expect, it } from 'vitest';
import { functionsWithStatements, synth } from './support';

/**
 * Least privilege on the tables, read from the synthesized roles: Scan reads every item of a table
 * (the suppression list is e-mail addresses and phone numbers), so only the functions that list a
 * whole table hold it, and nothing holds an action the code never calls.
 */
const SCANNERS = ['admin-clear-cache', 'marketplace-admin-customers', 'marketplace-admin-usage', 'marketplace-register', 'marketplace-register-customer', 'marketplace-subscription-events'];

describe('DynamoDB actions of every function, as synthesized', () => {
  const built = synth({ stage: 'dev' });
  const all = functionsWithStatements(built).map(({ id, statements }) => ({
    id, statements, actions: statements.flatMap((s) => [s.Action].flat()).filter((a) => a.startsWith('dynamodb:')),
  }));

  it('only the functions that list a whole table may Scan', () => {
    expect(all.length).toBeGreaterThan(50);
    expect(all.filter((f) => f.actions.includes('dynamodb:Scan')).map((f) => f.id).sort()).toEqual(SCANNERS);
  });

  it.each(['coupon-email', 'coupon-sms'])('%s (public, reads the suppression list) can look up one address or number and cannot Scan or batch-read', (id) => {
    const fn = all.find((f) => f.id === id)!;
    expect(fn, id).toBeDefined();
    const onSuppressions = fn.statements.filter((s) => JSON.stringify(s.Resource ?? null).match(/Suppressions/i)).flatMap((s) => [s.Action].flat());
    expect(onSuppressions.sort(), 'the suppression list: GetItem and Query only').toEqual(['dynamodb:GetItem', 'dynamodb:Query']);
    expect(fn.actions).not.toContain('dynamodb:Scan');
    expect(fn.actions).not.toContain('dynamodb:BatchGetItem');
  });

  it('no function holds BatchGetItem or a Transact action (the code calls neither)', () => {
    expect(all.filter((f) => f.actions.some((a) => a === 'dynamodb:BatchGetItem' || a.includes('Transact'))).map((f) => f.id)).toEqual([]);
  });
});
