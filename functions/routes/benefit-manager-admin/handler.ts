import { benefitManagerAdminContract } from '../../../shared/contracts/marketplace';
import { httpHandler } from '../../lib/http';
import { benefitManagerReport } from '../../domain/marketplace/benefit-manager';

/** /caremark/{product}-admin data: one PBM's wins, coupon views and network coverage. */
export const handler = httpHandler(benefitManagerAdminContract, async ({ query }) => benefitManagerReport(query.pbm, query.days ?? 30));
