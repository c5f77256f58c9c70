import { marketplaceRegisterContract, MARKETPLACE_PAGES } from '../../../shared/contracts/marketplace';
import { httpHandler, reply } from '../../lib/http';
import { consume } from '../../lib/rate-limit';
import { resolveRegistration } from '../../domain/marketplace/registration';

/** Buyers arrive once per subscription; more from one address is a script spending our ResolveCustomer quota. */
const PER_IP = { action: 'marketplaceRegister', limit: 20, windowSeconds: 600 };

/**
 * The SaaS registration URL: AWS Marketplace POSTs the buyer's browser here with a form-encoded
 * `x-amzn-marketplace-token`. Every outcome is a 302 (a browser is waiting): to the
 * register-customer page with a signed session, or to the error page with the reason.
 */
export const handler = httpHandler(marketplaceRegisterContract, async ({ body, sourceIp, log }) => {
  const limited = !(await consume({ ...PER_IP, subject: sourceIp })).allowed;
  const outcome = limited
    ? { location: `${MARKETPLACE_PAGES.resolveError}?reason=throttled`, error: 'throttled' as const }
    : await resolveRegistration(body['x-amzn-marketplace-token'], new Date(), log);
  if (outcome.error) log.warn('registration not resolved', { code: outcome.error });
  return reply(302, { location: outcome.location }, { location: outcome.location });
}, { bodyFormat: 'form', maxBodyBytes: 16 * 1024 });
