import { DynamoDBDocumentClient, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { readFeaturedSavings } from '../../../functions/domain/featured-savings/read';

const dynamo = mockClient(DynamoDBDocumentClient);
const T0 = Date.parse('2026-11-28T10:00:00Z');
const card = { drugName: 'Lisinopril', price: 4.2 };

function storeHas(zip: string, cards: 'own' | 'none') {
  dynamo.on(GetCommand, { Key: { pk: 'cards', sk: zip } }).resolves(cards === 'own' ? { Item: { pk: 'cards', sk: zip, zip, cards: [card], computedAt: new Date(T0).toISOString() } } : {});
  dynamo.on(GetCommand, { Key: { pk: 'zips', sk: zip } }).resolves({ Item: { pk: 'zips', sk: zip, requestedAt: new Date(T0).toISOString() } });
}

describe('readFeaturedSavings keeps its answers for a minute per container', () => {
  beforeEach(() => {
    dynamo.reset();
    process.env.TABLE_FEATURED_SAVINGS = 'featured';
    dynamo.on(UpdateCommand).resolves({});
    dynamo.on(QueryCommand).resolves({ Items: [{ sk: '92101' }] });
    dynamo.on(GetCommand, { Key: { pk: 'cards', sk: '92101' } }).resolves({ Item: { pk: 'cards', sk: '92101', zip: '92101', cards: [card], computedAt: new Date(T0).toISOString() } });
  });

  it('a warm request for a zip with its own cards reads nothing; after a minute it reads again', async () => {
    storeHas('10001', 'own');
    const first = await readFeaturedSavings('10001', new Date(T0));
    expect(first).toMatchObject({ zip: '10001', pending: false, savings: [card] });
    const reads = dynamo.commandCalls(GetCommand).length;
    expect(await readFeaturedSavings('10001', new Date(T0 + 59_000))).toEqual(first);
    expect(dynamo.commandCalls(GetCommand)).toHaveLength(reads);
    await readFeaturedSavings('10001', new Date(T0 + 61_000));
    expect(dynamo.commandCalls(GetCommand).length).toBeGreaterThan(reads);
  });

  it('a pending answer (another zip\'s cards) is read again on the next request, so the zip\'s own cards show once computed', async () => {
    storeHas('10002', 'none');
    expect(await readFeaturedSavings('10002', new Date(T0))).toMatchObject({ zip: '10002', pricedNear: '92101', pending: true });
    storeHas('10002', 'own');
    expect(await readFeaturedSavings('10002', new Date(T0 + 1_000))).toMatchObject({ zip: '10002', pricedNear: '10002', pending: false });
  });

  it('still records, at most once a day, that the zip was asked for', async () => {
    storeHas('10003', 'own');
    await readFeaturedSavings('10003', new Date(T0 + 25 * 3600_000));
    expect(dynamo.commandCalls(UpdateCommand).map((c) => c.args[0].input.Key)).toEqual([{ pk: 'zips', sk: '10003' }]);
  });
});
