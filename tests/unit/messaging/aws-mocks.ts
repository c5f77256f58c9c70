import type { Context } from 'aws-lambda';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { SNSClient } from '@aws-sdk/client-sns';
import { DynamoDBDocumentClient, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import type { HttpEvent } from '../../../functions/lib/http';
import { tableEnvVar, tableKeys } from '../../../functions/tables/dynamodb';

/** SES, SNS and DynamoDB mocked at the SDK: the code under test builds its real commands. */
export function mockAws() {
  for (const key of tableKeys) process.env[tableEnvVar(key)] = `test-${key}`;
  const ses = mockClient(SESv2Client);
  const sns = mockClient(SNSClient);
  const ddb = mockClient(DynamoDBDocumentClient);
  const suppressed = new Set<string>();
  ddb.on(GetCommand).callsFake((input: { TableName: string; Key: { pk: string } }) => ({ Item: suppressed.has(input.Key.pk) ? { pk: input.Key.pk } : undefined }));
  ddb.on(UpdateCommand).resolves({});
  // The catalog: one label, Lisinopril.
  ddb.on(QueryCommand).callsFake((input: { ExpressionAttributeValues: Record<string, string> }) => ({
    Items: input.ExpressionAttributeValues[':pk'] === 'group'
      ? [{ pk: 'group', sk: 'lisinopril', id: 'lisinopril', generic: 'Lisinopril', brand: 'Zestril', drugClass: '', ingredients: [], rx: 'Rx', rank: 1, labels: [{ name: 'Lisinopril', brandGeneric: 'G', formulations: [] }] }]
      : [],
  }));
  ses.onAnyCommand().resolves({ MessageId: 'ses-1' });
  sns.onAnyCommand().resolves({ MessageId: 'sns-1', isOptedOut: false });
  return { ses, sns, ddb, suppressed };
}

export function httpEvent(method: 'GET' | 'POST', path: string, input: { query?: Record<string, string>; body?: unknown }, sourceIp = '203.0.113.9'): HttpEvent {
  return {
    version: '2.0',
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString: '',
    headers: input.body === undefined ? {} : { 'content-type': 'application/json' },
    ...(input.query ? { queryStringParameters: input.query } : {}),
    requestContext: {
      accountId: '1', apiId: 'a', domainName: 'localhost', domainPrefix: 'localhost', requestId: 'req-1', routeKey: `${method} ${path}`,
      stage: '$default', time: '', timeEpoch: 0,
      http: { method, path, protocol: 'HTTP/1.1', sourceIp, userAgent: 'test' },
    },
    ...(input.body === undefined ? {} : { body: JSON.stringify(input.body) }),
    isBase64Encoded: false,
  };
}

export const lambdaContext = { awsRequestId: 'req-1', getRemainingTimeInMillis: () => 1000 } as unknown as Context;
