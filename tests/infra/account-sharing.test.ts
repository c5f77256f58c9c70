import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { describe, expect, it } from 'vitest';
import { LAMBDA_UNRESERVED_MINIMUM, planReservations, readDeployConfig, tableReservations } from '../../infra/config';
import { RxSavvyFunction } from '../../infra/constructs/rxsavvy-function';
import { type CfnJson, NO_SITE, synth } from './support';

/** Reserved concurrent executions of every function the app made, by route or job id (absent: none). */
function reservations(built: ReturnType<typeof synth>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const fn of built.app.node.findAll().filter((c): c is RxSavvyFunction => c instanceof RxSavvyFunction)) {
    const reserved = (fn.node.defaultChild as CfnFunction).reservedConcurrentExecutions;
    if (reserved !== undefined) out[fn.definition.id] = reserved;
  }
  return out;
}

const sum = (plan: Record<string, number>) => Object.values(plan).reduce((a, b) => a + b, 0);
const TABLE = Object.fromEntries(tableReservations().map((d) => [d.id, d.reservedConcurrency!]));

describe('reserved concurrency sized to the account (context concurrencyBudget)', () => {
  it('the tables reserve more than a new account can give (so the default in staging and prod needs a raised quota)', () => {
    expect(sum(TABLE)).toBeGreaterThan(400);
    expect(Object.values(TABLE).every((n) => n >= 1)).toBe(true);
  });

  it('plans nothing for off, the tables for table, and the tables unchanged under a budget they fit', () => {
    expect(planReservations('off')).toEqual({});
    expect(planReservations('table')).toEqual(TABLE);
    expect(planReservations(sum(TABLE) + LAMBDA_UNRESERVED_MINIMUM)).toEqual(TABLE);
  });

  it.each([400, 250, 150, 100 + tableReservations().length])('scales every reservation down to fit a budget of %i, keeping the unreserved 100 and at least 1 each', (budget) => {
    const plan = planReservations(budget);
    expect(Object.keys(plan).sort()).toEqual(Object.keys(TABLE).sort());
    expect(sum(plan), 'reserved in total').toBeLessThanOrEqual(budget - LAMBDA_UNRESERVED_MINIMUM);
    for (const [id, n] of Object.entries(plan)) {
      expect(n, id).toBeGreaterThanOrEqual(1);
      expect(n, id).toBeLessThanOrEqual(TABLE[id]!);
    }
    // Proportions hold: the largest table reservation stays the largest.
    const largest = Object.entries(TABLE).sort((a, b) => b[1] - a[1])[0]![0];
    expect(plan[largest]).toBe(Math.max(...Object.values(plan)));
  });

  it('fails synth with the smallest budget that works when the tables cannot fit', () => {
    const read = (context: Record<string, unknown>) => readDeployConfig({ tryGetContext: (key: string) => ({ webDist: NO_SITE, ...context })[key] } as Parameters<typeof readDeployConfig>[0]);
    const smallest = 100 + tableReservations().length;
    expect(() => read({ stage: 'staging', concurrencyBudget: String(smallest - 1) })).toThrow(
      new RegExp(`concurrencyBudget=${smallest - 1} leaves ${smallest - 101} to reserve .* give at least concurrencyBudget=${smallest}`),
    );
    expect(() => read({ concurrencyBudget: '99' })).toThrow(/concurrencyBudget must be off, table or a whole number of at least 100/);
    expect(() => read({ concurrencyBudget: 'some' })).toThrow(/concurrencyBudget must be off, table or a whole number/);
    expect(read({ stage: 'staging', concurrencyBudget: '400' }).concurrencyBudget).toBe(400);
  });

  it('reserves nothing in dev by default, and the tables\' values in staging and prod', () => {
    const read = (context: Record<string, unknown>) => readDeployConfig({ tryGetContext: (key: string) => ({ webDist: NO_SITE, ...context })[key] } as Parameters<typeof readDeployConfig>[0]);
    expect(read({}).reservedConcurrency).toEqual({});
    expect(read({ stage: 'staging' }).reservedConcurrency).toEqual(TABLE);
    expect(read({ stage: 'prod', pbmEndpoints: 'account' }).reservedConcurrency).toEqual(TABLE);
    expect(read({ concurrencyBudget: 'table' }).reservedConcurrency).toEqual(TABLE);
  });
});

describe('a staging stage in an account another stage already set up', () => {
  const built = synth({ stage: 'staging', concurrencyBudget: '400' });
  const messaging = built.template(built.messaging);

  it('sets the planned reservations on the functions, and none elsewhere', () => {
    expect(reservations(built)).toEqual(planReservations(400));
    expect(sum(reservations(built))).toBeLessThanOrEqual(300);
  });

  it('uses the account\'s SES identity (sesIdentity=existing, the default outside prod) and keeps its own configuration set', () => {
    messaging.resourceCountIs('AWS::SES::EmailIdentity', 0);
    expect(Object.keys(messaging.toJSON().Outputs ?? {}).filter((k) => k.startsWith('DkimCname'))).toEqual([]);
    messaging.hasResourceProperties('AWS::SES::ConfigurationSet', { Name: 'rxsavvy-staging-messages' });
    // Every sender names that set on each message: the identity's default set is the creating stage's.
    const functions = [built.api, built.messaging, built.signups].flatMap((stack) => Object.values(built.template(stack).findResources('AWS::Lambda::Function')) as CfnJson[]);
    const senders = functions.filter((f) => 'SES_FROM_ADDRESS' in (f.Properties.Environment?.Variables ?? {}));
    expect(senders.length).toBeGreaterThan(3);
    for (const f of senders) expect(f.Properties.Environment.Variables.SES_CONFIGURATION_SET).toBe('rxsavvy-staging-messages');
  });
});

describe('the stage that creates the SES identity', () => {
  const built = synth({ stage: 'dev', sesIdentity: 'create' });
  const messaging = built.template(built.messaging);

  it('creates it with Easy DKIM, prints its three CNAMEs, and keeps it when the stack goes (other stages send through it)', () => {
    const identities = Object.values(messaging.findResources('AWS::SES::EmailIdentity')) as CfnJson[];
    expect(identities).toHaveLength(1);
    expect(identities[0]!.Properties).toMatchObject({ EmailIdentity: 'rxsavvy.com', DkimAttributes: { SigningEnabled: true } });
    expect(identities[0]!.DeletionPolicy).toBe('Retain');
    expect(Object.keys(messaging.toJSON().Outputs ?? {}).filter((k) => k.startsWith('DkimCname'))).toHaveLength(3);
  });

  it('reserves no concurrency in dev', () => {
    expect(reservations(built)).toEqual({});
  });

  it('refuses a value that is neither create nor existing', () => {
    expect(() => synth({ sesIdentity: 'maybe' })).toThrow(/sesIdentity/);
  });
});
