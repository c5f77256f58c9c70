import {
  GetSMSAttributesCommand, GetSMSSandboxAccountStatusCommand, ListOriginationNumbersCommand, type PhoneNumberInformation, SNSClient,
} from '@aws-sdk/client-sns';
import { needsConfig, type PreflightCheck } from '../types';

/** The SNS SMS sandbox: inside it, texts reach only the account's verified numbers. */
const snsSmsSandbox: PreflightCheck = async (ctx) => {
  const name = 'SNS SMS sandbox';
  const { IsInSandbox } = await new SNSClient({ region: ctx.region }).send(new GetSMSSandboxAccountStatusCommand({}));
  if (!IsInSandbox) return [{ name, ok: true, detail: `out of the SMS sandbox in ${ctx.region}`, fix: '' }];
  return [{
    name,
    ok: ctx.stage === 'prod' ? false : 'warn',
    detail: `the account is in the SMS sandbox in ${ctx.region}: texts reach only its verified destination numbers`,
    fix: 'SNS console > Text messaging (SMS) > Exit SMS sandbox (a support case), after registering an origination number',
  }];
};

/** The stage's origination number (context smsOriginationNumber) is registered in the account and can text. */
const smsOriginationNumber: PreflightCheck = async (ctx) => {
  const name = 'SMS origination number';
  if (!ctx.config) return [needsConfig(name)];
  const sns = new SNSClient({ region: ctx.region });
  const numbers: PhoneNumberInformation[] = [];
  let NextToken: string | undefined;
  do {
    const page = await sns.send(new ListOriginationNumbersCommand({ NextToken }));
    numbers.push(...(page.PhoneNumbers ?? []));
    NextToken = page.NextToken;
  } while (NextToken);
  const wanted = ctx.config.smsOriginationNumber;
  const fix = 'register a toll-free number (or a 10DLC campaign number) in AWS End User Messaging SMS; US carriers block texts from unregistered numbers';
  if (!wanted) {
    const active = numbers.filter((n) => n.Status === 'ACTIVE').map((n) => n.PhoneNumber);
    return [{
      name,
      ok: active.length ? 'warn' : ctx.stage === 'prod' ? false : 'warn',
      detail: active.length ? `no smsOriginationNumber: SNS picks one of ${active.join(', ')}` : 'no smsOriginationNumber, and the account has no active origination number: texts to US numbers fail',
      fix: active.length ? `give this stage its own: -c smsOriginationNumber=${active[0]}` : fix,
    }];
  }
  const number = numbers.find((n) => n.PhoneNumber === wanted);
  if (!number) return [{ name, ok: false, detail: `${wanted} is not an origination number of the account in ${ctx.region}`, fix }];
  const capabilities = number.NumberCapabilities ?? ['SMS'];
  if (number.Status !== 'ACTIVE' || !capabilities.includes('SMS')) {
    return [{ name, ok: false, detail: `${wanted} is ${number.Status}, can ${capabilities.join('/')}`, fix: 'finish its registration (toll-free verification or 10DLC campaign) until it is ACTIVE for SMS' }];
  }
  return [{ name, ok: true, detail: `${wanted} ACTIVE${number.RouteType ? `, ${number.RouteType}` : ''}`, fix: '' }];
};

/**
 * The SMS spend limit the Messaging stack sets (context smsMonthlySpendLimit, default 1): SNS
 * refuses a limit above the account's spend quota (USD 1 until a support case raises it), and USD 1
 * stops texts after about 110 US messages a month.
 */
const smsSpendLimit: PreflightCheck = async (ctx) => {
  const name = 'SMS spend limit';
  const wanted = Number(ctx.context.smsMonthlySpendLimit ?? 1);
  const out = await new SNSClient({ region: ctx.region }).send(new GetSMSAttributesCommand({ attributes: ['MonthlySpendLimit'] }));
  const current = Number(out.attributes?.MonthlySpendLimit ?? 1);
  const raise = 'open a support case "SNS text messaging: spend limit increase" for the monthly amount, then deploy with -c smsMonthlySpendLimit=<USD>';
  if (wanted > current) {
    return [{ name, ok: 'warn', detail: `smsMonthlySpendLimit=${wanted} but the account's limit is ${current} USD: the deploy fails if AWS has not granted ${wanted}`, fix: raise }];
  }
  if (wanted <= 1) {
    return [{ name, ok: ctx.stage === 'prod' ? false : 'warn', detail: `${wanted} USD a month: texts stop after about ${Math.round(wanted * 110)} US messages`, fix: raise }];
  }
  return [{ name, ok: true, detail: `${wanted} USD a month (the account's limit is ${current})`, fix: '' }];
};

export const checks = [snsSmsSandbox, smsOriginationNumber, smsSpendLimit];
