import { LIMITS } from '../../../shared/brand';
import type { ResponseOf } from '../../../shared/contract';
import type { adminPharmacyExplainerContract } from '../../../shared/contracts/admin';
import type { PharmacyWithDistance } from '../catalog/model';
import { notFound } from '../../lib/errors';
import { pbmNetworks } from '../pricing/engine';
import { pharmacyOption } from '../pricing/explain';
import { locate, nearbyPharmacies } from '../pricing/quote';
import { readOptIn } from './opt-in-summary';

export const MAX_MATCHES = 25;

export interface PharmacyExplainQuery {
  zip: string;
  q?: string;
  npi?: string;
}

/** Name or chain contains the text; digits match the start of the NPI. */
export function matchesSearch(p: Pick<PharmacyWithDistance, 'name' | 'chain' | 'npi'>, q: string): boolean {
  const text = q.trim().toLowerCase();
  if (!text) return true;
  if (/^\d+$/.test(text)) return p.npi.startsWith(text);
  return p.name.toLowerCase().includes(text) || p.chain.toLowerCase().includes(text);
}

export async function explainPharmacy(query: PharmacyExplainQuery): Promise<ResponseOf<typeof adminPharmacyExplainerContract>> {
  const nearby = await nearbyPharmacies(locate({ zip: query.zip }));
  const matches = nearby.filter((p) => matchesSearch(p, query.q ?? '')).slice(0, MAX_MATCHES).map(pharmacyOption);
  if (!query.npi) return { matches, pharmacy: null, networks: [], optIn: null };
  const chosen = nearby.find((p) => p.npi === query.npi);
  if (!chosen) throw notFound('pharmacy_not_found', `No pharmacy with NPI ${query.npi} within ${LIMITS.radiusMiles} miles of ${query.zip}.`);
  // Each PBM says whether its network holds the pharmacy; one that does not answer is left out.
  const [networks, optIn] = await Promise.all([pbmNetworks([chosen.npi]), readOptIn(chosen.npi)]);
  return {
    matches,
    pharmacy: pharmacyOption(chosen),
    networks: networks.map(({ pbm, inNetwork }) => ({ pbmId: pbm.id, pbm: pbm.name, inNetwork: inNetwork.has(chosen.npi) })),
    optIn,
  };
}
