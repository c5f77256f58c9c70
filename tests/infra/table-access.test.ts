import { Stack } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { RxSavvyFunction } from '../../infra/constructs/rxsavvy-function';
import { type CfnJson, synth } from './support';

type Statement = { Action: string | string[]; Resource?: unknown };

/**
 * Least privilege on the tables, read from the synthesized roles: Scan reads every item of a table
 * (the suppression list is e-mail addresses and phone numbers), so only the functions that list a
 * whole table hold it, and nothing holds an action the code never calls.
 */
const SCANNERS = ['admin-clear-cache', 'marketplace-admin-customers', 'marketplace-admin-usage', 'marketplace-register', 'marketplace-register-customer', 'marketplace-subscription-events'];

describe('DynamoDB actions of every function, as synthesized', () => {
  const built = synth({ stage: 'dev' });
  const all = built.app.node.findAll().filter((c): c is RxSavvyFunction => c instanceof RxSavvyFunction).map((fn) => {
    const stack = Stack.of(fn);
    const roleId = stack.getLogicalId(fn.role!.node.defaultChild as never);
    const resources = built.template(stack).toJSON().Resources as Record<string, { Type: string; Properties: CfnJson }>;
    const statements = Object.values(resources)
      .filter((r) => r.Type === 'AWS::IAM::Policy' && (r.Properties.Roles as { Ref: string }[]).some((ref) => ref.Ref === roleId))
      .flatMap((r) => r.Properties.PolicyDocument.Statement as Statement[]);
    const actions = statements.flatMap((s) => [s.Action].flat()).filter((a) => a.startsWith('dynamodb:'));
    return { id: fn.definition.id, statements, actions };
  });

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
