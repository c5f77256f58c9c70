import type { PharmacyPortalCurrent } from '../../../shared/contracts/pharmacy-portal';
import { getOptIn, listOptIns } from './opt-ins';

export interface OptInSummary {
  minimumPaymentOverNadac: number;
  optedOut: boolean;
  verified: boolean;
  updatedAt: string | null;
}

/** The pharmacy's current opt-in from the pharmacy portal's store, or null when none is on file. */
export async function readOptIn(npi: string): Promise<OptInSummary | null> {
  const record = await getOptIn(npi);
  // A released NPI belongs to nobody until it is opted in again.
  if (!record || record.releasedAt) return null;
  return { minimumPaymentOverNadac: record.MinimumPayment, optedOut: record.OptOut, verified: record.verified, updatedAt: record.updatedAt ?? null };
}

/**
 * The opt-ins a signed-in pharmacist submitted (the stored submitter e-mail is the sign-in's),
 * newest first: what the portal shows as the current enrolment. Only the sign-in's own records.
 */
export async function currentOptInsOf(email: string): Promise<PharmacyPortalCurrent['optIns']> {
  const own = email.trim().toLowerCase();
  if (!own) return [];
  return (await listOptIns())
    .filter((r) => r.SubmitterEmail.trim().toLowerCase() === own)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    .slice(0, 100)
    .map(({ NPI, MinimumPayment, OptOut, verified, pendingChange, updatedAt }) => ({ NPI, MinimumPayment, OptOut, verified, pendingChange, updatedAt }));
}
