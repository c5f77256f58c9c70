import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { SNSEvent } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetAwsClients } from '../../../functions/lib/aws';
import { hashSubject } from '../../../functions/lib/rate-limit';
import { handler as devOutbox } from '../../../functions/routes/dev-outbox/handler';
import { handler, suppressionsFrom } from '../../../functions/jobs/ses-events/handler';
import { httpEvent, lambdaContext, mockAws } from './aws-mocks';

let aws: ReturnType<typeof mockAws>;
beforeEach(() => {
  resetAwsClients();
  aws = mockAws();
  aws.ddb.on(PutCommand).resolves({});
});
afterEach(() => {
  aws.ses.restore();
  aws.sns.restore();
  aws.ddb.restore();
  delete process.env.STAGE;
});

const sns = (message: unknown): SNSEvent => ({ Records: [{ Sns: { Message: typeof message === 'string' ? message : JSON.stringify(message) } }] } as unknown as SNSEvent);

describe('SES bounce and complaint events', () => {
  it('suppresses permanent bounces and complaints, never transient bounces', () => {
    expect(suppressionsFrom({ eventType: 'Bounce', bounce: { bounceType: 'Permanent', bouncedRecipients: [{ emailAddress: 'a@example.com' }] } })).toEqual([{ address: 'a@example.com', reason: 'bounce' }]);
    expect(suppressionsFrom({ eventType: 'Bounce', bounce: { bounceType: 'Transient', bouncedRecipients: [{ emailAddress: 'a@example.com' }] } })).toEqual([]);
    expect(suppressionsFrom({ notificationType: 'Complaint', complaint: { complainedRecipients: [{ emailAddress: 'b@example.com' }] } })).toEqual([{ address: 'b@example.com', reason: 'complaint' }]);
  });

  it('stores only a hash of the address', async () => {
    await expect(handler(sns({ eventType: 'Complaint', complaint: { complainedRecipients: [{ emailAddress: 'B@Example.com' }] } }), lambdaContext)).resolves.toEqual({ suppressed: 1 });
    const item = aws.ddb.commandCalls(PutCommand)[0]!.args[0].input.Item!;
    expect(item.pk).toBe(`email#${hashSubject('b@example.com')}`);
    expect(JSON.stringify(item)).not.toMatch(/example\.com/i);
  });

  it('skips a message that is not JSON', async () => {
    await expect(handler(sns('not json'), lambdaContext)).resolves.toEqual({ suppressed: 0 });
  });
});

describe('GET /api/dev/outbox', () => {
  it('answers 404 in a deployed stage', async () => {
    process.env.STAGE = 'prod';
    const res = await devOutbox(httpEvent('GET', '/api/dev/outbox', {}), lambdaContext);
    expect(res.statusCode).toBe(404);
    expect(aws.ddb.calls()).toHaveLength(0);
  });
});
