import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { CheckIfPhoneNumberIsOptedOutCommand, PublishCommand } from '@aws-sdk/client-sns';
import { isValidEmail, isValidPhone, normalisePhone } from '../../../shared/validation';
import { SMS_TYPE } from '../../tables/metric-names';
import { isTextableUsNumber, SMS_US_ONLY_MESSAGE } from '../../../shared/nanp';
import { ses, sns } from '../../lib/messaging-clients';
import { countMetric } from '../../lib/metrics';
import { fromAddress } from './names';
import { toGsm7 } from './sms-text';
import { type Channel, isSuppressed } from './suppression';

/** The recipient bounced, complained, unsubscribed or (SMS) replied STOP: nothing was sent. */
export class RecipientSuppressedError extends Error {
  constructor(readonly channel: Channel) {
    super(channel === 'sms' ? 'This phone number has opted out of text messages.' : 'This e-mail address does not accept our messages.');
    this.name = 'RecipientSuppressedError';
  }
}

/** A message that must never be handed to SES/SNS (bad address, header injection). Callers validate first. */
/** A +1 number outside the US (Canada, the Caribbean) or not a phone (toll-free, premium): never texted. */
export class NotTextableError extends Error {
  constructor() {
    super(SMS_US_ONLY_MESSAGE);
    this.name = 'NotTextableError';
  }
}

export class InvalidMessageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidMessageError';
  }
}

export interface EmailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  /** What kind of message (e.g. `coupon`, `contact`); a tag in SES and the outbox. */
  category: string;
  /**
   * Bulk messages (reminders, price-drop alerts): the one-click unsubscribe URL (RFC 8058), sent as
   * `List-Unsubscribe` with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`, so mail clients
   * show their own Unsubscribe button and the large mailbox providers accept the mail as bulk.
   */
  listUnsubscribeUrl?: string;
}

export interface SmsMessage {
  to: string;
  text: string;
  category: string;
}

const CATEGORY = /^[a-z0-9-]{1,40}$/;
// eslint-disable-next-line no-control-regex
const HEADER_UNSAFE = /[\r\n\u0000]/;

/** CR or LF in a header value would let a caller add headers (Bcc:, a second body): refuse it. */
export const hasHeaderInjection = (value: string): boolean => HEADER_UNSAFE.test(value);

function checkEmail(message: EmailMessage): void {
  if (!isValidEmail(message.to) || hasHeaderInjection(message.to)) throw new InvalidMessageError('invalid recipient');
  if (message.replyTo !== undefined && (!isValidEmail(message.replyTo) || hasHeaderInjection(message.replyTo))) throw new InvalidMessageError('invalid reply-to');
  if (hasHeaderInjection(message.subject) || message.subject.trim() === '' || message.subject.length > 200) throw new InvalidMessageError('invalid subject');
  if (!CATEGORY.test(message.category)) throw new InvalidMessageError('invalid category');
  if (message.listUnsubscribeUrl !== undefined && (!/^https?:\/\/[^\s<>]+$/.test(message.listUnsubscribeUrl) || hasHeaderInjection(message.listUnsubscribeUrl))) {
    throw new InvalidMessageError('invalid unsubscribe link');
  }
}

function listUnsubscribeHeaders(url: string | undefined) {
  return url ? [{ Name: 'List-Unsubscribe', Value: `<${url}>` }, { Name: 'List-Unsubscribe-Post', Value: 'List-Unsubscribe=One-Click' }] : [];
}

function suppressed(channel: Channel): RecipientSuppressedError {
  countMetric('MessageSuppressed');
  return new RecipientSuppressedError(channel);
}

/** Sends one e-mail through SES (the local outbox under `npm start`), unless the recipient is suppressed. */
export async function sendEmail(message: EmailMessage): Promise<{ messageId: string }> {
  checkEmail(message);
  const to = message.to.trim();
  if (await isSuppressed('email', to)) throw suppressed('email');
  const headers = listUnsubscribeHeaders(message.listUnsubscribeUrl);
  const out = await ses().send(
    new SendEmailCommand({
      FromEmailAddress: fromAddress(),
      Destination: { ToAddresses: [to] },
      ...(message.replyTo ? { ReplyToAddresses: [message.replyTo.trim()] } : {}),
      Content: {
        Simple: {
          Subject: { Data: message.subject, Charset: 'UTF-8' },
          Body: { Html: { Data: message.html, Charset: 'UTF-8' }, Text: { Data: message.text, Charset: 'UTF-8' } },
          ...(headers.length ? { Headers: headers } : {}),
        },
      },
      // The stage's configuration set (SES_CONFIGURATION_SET, set in AWS), whose bounce and complaint events feed
      // the stage's suppression list (infra/stacks/messaging-stack.ts): stages sharing one SES identity share its
      // default set, which belongs to the stage that created it. None locally.
      ...(process.env.SES_CONFIGURATION_SET ? { ConfigurationSetName: process.env.SES_CONFIGURATION_SET } : {}),
      EmailTags: [{ Name: 'category', Value: message.category }],
    }),
  );
  countMetric('MessageSent');
  return { messageId: out.MessageId ?? '' };
}

/** Texts one SMS through SNS (transactional), unless the number is suppressed or replied STOP. */
export async function sendSms(message: SmsMessage): Promise<{ messageId: string }> {
  if (!isValidPhone(message.to)) throw new InvalidMessageError('invalid phone number');
  if (!CATEGORY.test(message.category)) throw new InvalidMessageError('invalid category');
  const phoneNumber = normalisePhone(message.to);
  if (!isTextableUsNumber(phoneNumber)) throw new NotTextableError();
  if (await isSuppressed('sms', phoneNumber)) throw suppressed('sms');
  const optedOut = await sns().send(new CheckIfPhoneNumberIsOptedOutCommand({ phoneNumber }));
  if (optedOut.isOptedOut) throw suppressed('sms');
  const out = await sns().send(
    new PublishCommand({
      PhoneNumber: phoneNumber,
      // GSM-7 where a plain letter exists (sms-text.ts): one "ó" would double the segments of the whole text.
      Message: toGsm7(message.text),
      MessageAttributes: {
        // The type the SmsDeliveryFailures alarm's metric is dimensioned by (SMS_METRICS).
        'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: SMS_TYPE },
        // The stage's own registered number (deploy context smsOriginationNumber), when it has one.
        ...(process.env.SMS_ORIGINATION_NUMBER ? { 'AWS.MM.SMS.OriginationNumber': { DataType: 'String', StringValue: process.env.SMS_ORIGINATION_NUMBER } } : {}),
      },
    }),
  );
  countMetric('MessageSent');
  return { messageId: out.MessageId ?? '' };
}
