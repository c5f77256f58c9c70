import { pharmacyPortalAdminReleaseContract } from '../../../shared/contracts/pharmacy-portal';
import { httpHandler } from '../../lib/http';
import { releaseOptIn } from '../../domain/pharmacy/opt-ins';

/** An admin releases an NPI someone squatted; the real pharmacy can then opt it in. */
export const handler = httpHandler(pharmacyPortalAdminReleaseContract, async ({ body, identity }) => {
  const record = await releaseOptIn(body.npi, identity!);
  return { NPI: body.npi, released: true as const, version: record.version };
});
