import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { CheckIfPhoneNumberIsOptedOutCommand, PublishCommand } from '@aws-sdk/client-sns';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hashSubject } from '../../../functions/lib/rate-limit';
import { resetAwsClients } from '../../../functions/lib/aws';
import { resetMessagingClients } from '../../../functions/lib/messaging-clients';
import { InvalidMessageError, RecipientSuppressedError, sendEmail, sendSms } from '../../../functions/domain/messaging/send';
import { mockAws } from './aws-mocks';

let aws: ReturnType<typeof mockAws>;
beforeEach(() => {
  delete process.env.STAGE;
  delete process.env.SES_FROM_ADDRESS;
  resetAwsClients();
  resetMessagingClients();
  aws = mockAws();
});
afterEach(() => {
  aws.ses.restore();
  aws.sns.restore();
  aws.ddb.restore();
});

const email = { to: 'ann@example.com', subject: 'Hello', html: '<p>x</p>', text: 'x', category: 'coupon' };

describe('sendEmail', () => {
  it('sends exactly one SendEmail from the configured sender to the one recipient', async () => {
    process.env.SES_FROM_ADDRESS = 'coupons@rxsavvy.com';
    await expect(sendEmail({ ...email, replyTo: 'bo@example.com' })).resolves.toEqual({ messageId: 'ses-1' });
    const calls = aws.ses.commandCalls(SendEmailCommand);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.args[0].input).toEqual({
      FromEmailAddress: 'coupons@rxsavvy.com',
      Destination: { ToAddresses: ['ann@example.com'] },
      ReplyToAddresses: ['bo@example.com'],
      Content: { Simple: { Subject: { Data: 'Hello', Charset: 'UTF-8' }, Body: { Html: { Data: '<p>x</p>', Charset: 'UTF-8' }, Text: { Data: 'x', Charset: 'UTF-8' } } } },
      EmailTags: [{ Name: 'category', Value: 'coupon' }],
    });
  });

  it('adds the one-click unsubscribe headers (RFC 8058) to a bulk message, and none to a one-off', async () => {
    await sendEmail({ ...email, category: 'price-alert', listUnsubscribeUrl: 'https://rxsavvy.com/api/list-unsubscribe?list=price-alert&token=a.b' });
    await sendEmail(email);
    const [bulk, oneOff] = aws.ses.commandCalls(SendEmailCommand).map((c) => c.args[0].input.Content!.Simple!);
    expect(bulk!.Headers).toEqual([
      { Name: 'List-Unsubscribe', Value: '<https://rxsavvy.com/api/list-unsubscribe?list=price-alert&token=a.b>' },
      { Name: 'List-Unsubscribe-Post', Value: 'List-Unsubscribe=One-Click' },
    ]);
    expect(oneOff!.Headers).toBeUndefined();
  });

  it('refuses an unsubscribe link that would inject a header', async () => {
    await expect(sendEmail({ ...email, listUnsubscribeUrl: 'https://x.example/u>\r\nBcc: a@example.com' })).rejects.toBeInstanceOf(InvalidMessageError);
  });

  it('names the stage\'s configuration set where one is deployed (a shared SES identity\'s default set is another stage\'s), none locally', async () => {
    process.env.STAGE = 'staging';
    process.env.SES_CONFIGURATION_SET = 'rxsavvy-staging-messages';
    try {
      await sendEmail(email);
    } finally {
      delete process.env.SES_CONFIGURATION_SET;
    }
    await sendEmail(email);
    const [deployed, local] = aws.ses.commandCalls(SendEmailCommand).map((c) => c.args[0].input.ConfigurationSetName);
    expect(deployed, 'the stage\'s own configuration set').toBe('rxsavvy-staging-messages');
    expect(local).toBeUndefined();
  });

  it('refuses a suppressed address without calling SES', async () => {
    aws.suppressed.add(`email#${hashSubject('ann@example.com')}`);
    await expect(sendEmail(email)).rejects.toBeInstanceOf(RecipientSuppressedError);
    expect(aws.ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });

  it.each([
    ['CR/LF in the subject', { subject: 'Hi\r\nBcc: x@example.com' }],
    ['LF in the reply-to', { replyTo: 'a@example.com\nBcc: x@example.com' }],
    ['an invalid recipient', { to: 'nobody' }],
    ['a bad category', { category: 'Coupon Mail' }],
  ])('refuses %s without calling SES', async (_name, over) => {
    await expect(sendEmail({ ...email, ...over })).rejects.toBeInstanceOf(InvalidMessageError);
    expect(aws.ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });
});

describe('sendSms', () => {
  it('checks the opt-out list, then publishes a transactional SMS in E.164', async () => {
    await sendSms({ to: '(415) 555-0100', text: 'coupon', category: 'coupon' });
    expect(aws.sns.commandCalls(CheckIfPhoneNumberIsOptedOutCommand)[0]!.args[0].input).toEqual({ phoneNumber: '+14155550100' });
    expect(aws.sns.commandCalls(PublishCommand)[0]!.args[0].input).toEqual({
      PhoneNumber: '+14155550100',
      Message: 'coupon',
      MessageAttributes: { 'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' } },
    });
  });

  it('texts from the stage\'s origination number when the deployment has one', async () => {
    vi.stubEnv('SMS_ORIGINATION_NUMBER', '+18335550100');
    try {
      await sendSms({ to: '4155550100', text: 'coupon', category: 'coupon' });
    } finally {
      vi.unstubAllEnvs();
    }
    expect(aws.sns.commandCalls(PublishCommand)[0]!.args[0].input.MessageAttributes).toEqual({
      'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' },
      'AWS.MM.SMS.OriginationNumber': { DataType: 'String', StringValue: '+18335550100' },
    });
  });

  it('never texts a number that replied STOP', async () => {
    aws.sns.on(CheckIfPhoneNumberIsOptedOutCommand).resolves({ isOptedOut: true });
    await expect(sendSms({ to: '4155550100', text: 'coupon', category: 'coupon' })).rejects.toBeInstanceOf(RecipientSuppressedError);
    expect(aws.sns.commandCalls(PublishCommand)).toHaveLength(0);
  });

  it('refuses an invalid number without calling SNS', async () => {
    await expect(sendSms({ to: '+44 20 7946 0958', text: 'x', category: 'coupon' })).rejects.toBeInstanceOf(InvalidMessageError);
    expect(aws.sns.calls()).toHaveLength(0);
  });
});
