import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { PublishCommand } from '@aws-sdk/client-sns';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetAwsClients } from '../../../functions/lib/aws';
import { resetDrugCache } from '../../../functions/domain/catalog/drug-repository';
import { handler as contactHandler } from '../../../functions/routes/contact-email/handler';
import { handler as couponEmailHandler } from '../../../functions/routes/coupon-email/handler';
import { handler as couponSmsHandler } from '../../../functions/routes/coupon-sms/handler';
import { resetMessagingClients } from '../../../functions/lib/messaging-clients';
import { pbmDirectory } from '../../../functions/domain/pricing/pbm-directory';
import { httpEvent, lambdaContext, mockAws } from './aws-mocks';
import { issue } from '../../support/issued-coupon';

let aws: ReturnType<typeof mockAws>;
beforeEach(() => {
  delete process.env.STAGE;
  process.env.CONTACT_INBOX = 'team@rxsavvy.com';
  resetAwsClients();
  resetMessagingClients();
  resetDrugCache();
  aws = mockAws();
});
afterEach(() => {
  aws.ses.restore();
  aws.sns.restore();
  aws.ddb.restore();
});

const pbm = pbmDirectory.list()[0]!;
process.env.COUPON_SIGNING_KEY = 'unit-test-coupon-key';
const coupon = await issue({
  pharmacyName: 'Tom & Jerry\'s Pharmacy', price: 7.5, ln: 'Lisinopril', qty: '30 tablets', form: 'Tablet', dosage: '10 mg',
  rxBin: pbm.rxBin, rxPcn: pbm.rxPcn, rxGroup: pbm.rxGroup, memberId: pbm.memberId, servicePhone: pbm.servicePhone, helpdeskPhone: pbm.helpdeskPhone,
});

describe('GET /api/ecsprice0 (contact forms)', () => {
  it('mails only the configured team inbox, with the visitor as Reply-To and the visitor\'s text escaped', async () => {
    const res = await contactHandler(httpEvent('GET', '/api/ecsprice0', {
      query: { subject: 'Request a Demo from <Ann>', emailBody: '<p>Message: <img src=x onerror=alert(1)> & more</p>', receiverEmail: 'victim@example.com' },
    }), lambdaContext);
    expect(res.statusCode).toBe(200);
    const calls = aws.ses.commandCalls(SendEmailCommand);
    expect(calls).toHaveLength(1);
    const input = calls[0]!.args[0].input;
    expect(input.Destination).toEqual({ ToAddresses: ['team@rxsavvy.com'] });
    expect(input.ReplyToAddresses).toEqual(['victim@example.com']);
    expect(input.Content!.Simple!.Subject!.Data).toBe('[RxSavvy website] Request a Demo from <Ann>');
    const html = input.Content!.Simple!.Body!.Html!.Data!;
    expect(html).not.toContain('<img');
    expect(html).toContain('Message:  &amp; more');
    expect(html).toContain('Request a Demo from &lt;Ann&gt;');
  });

  it('answers a CR/LF subject with 400 and sends nothing', async () => {
    const res = await contactHandler(httpEvent('GET', '/api/ecsprice0', { query: { subject: 'Hi\r\nBcc: x@example.com', emailBody: 'x', receiverEmail: 'a@example.com' } }), lambdaContext);
    expect(res.statusCode).toBe(400);
    expect(aws.ses.calls()).toHaveLength(0);
  });
});

describe('POST /api/ecsprice0 and /api/ecssms0 (coupon)', () => {
  it('e-mails the coupon to the visitor with every value escaped', async () => {
    const res = await couponEmailHandler(httpEvent('POST', '/api/ecsprice0', { body: { coupon, receiverEmail: 'ann@example.com' } }), lambdaContext);
    expect(res.statusCode).toBe(200);
    const input = aws.ses.commandCalls(SendEmailCommand)[0]!.args[0].input;
    expect(input.Destination).toEqual({ ToAddresses: ['ann@example.com'] });
    expect(input.ReplyToAddresses).toBeUndefined();
    expect(input.Content!.Simple!.Body!.Html!.Data).toContain('Tom &amp; Jerry&#39;s Pharmacy');
    expect(input.Content!.Simple!.Body!.Text!.Data).toContain('BIN: 006053');
  });

  it('refuses a coupon changed after it was issued (here its group) and sends nothing', async () => {
    const res = await couponEmailHandler(httpEvent('POST', '/api/ecsprice0', { body: { coupon: { ...coupon, rxGroup: 'OTHER' }, receiverEmail: 'ann@example.com' } }), lambdaContext);
    expect(res.statusCode).toBe(400);
    expect(aws.ses.calls()).toHaveLength(0);
  });

  it('texts the coupon to the normalised number', async () => {
    const res = await couponSmsHandler(httpEvent('POST', '/api/ecssms0', { body: { coupon, ReceiverPhoneNumber: '415-555-0100' } }), lambdaContext);
    expect(res.statusCode).toBe(200);
    const input = aws.sns.commandCalls(PublishCommand)[0]!.args[0].input;
    expect(input.PhoneNumber).toBe('+14155550100');
    expect(input.Message).toContain('BIN 006053 PCN MSC GRP RX2002');
  });
});
