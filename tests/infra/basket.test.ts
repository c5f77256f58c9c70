import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { describe, expect, it } from 'vitest';
import { RxSavvyFunction } from '../../infra/constructs/rxsavvy-function';
import { COMPLETES_PRICES, COUPON_API, merge, PRICING_WITH_COUPONS, RATE_LIMITED, SENDS_EMAIL } from '../../functions/tables/permissions';
import { routes } from '../../functions/tables/routes';
import { type CfnJson, functionsWithStatements, perAction, synth, withNestedStacks } from './support';

const byId = (id: string) => routes.find((r) => r.id === id)!;
const actionsOf = (statements: { Action: string | string[] }[]) => new Set(perAction(statements as never).map((s) => (s as { Action: string }).Action));

/** "My medicines" (issue 31 §1): its three routes, their grants (the drug page's, no more) and their limits. */
describe('the basket routes in the API', () => {
  const built = synth({ stage: 'staging', concurrencyBudget: 'table' });
  const all = functionsWithStatements(built);
  const statementsOf = (id: string) => all.find((f) => f.id === id)!.statements;

  it('are the drug page\'s named permission sets; only the e-mail route sends, and only e-mail', () => {
    expect(byId('basket').resources).toEqual(merge(PRICING_WITH_COUPONS, COMPLETES_PRICES));
    expect(byId('coupon-api-basket').resources).toEqual(merge(PRICING_WITH_COUPONS, COUPON_API, COMPLETES_PRICES));
    expect(byId('basket-email').resources).toEqual(merge(PRICING_WITH_COUPONS, COMPLETES_PRICES, RATE_LIMITED, SENDS_EMAIL));
    expect(byId('basket').resources, 'the basket prices as the drug page does').toEqual(byId('drug-details').resources);
  });

  it.each(['basket', 'coupon-api-basket'])('%s: synthesized with no SES, SNS or table writes beyond the price cache and history', (id) => {
    const actions = actionsOf(statementsOf(id));
    expect([...actions].filter((a) => a.startsWith('ses:') || a.startsWith('sns:')), id).toEqual([]);
    expect(actions.has('dynamodb:Scan'), `${id} never scans`).toBe(false);
  });

  it('basket-email: may send e-mail but not texts', () => {
    const actions = actionsOf(statementsOf('basket-email'));
    expect([...actions].some((a) => a.startsWith('ses:Send'))).toBe(true);
    expect([...actions].filter((a) => a.startsWith('sns:'))).toEqual([]);
  });

  it('reserve their own concurrency in staging and prod (a flood of lists cannot take the drug page\'s)', () => {
    const reserved = Object.fromEntries(built.app.node.findAll()
      .filter((c): c is RxSavvyFunction => c instanceof RxSavvyFunction)
      .map((fn) => [fn.definition.id, (fn.node.defaultChild as CfnFunction).reservedConcurrentExecutions]));
    expect(reserved['basket']).toBe(50);
    expect(reserved['basket-email']).toBe(20);
  });

  it('have POST routes; /v1/basket goes through the API key authorizer, /api/basket does not', () => {
    const api = withNestedStacks(built.api).toJSON().Resources as Record<string, { Type: string; Properties: CfnJson }>;
    const route = (key: string) => Object.values(api).find((r) => r.Type === 'AWS::ApiGatewayV2::Route' && r.Properties.RouteKey === key);
    expect(route('POST /api/basket')?.Properties.AuthorizationType ?? 'NONE').toBe('NONE');
    expect(route('POST /api/basket/email')?.Properties.AuthorizationType ?? 'NONE').toBe('NONE');
    expect(route('POST /v1/basket')?.Properties.AuthorizationType).toBe('CUSTOM');
  });
});
