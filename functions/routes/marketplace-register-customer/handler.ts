import { marketplaceRegisterCustomerContract } from '../../../shared/contracts/marketplace';
import { httpHandler } from '../../lib/http';
import { completeRegistration } from '../../domain/marketplace/registration';

/** The register-customer page's submit: company and contact e-mail in, the API key out (once); the session works once (410 after). */
export const handler = httpHandler(marketplaceRegisterCustomerContract, async ({ body }) => completeRegistration(body));
