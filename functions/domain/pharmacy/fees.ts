import type { PharmacyFees } from '../../../shared/contracts/pharmacy-portal';
import { cents } from '../../../shared/calculators/money';
import { getReferenceCosts, listDrugGroups } from '../catalog/drug-repository';
import { pbmNetworks, pbmPriceBuildUps } from '../pricing/engine';

/** How many of the most prescribed generics make the sample. */
export const SAMPLE_SIZE = 8;

interface SampleDrug {
  drug: string;
  ndc: string;
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
      return cost ? [{ drug: p.drug, ndc: p.ndc, quantity: p.quantity, unitCost: cost.unitCost, pricingUnit: cost.pricingUnit }] : [];
    })
    .slice(0, SAMPLE_SIZE);
}

/**
 * Per PBM, what a pharmacy would be paid for each sample drug: the PBM's own rule (ingredient
 * cost + dispensing fee, as the PBM builds its price), raised to NADAC + the pharmacy's chosen
 * minimum over NADAC; the patient pays that plus the PBM's admin fee. With an NPI, whether the
 * PBM's network holds that pharmacy. A PBM that does not answer is left out of the table.
 */
export async function feesPerPbm(minimumPayment: number, npi?: string): Promise<PharmacyFees> {
  const sample = await sampleDrugs();
  const [buildUps, networks] = await Promise.all([
    pbmPriceBuildUps(sample.map((d) => ({ ndc: d.ndc, quantity: d.quantity }))),
    npi ? pbmNetworks([npi]) : undefined,
  ]);
  const pbms = buildUps.flatMap(({ pbm, breakdowns }) => {
    const network = networks?.find((n) => n.pbm.id === pbm.id);
    if (networks && !network) return [];
    const rows = sample.map((d, i) => {
      const breakdown = breakdowns[i]!;
      const nadac = cents(d.unitCost * d.quantity);
      const pbmRulePays = cents(breakdown.ingredientCost + breakdown.dispensingFee);
      const paid = cents(Math.max(pbmRulePays, nadac + minimumPayment));
      return { drug: d.drug, nadac, pbmRulePays, paid, overNadac: cents(paid - nadac), patientPrice: cents(paid + breakdown.adminFee) };
    });
    const averageOverNadac = rows.length ? cents(rows.reduce((s, r) => s + r.overNadac, 0) / rows.length) : 0;
    return [{ id: pbm.id, name: pbm.name, ...(network ? { inNetwork: network.inNetwork.has(npi!) } : {}), averageOverNadac, rows }];
  });
  return { minimumPayment, sample: sample.map((d) => ({ drug: d.drug, quantity: d.quantity, nadac: cents(d.unitCost * d.quantity) })), pbms };
}
