import { CfnOutput, Fn, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { ConfigurationSet, EmailIdentity, EmailSendingEvent, EventDestination, Identity, SuppressionReasons } from 'aws-cdk-lib/aws-ses';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { LambdaSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import type { Construct } from 'constructs';
import { jobById } from '../../functions/tables/jobs';
import { SMS_TYPE } from '../../functions/tables/metric-names';
import { runOnSchedule } from '../constructs/scheduled-job';
import type { DeployConfig } from '../config';
import { JobFunction, type StageFunctionProps } from '../constructs/rxsavvy-function';
import { sesConfigurationSetName } from '../constructs/route-grants';
import { JobQueue } from '../constructs/job-queue';

export interface MessagingStackProps extends StackProps {
  config: DeployConfig;
  /** What every function of the stage is given (infra/rxsavvy.ts builds it once). */
  functions: StageFunctionProps;
  /** Where links in alerts point (the site's own origin). */
  siteUrl: string;
}

/** Context key: SNS monthly SMS spend limit in USD (the account's own quota must allow it). */
export const SMS_SPEND_LIMIT_CONTEXT = 'smsMonthlySpendLimit';
const DEFAULT_SMS_SPEND_LIMIT_USD = 1;

/**
 * Messaging in AWS: the SES sender identity (when this stage creates it) and configuration set whose bounce and complaint
 * events reach an encrypted SNS topic that feeds the suppression list; the account's SMS
 * defaults (transactional, monthly spend limit); the daily price-drop scan. The local capture
 * outbox has no counterpart here: it exists only under `npm start`.
 */
export class MessagingStack extends Stack {
  readonly configurationSet: ConfigurationSet;
  readonly priceAlertCheck: JobFunction;
  readonly priceAlertCheckQueue: JobQueue;
  readonly events: Topic;
  readonly priceAlertScan: JobFunction;
  /** The SMS spend limit this stack sets (context smsMonthlySpendLimit, USD a month); the Monitoring stack alarms near it. */
  readonly smsMonthlySpendLimitUsd: number;

  constructor(scope: Construct, id: string, props: MessagingStackProps) {
    super(scope, id, props);
    const { config } = props;
    const stage = config.stage;

    // Bounce and complaint notifications carry e-mail addresses: the topic is encrypted with our own key.
    const key = new Key(this, 'SesEventsKey', { enableKeyRotation: true, description: 'Encrypts SES bounce and complaint events' });
    key.grant(new ServicePrincipal('ses.amazonaws.com'), 'kms:GenerateDataKey*', 'kms:Decrypt');
    this.events = new Topic(this, 'SesEvents', { displayName: `RxSavvy ${stage} SES bounces and complaints`, masterKey: key, enforceSSL: true });
    this.events.addToResourcePolicy(
      new PolicyStatement({
        principals: [new ServicePrincipal('ses.amazonaws.com')],
        actions: ['sns:Publish'],
        resources: [this.events.topicArn],
        conditions: { StringEquals: { 'aws:SourceAccount': this.account } },
      }),
    );

    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      configurationSetName: sesConfigurationSetName(stage),
      reputationMetrics: true,
      sendingEnabled: true,
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    this.configurationSet.addEventDestination('BouncesAndComplaints', {
      destination: EventDestination.snsTopic(this.events),
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
    });
    // The sender's whole domain, signed with Easy DKIM (2048-bit): receivers see mail signed by
    // the From domain (DMARC alignment) instead of amazonses.com. Publish the three CNAMEs below.
    // An SES identity is account-wide (one per domain and region), so only one stage of an account
    // creates it (context sesIdentity=create, the default in prod); the others use it as it is
    // (sesIdentity=existing) and name their own configuration set on every message
    // (SES_CONFIGURATION_SET), so each stage's bounces and complaints still reach its own suppression list.
    const senderDomain = config.sesFromAddress.slice(config.sesFromAddress.lastIndexOf('@') + 1);
    if (config.sesIdentity === 'create') {
      const sender = new EmailIdentity(this, 'SenderDomain', { identity: Identity.domain(senderDomain), configurationSet: this.configurationSet, dkimSigning: true });
      // Other stages of the account may send through it: deleting this stage never deletes the identity.
      sender.applyRemovalPolicy(RemovalPolicy.RETAIN);
      const dkim = [
        [sender.dkimDnsTokenName1, sender.dkimDnsTokenValue1],
        [sender.dkimDnsTokenName2, sender.dkimDnsTokenValue2],
        [sender.dkimDnsTokenName3, sender.dkimDnsTokenValue3],
      ] as const;
      dkim.forEach(([name, value], i) => new CfnOutput(this, `DkimCname${i + 1}`, { value: Fn.join(' ', [name, 'CNAME', value]), description: `DKIM record ${i + 1} of ${senderDomain}: publish it in DNS` }));
    }

    const common = props.functions;
    // The job table's `ses-events` trigger: this stack owns the topic, so it subscribes the job.
    const suppressor = new JobFunction(this, jobById('ses-events'), common);
    this.events.addSubscription(new LambdaSubscription(suppressor));
    key.grantDecrypt(suppressor);

    // The scan lists the watches and queues them in batches; price-alert-check checks each batch.
    this.priceAlertCheck = new JobFunction(this, jobById('price-alert-check'), { ...common, environment: { SITE_URL: props.siteUrl } });
    this.priceAlertCheckQueue = new JobQueue(this, 'PriceAlertChecks', this.priceAlertCheck);
    const scan = jobById('price-alert-scan');
    this.priceAlertScan = new JobFunction(this, scan, { ...common, environment: { PRICE_ALERT_CHECK_QUEUE_URL: this.priceAlertCheckQueue.queue.queueUrl } });
    this.priceAlertCheckQueue.queue.grantSendMessages(this.priceAlertScan);
    runOnSchedule(this.priceAlertScan, 'Runs the price-drop scan');

    this.smsMonthlySpendLimitUsd = Number(this.node.tryGetContext(SMS_SPEND_LIMIT_CONTEXT) ?? DEFAULT_SMS_SPEND_LIMIT_USD);
    this.smsDefaults(this.smsMonthlySpendLimitUsd);
  }

  /** SNS account SMS defaults: transactional (delivery over cost) and a monthly spend cap. */
  private smsDefaults(monthlySpendLimitUsd: number): void {
    if (!Number.isInteger(monthlySpendLimitUsd) || monthlySpendLimitUsd < 0) throw new Error(`${SMS_SPEND_LIMIT_CONTEXT} must be a whole number of dollars`);
    const call = {
      service: 'SNS',
      action: 'setSMSAttributes',
      parameters: { attributes: { DefaultSMSType: SMS_TYPE, MonthlySpendLimit: String(monthlySpendLimitUsd) } },
      physicalResourceId: PhysicalResourceId.of(`rxsavvy-sms-defaults-${this.stackName}`),
    };
    const resource = new AwsCustomResource(this, 'SmsDefaults', {
      onCreate: call,
      onUpdate: call,
      installLatestAwsSdk: false,
      policy: AwsCustomResourcePolicy.fromStatements([new PolicyStatement({ actions: ['sns:SetSMSAttributes'], resources: ['*'] })]),
    });
    Validations.of(resource).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'sns:SetSMSAttributes is account-wide and has no resource-level permissions; the custom resource may call only that action.',
    });
    // The provider function is the CDK's own singleton (one per stack).
    const provider = this.node.tryFindChild('AWS679f53fac002430cb0da5b7982bd2287');
    if (provider) {
      Validations.of(provider).acknowledge({ id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]', reason: 'The CDK-owned AwsCustomResource provider uses AWSLambdaBasicExecutionRole to write its own logs; it runs only at deploy time.' });
      Validations.of(provider).acknowledge({ id: 'AwsSolutions-L1', reason: 'The CDK-owned AwsCustomResource provider picks its runtime with the CDK version; it runs only at deploy time.' });
    }
  }
}
