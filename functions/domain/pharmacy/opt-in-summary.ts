import { getOptIn } from './opt-ins';

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
