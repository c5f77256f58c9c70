import { GetAccountCommand, GetEmailIdentityCommand, type GetEmailIdentityCommandOutput, SESv2Client } from '@aws-sdk/client-sesv2';
import { awsError, type CheckResult, needsConfig, type PreflightCheck } from '../types';

/** SES production access: out of the sandbox, SES mails only verified addresses, 200 a day. */
const sesProductionAccess: PreflightCheck = async (ctx) => {
  const name = 'SES production access';
  const account = await new SESv2Client({ region: ctx.region }).send(new GetAccountCommand({}));
  const quota = account.SendQuota ? `, ${account.SendQuota.Max24HourSend} a day, ${account.SendQuota.MaxSendRate}/s` : '';
  if (account.SendingEnabled === false || (account.EnforcementStatus && account.EnforcementStatus !== 'HEALTHY')) {
    return [{ name, ok: false, detail: `sending ${account.SendingEnabled === false ? 'disabled' : 'enabled'}, enforcement ${account.EnforcementStatus}`, fix: 'SES console > Account dashboard: read the review and answer it' }];
  }
  if (!account.ProductionAccessEnabled) {
    return [{
      name,
      ok: ctx.stage === 'prod' ? false : 'warn',
      detail: `the account is in the SES sandbox in ${ctx.region}: mail goes only to verified addresses${quota}`,
      fix: `SES console > Account dashboard > Request production access (region ${ctx.region}); a day or so`,
    }];
  }
  return [{ name, ok: true, detail: `production access in ${ctx.region}${quota}`, fix: '' }];
};

/**
 * The sender's identity: with sesIdentity=existing it must exist, be verified and DKIM-signed; with
 * sesIdentity=create the stage makes it, so an identity already there means another stage of the
 * account made it (or this stage did, on a redeploy).
 */
const senderIdentity: PreflightCheck = async (ctx) => {
  const name = 'SES sender identity';
  if (!ctx.config) return [needsConfig(name)];
  const { sesFromAddress, sesIdentity } = ctx.config;
  const domain = sesFromAddress.slice(sesFromAddress.lastIndexOf('@') + 1);
  const ses = new SESv2Client({ region: ctx.region });
  const find = async (identity: string): Promise<GetEmailIdentityCommandOutput | undefined> => {
    try {
      return await ses.send(new GetEmailIdentityCommand({ EmailIdentity: identity }));
    } catch (error) {
      if ((error as Error).name === 'NotFoundException') return undefined;
      throw error;
    }
  };
  let found: [string, GetEmailIdentityCommandOutput] | undefined;
  try {
    const byDomain = await find(domain);
    const byAddress = byDomain ? undefined : await find(sesFromAddress);
    found = byDomain ? [domain, byDomain] : byAddress ? [sesFromAddress, byAddress] : undefined;
  } catch (error) {
    return [{ name, ok: false, detail: `cannot read the identity of ${domain}: ${awsError(error)}`, fix: 'credentials with ses:GetEmailIdentity, then rerun' }];
  }
  if (sesIdentity === 'create') {
    if (!found) return [{ name, ok: true, detail: `sesIdentity=create: the Messaging stack creates ${domain} (then publish the DkimCname1..3 outputs in DNS)`, fix: '' }];
    return [{
      name,
      ok: 'warn',
      detail: `sesIdentity=create, but ${found[0]} already exists in ${ctx.region}: a first deploy of this stage fails on it`,
      fix: 'deploy with -c sesIdentity=existing, unless this stage\'s own Messaging stack created it (a redeploy)',
    }];
  }
  if (!found) {
    return [{ name, ok: false, detail: `sesIdentity=existing, but neither ${domain} nor ${sesFromAddress} is an SES identity in ${ctx.region}`, fix: 'deploy one stage of the account with -c sesIdentity=create (prod does by default), or create the domain identity in the SES console' }];
  }
  return [identityStatus(name, found[0], found[1])];
};

function identityStatus(name: string, identity: string, out: GetEmailIdentityCommandOutput): CheckResult {
  const dkim = out.DkimAttributes?.Status;
  if (!out.VerifiedForSendingStatus) {
    return { name, ok: false, detail: `${identity} is not verified (DKIM ${dkim ?? 'not set up'})`, fix: 'publish its three DKIM CNAMEs (SES console > Identities, or the creating stage\'s DkimCname outputs) and wait for "Verified"' };
  }
  if (out.IdentityType === 'DOMAIN' && dkim !== 'SUCCESS') {
    return { name, ok: 'warn', detail: `${identity} is verified, DKIM ${dkim ?? 'off'}: mail is not signed by the domain`, fix: 'publish the DKIM CNAMEs and wait for DKIM "Successful"' };
  }
  return { name, ok: true, detail: `${identity} verified${dkim ? `, DKIM ${dkim}` : ''}`, fix: '' };
}

export const checks = [sesProductionAccess, senderIdentity];
