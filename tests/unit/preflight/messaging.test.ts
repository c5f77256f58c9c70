import { GetAccountCommand, GetEmailIdentityCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { GetSMSAttributesCommand, GetSMSSandboxAccountStatusCommand, ListOriginationNumbersCommand, SNSClient } from '@aws-sdk/client-sns';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { checks as ses } from '../../../scripts/preflight/checks/ses';
import { checks as sms } from '../../../scripts/preflight/checks/sms';
import { contextFor, PROD, row } from './support';

const sesMock = mockClient(SESv2Client);
const snsMock = mockClient(SNSClient);
afterEach(() => {
  sesMock.reset();
  snsMock.reset();
});
const run = async (module: typeof ses, ctx: ReturnType<typeof contextFor>) => (await Promise.all(module.map((c) => c(ctx)))).flat();
const notFound = () => Object.assign(new Error('not found'), { name: 'NotFoundException' });
const verifiedDomain = { IdentityType: 'DOMAIN' as const, VerifiedForSendingStatus: true, DkimAttributes: { Status: 'SUCCESS' as const } };

describe('preflight: SES', () => {
  it('passes production access and a verified, DKIM-signed sender domain that the stage uses as it is', async () => {
    sesMock.on(GetAccountCommand).resolves({ ProductionAccessEnabled: true, SendingEnabled: true, EnforcementStatus: 'HEALTHY', SendQuota: { Max24HourSend: 50_000, MaxSendRate: 14 } });
    sesMock.on(GetEmailIdentityCommand, { EmailIdentity: 'rxsavvy.com' }).resolves(verifiedDomain);
    const results = await run(ses, contextFor('staging'));
    expect(row(results, 'SES production access')).toMatchObject({ ok: true, detail: 'production access in us-east-1, 50000 a day, 14/s' });
    expect(row(results, 'SES sender identity')).toMatchObject({ ok: true, detail: 'rxsavvy.com verified, DKIM SUCCESS' });
  });

  it('fails the sandbox in prod (warns elsewhere) and an identity the stage expects but the account lacks', async () => {
    sesMock.on(GetAccountCommand).resolves({ ProductionAccessEnabled: false, SendingEnabled: true });
    sesMock.on(GetEmailIdentityCommand).rejects(notFound());
    const prod = await run(ses, contextFor('prod', { ...PROD, sesIdentity: 'existing' }));
    expect(row(prod, 'SES production access')).toMatchObject({ ok: false, fix: expect.stringContaining('Request production access') });
    expect(row(prod, 'SES sender identity')).toMatchObject({ ok: false, detail: expect.stringContaining('neither rxsavvy.com nor support@rxsavvy.com'), fix: expect.stringContaining('sesIdentity=create') });
    expect(row(await run(ses, contextFor('dev')), 'SES production access').ok).toBe('warn');
  });

  it('fails an unverified identity, and warns on a verified domain without DKIM', async () => {
    sesMock.on(GetAccountCommand).resolves({ ProductionAccessEnabled: true, SendingEnabled: true });
    sesMock.on(GetEmailIdentityCommand).resolves({ IdentityType: 'DOMAIN', VerifiedForSendingStatus: false, DkimAttributes: { Status: 'PENDING' } });
    expect(row(await run(ses, contextFor('dev')), 'SES sender identity')).toMatchObject({ ok: false, detail: 'rxsavvy.com is not verified (DKIM PENDING)' });
    sesMock.on(GetEmailIdentityCommand).resolves({ IdentityType: 'DOMAIN', VerifiedForSendingStatus: true, DkimAttributes: { Status: 'FAILED' } });
    expect(row(await run(ses, contextFor('dev')), 'SES sender identity')).toMatchObject({ ok: 'warn', detail: expect.stringContaining('DKIM FAILED') });
  });

  it('accepts a verified address identity when the domain is not one', async () => {
    sesMock.on(GetAccountCommand).resolves({ ProductionAccessEnabled: true, SendingEnabled: true });
    sesMock.on(GetEmailIdentityCommand, { EmailIdentity: 'rxsavvy.com' }).rejects(notFound());
    sesMock.on(GetEmailIdentityCommand, { EmailIdentity: 'support@rxsavvy.com' }).resolves({ IdentityType: 'EMAIL_ADDRESS', VerifiedForSendingStatus: true });
    expect(row(await run(ses, contextFor('dev')), 'SES sender identity')).toMatchObject({ ok: true, detail: 'support@rxsavvy.com verified' });
  });

  it('with sesIdentity=create: passes when the identity is absent, warns when another stage already made it', async () => {
    sesMock.on(GetAccountCommand).resolves({ ProductionAccessEnabled: true, SendingEnabled: true });
    sesMock.on(GetEmailIdentityCommand).rejects(notFound());
    expect(row(await run(ses, contextFor('prod', PROD)), 'SES sender identity')).toMatchObject({ ok: true, detail: expect.stringContaining('creates rxsavvy.com') });
    sesMock.on(GetEmailIdentityCommand).resolves(verifiedDomain);
    expect(row(await run(ses, contextFor('dev', { sesIdentity: 'create' })), 'SES sender identity')).toMatchObject({ ok: 'warn', fix: expect.stringContaining('-c sesIdentity=existing') });
  });

  it('fails an account whose sending AWS paused', async () => {
    sesMock.on(GetAccountCommand).resolves({ ProductionAccessEnabled: true, SendingEnabled: false, EnforcementStatus: 'SHUTDOWN' });
    sesMock.on(GetEmailIdentityCommand).resolves(verifiedDomain);
    expect(row(await run(ses, contextFor('dev')), 'SES production access')).toMatchObject({ ok: false, detail: 'sending disabled, enforcement SHUTDOWN' });
  });
});

describe('preflight: SMS', () => {
  const NUMBER = '+18335550100';
  const ready = () => {
    snsMock.on(GetSMSSandboxAccountStatusCommand).resolves({ IsInSandbox: false });
    snsMock.on(ListOriginationNumbersCommand).resolves({ PhoneNumbers: [{ PhoneNumber: '+18335550199', Status: 'ACTIVE', NumberCapabilities: ['SMS'] }], NextToken: 'page2' });
    snsMock.on(ListOriginationNumbersCommand, { NextToken: 'page2' }).resolves({ PhoneNumbers: [{ PhoneNumber: NUMBER, Status: 'ACTIVE', NumberCapabilities: ['SMS', 'VOICE'], RouteType: 'Transactional' }] });
    snsMock.on(GetSMSAttributesCommand).resolves({ attributes: { MonthlySpendLimit: '100' } });
  };

  it('passes out of the sandbox, with the stage\'s number registered (found on a later page) and a raised spend limit', async () => {
    ready();
    const results = await run(sms, contextFor('prod', { ...PROD, smsOriginationNumber: NUMBER, smsMonthlySpendLimit: '50' }));
    expect(row(results, 'SNS SMS sandbox')).toMatchObject({ ok: true });
    expect(row(results, 'SMS origination number')).toMatchObject({ ok: true, detail: `${NUMBER} ACTIVE, Transactional` });
    expect(row(results, 'SMS spend limit')).toMatchObject({ ok: true, detail: '50 USD a month (the account\'s limit is 100)' });
  });

  it('fails the sandbox in prod, a number the account does not have, one not yet active, and the 1 USD default in prod', async () => {
    ready();
    snsMock.on(GetSMSSandboxAccountStatusCommand).resolves({ IsInSandbox: true });
    snsMock.on(GetSMSAttributesCommand).resolves({ attributes: { MonthlySpendLimit: '1' } });
    const results = await run(sms, contextFor('prod', { ...PROD, smsOriginationNumber: '+18335550111' }));
    expect(row(results, 'SNS SMS sandbox')).toMatchObject({ ok: false, fix: expect.stringContaining('Exit SMS sandbox') });
    expect(row(results, 'SMS origination number')).toMatchObject({ ok: false, detail: '+18335550111 is not an origination number of the account in us-east-1', fix: expect.stringContaining('toll-free') });
    expect(row(results, 'SMS spend limit')).toMatchObject({ ok: false, detail: '1 USD a month: texts stop after about 110 US messages' });
    snsMock.on(ListOriginationNumbersCommand).resolves({ PhoneNumbers: [{ PhoneNumber: NUMBER, Status: 'PENDING', NumberCapabilities: ['SMS'] }] });
    expect(row(await run(sms, contextFor('prod', { ...PROD, smsOriginationNumber: NUMBER })), 'SMS origination number')).toMatchObject({ ok: false, detail: `${NUMBER} is PENDING, can SMS` });
  });

  it('warns outside prod, and when no number is named (SNS picks one) or the limit asked passes the account\'s', async () => {
    ready();
    snsMock.on(GetSMSSandboxAccountStatusCommand).resolves({ IsInSandbox: true });
    const results = await run(sms, contextFor('dev', { smsMonthlySpendLimit: '500' }));
    expect(row(results, 'SNS SMS sandbox').ok).toBe('warn');
    expect(row(results, 'SMS origination number')).toMatchObject({ ok: 'warn', fix: 'give this stage its own: -c smsOriginationNumber=+18335550199' });
    expect(row(results, 'SMS spend limit')).toMatchObject({ ok: 'warn', detail: expect.stringContaining('the account\'s limit is 100 USD') });
  });

  it('fails prod when the account has no origination number at all', async () => {
    ready();
    snsMock.on(ListOriginationNumbersCommand).resolves({ PhoneNumbers: [] });
    expect(row(await run(sms, contextFor('prod', PROD)), 'SMS origination number')).toMatchObject({ ok: false, detail: expect.stringContaining('no active origination number') });
  });
});
