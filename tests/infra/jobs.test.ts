import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { type JobDef, jobs } from '../../functions/tables/jobs';
import { functionName, queueName, queueUrlEnvVar } from '../../functions/tables/resource-names';
import { routes } from '../../functions/tables/routes';
import { tableEnvVar } from '../../functions/tables/dynamodb';
import { type CfnJson, synth } from './support';

const all = jobs as readonly JobDef[];

describe('the job table in CDK', () => {
  const built = synth({ stage: 'staging' });
  const stacks = [built.api, built.marketplace, built.messaging, built.signups, built.pricingJobs, built.dataLoad, built.canary];
  const functions = stacks.flatMap((stack) => Object.values(built.template(stack).findResources('AWS::Lambda::Function')) as CfnJson[]);
  const named = (id: string) => functions.filter((f) => f.Properties.FunctionName === functionName('staging', id));

  it('makes exactly one Lambda per entry, named by its id, with the entry\'s memory, timeout and description', () => {
    for (const job of all) {
      const found = named(job.id);
      expect(found, job.id).toHaveLength(1);
      expect(found[0]!.Properties, job.id).toMatchObject({
        MemorySize: job.memoryMb,
        Timeout: job.timeoutSeconds,
        Description: job.description,
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
      });
      const env = found[0]!.Properties.Environment.Variables as Record<string, unknown>;
      for (const key of Object.keys(job.resources.tables ?? {})) expect(env, job.id).toHaveProperty(tableEnvVar(key as never));
      expect('SES_FROM_ADDRESS' in env, job.id).toBe(Boolean(job.resources.ses));
      for (const [name, need] of Object.entries(job.env ?? {})) if (need === 'required') expect(env, job.id).toHaveProperty(name);
    }
  });

  it('fires every schedule job by an EventBridge rule with the table\'s schedule and retries', () => {
    // Each rule's logical id starts with its job's id (runOnSchedule names it `<job id>Schedule`).
    // Schedules only (the Marketplace stack's rule matches AWS Marketplace events instead).
    const rules = (stacks.flatMap((stack) => Object.entries(built.template(stack).findResources('AWS::Events::Rule'))) as [string, CfnJson][]).filter(([, r]) => r.Properties.ScheduleExpression);
    const expected: Record<string, [string, number]> = {
      'canary': ['rate(5 minutes)', 0],
      'featured-savings-refresh': ['rate(5 minutes)', 0],
      'marketplace-metering': ['cron(5 * * * ? *)', 2],
      'nadac-refresh': ['cron(0 15 ? * THU *)', 2],
      'price-alert-scan': ['cron(0 14 * * ? *)', 0],
      'signups-dispatch': ['rate(5 minutes)', 0],
    };
    expect(all.filter((j) => j.trigger.kind === 'schedule').map((j) => j.id).sort()).toEqual(Object.keys(expected));
    expect(rules).toHaveLength(Object.keys(expected).length);
    for (const [id, [expression, retries]] of Object.entries(expected)) {
      const rule = rules.find(([logicalId]) => logicalId.startsWith(`${id.replace(/-/g, '')}Schedule`))?.[1];
      expect(rule?.Properties.ScheduleExpression, id).toBe(expression);
      expect(rule!.Properties.Targets, id).toEqual([expect.objectContaining({ RetryPolicy: { MaximumRetryAttempts: retries } })]);
    }
  });

  it('wires the SQS consumer with the table\'s batch size and receive count, and the SES events to their job', () => {
    const marketplace = built.template(built.marketplace);
    marketplace.hasResourceProperties('AWS::Lambda::EventSourceMapping', { BatchSize: 10, FunctionResponseTypes: ['ReportBatchItemFailures'] });
    marketplace.hasResourceProperties('AWS::SQS::Queue', { RedrivePolicy: Match.objectLike({ maxReceiveCount: 5 }), VisibilityTimeout: 60 });
    built.template(built.messaging).hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'lambda' });
  });

  it('gives a function that sends to a job\'s queue (resources.sendsTo) its URL and SendMessage on it alone, by the queue\'s name', () => {
    const senders = [...routes, ...all].filter((f) => f.resources.sendsTo?.length);
    expect(senders.map((f) => f.id), 'the price pages queue their completions').toEqual(expect.arrayContaining(['drug-details', 'mail-order-pricing', 'coupon-api-prices-near']));
    const queues = stacks.flatMap((stack) => Object.values(built.template(stack).findResources('AWS::SQS::Queue')) as CfnJson[]);
    const policies = stacks.flatMap((stack) => Object.values(built.template(stack).findResources('AWS::IAM::Policy')) as CfnJson[]);
    for (const sender of senders) {
      const fn = functions.find((f) => f.Properties.FunctionName === functionName('staging', sender.id))!;
      const env = fn.Properties.Environment.Variables as Record<string, unknown>;
      for (const jobId of sender.resources.sendsTo!) {
        const consumer = all.find((j) => j.id === jobId);
        expect(consumer?.trigger.kind, `${sender.id} sends to ${jobId}, an sqs job`).toBe('sqs');
        expect(queues.filter((q) => q.Properties.QueueName === queueName('staging', jobId)), `${jobId}'s queue, by name`).toHaveLength(1);
        expect(JSON.stringify(env[queueUrlEnvVar(jobId)]), sender.id).toContain(`/${queueName('staging', jobId)}`);
      }
      const role = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
      const sends = policies
        .filter((p) => (p.Properties.Roles as { Ref: string }[]).some((ref) => ref.Ref === role))
        .flatMap((p) => p.Properties.PolicyDocument.Statement as { Action: unknown; Resource: unknown }[])
        .filter((st) => JSON.stringify(st.Action).includes('sqs:SendMessage'));
      expect(sends, sender.id).toHaveLength(1);
      expect(JSON.stringify(sends[0]!.Resource), sender.id).toContain(`:${queueName('staging', sender.resources.sendsTo![0]!)}`);
    }
  });
});
