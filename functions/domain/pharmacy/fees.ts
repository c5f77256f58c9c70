import type { PharmacyFees } from '../../../shared/contracts/pharmacy-portal';
import { getReferenceCosts, listDrugGroups } from '../catalog/drug-repository';
import { inNetwork, pbmPrice } from '../pricing/formula';
import { PBMS } from '../pricing/pbm-directory';

/** How many of the most prescribed generics make the sample. */
export const SAMPLE_SIZE = 8;
const money = (n: number) => Math.round(n * 100) / 100;

interface SampleDrug {
  drug: string;
  quantity: number;
  unitCost: number;
  pricingUnit: string;
}

/** The most prescribed generic drugs with a reference cost, at their usual fill quantity. */
async function sampleDrugs(): Promise<SampleDrug[]> {
  const groups = await listDrugGroups();
  const picks: { drug: string; ndc: string; quantity: number }[] = [];
  for (const group of groups) {
    const label = group.labels.find((l) => l.brandGeneric === 'G');
    const formulation = label?.formulations.find((f) => !f.soldInAPackage && f.quantities.length > 0);
    if (!label || !formulation) continue;
    const quantity = formulation.quantities[0]!.quantity;
    picks.push({ drug: `${label.name} ${formulation.strength} ${formulation.form}, ${formulation.quantities[0]!.quantityToDisplay}`, ndc: formulation.ndc, quantity });
    if (picks.length >= SAMPLE_SIZE * 2) break;
  }
  const costs = await getReferenceCosts(picks.map((p) => p.ndc));
  return picks
    .flatMap((p) => {
      const cost = costs.get(p.ndc);
      return cost ? [{ drug: p.drug, quantity: p.quantity, unitCost: cost.unitCost, pricingUnit: cost.pricingUnit }] : [];
    })
    .slice(0, SAMPLE_SIZE);
}

/**
 * Per PBM, what a pharmacy would be paid for each sample drug: the PBM's own rule (ingredient
 * cost + dispensing fee), raised to NADAC + the pharmacy's chosen minimum over NADAC; the patient
 * pays that plus the PBM's admin fee.
 */
export async function feesPerPbm(minimumPayment: number, npi?: string): Promise<PharmacyFees> {
  const sample = await sampleDrugs();
  const pbms = PBMS.map((pbm) => {
    const rows = sample.map((d) => {
      const breakdown = pbmPrice(pbm, { unitCost: d.unitCost, pricingUnit: d.pricingUnit, brandGeneric: 'G' }, d.quantity);
      const nadac = money(d.unitCost * d.quantity);
      const pbmRulePays = money(breakdown.ingredientCost + breakdown.dispensingFee);
      const paid = money(Math.max(pbmRulePays, nadac + minimumPayment));
      return { drug: d.drug, nadac, pbmRulePays, paid, overNadac: money(paid - nadac), patientPrice: money(paid + breakdown.adminFee) };
    });
    const averageOverNadac = rows.length ? money(rows.reduce((s, r) => s + r.overNadac, 0) / rows.length) : 0;
    return { id: pbm.id, name: pbm.name, ...(npi ? { inNetwork: inNetwork(pbm, npi) } : {}), averageOverNadac, rows };
  });
  return { minimumPayment, sample: sample.map((d) => ({ drug: d.drug, quantity: d.quantity, nadac: money(d.unitCost * d.quantity) })), pbms };
}
