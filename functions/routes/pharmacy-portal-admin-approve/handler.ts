import { pharmacyPortalAdminApproveContract } from '../../../shared/contracts/pharmacy-portal';
import { httpHandler } from '../../lib/http';
import { approveOptIn } from '../../domain/pharmacy/opt-ins';

/** An admin verifies an opt-in whose typed e-mail address confirmed its link. */
export const handler = httpHandler(pharmacyPortalAdminApproveContract, async ({ body, identity }) => {
  const record = await approveOptIn(body.npi, identity!);
  return { NPI: body.npi, verified: true as const, version: record.version };
});
