import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { type CfnJson, synth } from './support';

describe('messaging stack', () => {
  const built = synth({ stage: 'prod', pbmEndpoints: 'account', domainName: 'rxsavvy.com', certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc-123', smsMonthlySpendLimit: 50, smsOriginationNumber: '+18335550100' });
  const template = built.template(built.messaging);
  const api = built.template(built.api);

  it('makes the configuration set the sender\'s default, with bounces and complaints going to an encrypted topic', () => {
    template.hasResourceProperties('AWS::SES::ConfigurationSet', { Name: 'rxsavvy-prod-messages' });
    template.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      ConfigurationSetName: Match.anyValue(),
      EventDestination: Match.objectLike({ Enabled: true, MatchingEventTypes: Match.arrayWith(['bounce', 'complaint']), SnsDestination: Match.anyValue() }),
    });
    template.hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: Match.anyValue() });
    // The sender's domain with Easy DKIM, its three CNAMEs as outputs to publish.
    template.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'rxsavvy.com', ConfigurationSetAttributes: { ConfigurationSetName: Match.anyValue() }, DkimAttributes: { SigningEnabled: true },
    });
    expect(Object.keys(template.toJSON().Outputs ?? {}).filter((k) => k.startsWith('DkimCname'))).toHaveLength(3);
  });

  it('subscribes the suppressor, which may only write the suppression list', () => {
    template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'lambda' });
    const policies = Object.entries(template.findResources('AWS::IAM::Policy')) as [string, CfnJson][];
    const suppressor = policies.find(([id]) => id.startsWith('seseventsRole'))![1];
    const statements = suppressor.Properties.PolicyDocument.Statement as CfnJson[];
    const dynamo = statements.filter((s) => [s.Action].flat().some((a: string) => a.startsWith('dynamodb:')));
    expect(dynamo.flatMap((s) => [s.Action].flat()).sort()).toEqual(['dynamodb:BatchWriteItem', 'dynamodb:DeleteItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem']);
    expect(JSON.stringify(dynamo.map((s) => s.Resource))).toMatch(/suppressions/i);
  });

  it('sets the SMS defaults to transactional with the configured spend limit', () => {
    const resource = Object.values(template.findResources('Custom::AWS')) as CfnJson[];
    expect(JSON.stringify(resource[0]!.Properties.Create)).toContain('\\"MonthlySpendLimit\\":\\"50\\"');
    expect(JSON.stringify(resource[0]!.Properties.Create)).toContain('\\"DefaultSMSType\\":\\"Transactional\\"');
  });

  it('gives every sending function the stage\'s SMS origination number, and no other function', () => {
    const functions = [...Object.values(template.findResources('AWS::Lambda::Function')), ...Object.values(api.findResources('AWS::Lambda::Function'))] as CfnJson[];
    const env = (f: CfnJson) => (f.Properties.Environment?.Variables ?? {}) as Record<string, unknown>;
    const senders = functions.filter((f) => 'SES_FROM_ADDRESS' in env(f));
    expect(senders.length).toBeGreaterThan(3);
    for (const f of senders) expect(env(f).SMS_ORIGINATION_NUMBER).toBe('+18335550100');
    expect(functions.filter((f) => 'SMS_ORIGINATION_NUMBER' in env(f) && !('SES_FROM_ADDRESS' in env(f)))).toEqual([]);
  });

  it('runs the price-drop scan daily at 14:00 UTC with links to the site', () => {
    template.hasResourceProperties('AWS::Events::Rule', { ScheduleExpression: 'cron(0 14 * * ? *)' });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('price-drop watch'),
      Environment: { Variables: Match.objectLike({ SITE_URL: 'https://rxsavvy.com', STAGE: 'prod' }) },
    });
  });

  it('lets the SMS route check the STOP list, and no deployed stack has an outbox', () => {
    const statements = (Object.values(api.findResources('AWS::IAM::Policy')) as CfnJson[]).flatMap((p) => p.Properties.PolicyDocument.Statement as CfnJson[]);
    expect(statements.some((s) => [s.Action].flat().includes('sns:CheckIfPhoneNumberIsOptedOut') && s.Resource === '*')).toBe(true);
    for (const stack of [built.data, built.api, built.messaging]) expect(JSON.stringify(built.template(stack).toJSON())).not.toMatch(/outbox-|OUTBOX_TABLE/i);
  });

  it('fans the price-drop scan out through a queue: the scan may only send to it, the checker consumes it in partial batches, failures dead-letter', () => {
    template.resourceCountIs('AWS::SQS::Queue', 2 + 2); // the checks queue and its DLQ, and the failed-invocation queues of this stack's two asynchronous jobs (ses-events, the scan)
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', { FunctionResponseTypes: ['ReportBatchItemFailures'], BatchSize: 2 });
    template.hasResourceProperties('AWS::Lambda::Function', {
      FunctionName: 'rxsavvy-prod-price-alert-scan',
      Environment: { Variables: Match.objectLike({ PRICE_ALERT_CHECK_QUEUE_URL: Match.anyValue() }) },
    });
    const sends = (Object.values(template.findResources('AWS::IAM::Policy')) as CfnJson[])
      .filter((p) => JSON.stringify(p.Properties.PolicyDocument).includes('sqs:SendMessage') && JSON.stringify(p.Properties.PolicyDocument).includes('PriceAlertChecks'));
    expect(sends).toHaveLength(1);
    expect(JSON.stringify(sends[0]!.Properties.Roles)).toMatch(/pricealertscan/i);
  });
});
