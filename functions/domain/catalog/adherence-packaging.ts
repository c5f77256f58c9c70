import type { Pharmacy } from './model';

/**
 * Adherence packaging (blister cards or dated multi-dose pouches) as a pharmacy directory
 * attribute. Independent pharmacies commonly prepare it on request; chain stores vary by store,
 * so the tool says to ask. Mail order: PillPack-style pouches from the mail-order pharmacies that
 * offer them. The directory is the project's sample, and so is this attribute: a pharmacy that
 * imports real data would carry its own flag.
 */
export type PackagingOffer = 'offered' | 'ask';

export function packagingOffer(pharmacy: Pick<Pharmacy, 'chain'>): PackagingOffer {
  return /independent/i.test(pharmacy.chain) ? 'offered' : 'ask';
}

export function packagingHow(offer: PackagingOffer): string {
  return offer === 'offered'
    ? 'Usually prepares blister cards or multi-dose pouches on request; ask when you drop off or transfer your prescriptions.'
    : 'Some stores of this chain prepare blister packs; call the pharmacy and ask for "adherence packaging" or "multi-dose packaging".';
}
