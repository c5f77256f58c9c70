import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { type CfnJson, synth } from './support';

describe('reminders stack', () => {
  const built = synth({ stage: 'prod', pbmEndpoints: 'account', domainName: 'rxsavvy.com', certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc-123' });
  const template = built.template(built.signups);
  const policies = () => Object.values(template.findResources('AWS::IAM::Policy')) as CfnJson[];

  it('fires the dispatcher every 5 minutes without retries (the next run picks up what is due)', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(5 minutes)',
      Targets: Match.arrayWith([Match.objectLike({ RetryPolicy: { MaximumRetryAttempts: 0 } })]),
    });
  });

  it('runs Node 24 on arm64, times out before its 5-minute claims expire, and links to the site', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Runtime: 'nodejs24.x',
      Architectures: ['arm64'],
      Timeout: 240,
      Environment: { Variables: Match.objectLike({ SITE_URL: 'https://rxsavvy.com', STAGE: 'prod' }) },
    });
  });

  it('may touch only the sign-up tables, the suppression list, SES and SMS', () => {
    const statements = policies().flatMap((p) => p.Properties.PolicyDocument.Statement as CfnJson[]);
    const actions = statements.flatMap((s) => [s.Action].flat() as string[]);
    expect(new Set(actions)).toEqual(new Set([
      'dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:Scan',
      'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem',
      'ses:SendEmail', 'ses:SendRawEmail', 'sns:Publish', 'sns:CheckIfPhoneNumberIsOptedOut', 'logs:CreateLogStream', 'logs:PutLogEvents',
      // tracing, and the dead-letter queue of failed scheduled runs
      'xray:PutTraceSegments', 'xray:PutTelemetryRecords', 'sqs:SendMessage',
    ].filter((a) => actions.includes(a))));
    const tables = JSON.stringify(statements.filter((s) => [s.Action].flat().some((a: string) => a.startsWith('dynamodb:'))).map((s) => s.Resource));
    for (const key of ['Signups', 'SignupDispatch', 'Suppressions']) expect(tables).toMatch(new RegExp(key, 'i'));
    for (const other of ['Drugs', 'Pharmacies', 'CouponApiKeys', 'CouponApiCustomers']) expect(tables).not.toMatch(new RegExp(`Table${other}`, 'i'));
    expect(actions.some((a) => a.startsWith('dynamodb:') && a.includes('Transact'))).toBe(false);
  });
});
