import { describe, expect, it } from 'vitest';
import { answerPbm } from '../../../functions/sandbox/pbm-simulator/answer';
import { usualAndCustomary, type ReferencePrice } from '../../../functions/sandbox/pbm-simulator/formula';
import { segmentOf, type PharmacyAsked } from '../../../functions/sandbox/pbm-simulator/market';
import { SIMULATED_PBMS } from '../../../functions/sandbox/pbm-simulator/pbm-models';
import { independents, PHARMACIES } from './pharmacies';

const P = PHARMACIES;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
/** Generics no low-price list carries (NADAC $0.50 a tablet), 30 tablets. */
const generics: ReferencePrice[] = Array.from({ length: 200 }, (_, i) => ({ ndc: String(70000000000 + i * 7919).slice(0, 11), unitCost: 0.5, pricingUnit: 'EA', brandGeneric: 'G' }));
const brands: ReferencePrice[] = generics.map((g) => ({ ...g, unitCost: 8, brandGeneric: 'B' }));
/** Total cash price of these products at one pharmacy. */
const cashAt = (pharmacy: PharmacyAsked, refs: readonly ReferencePrice[]) => refs.reduce((sum, ref) => sum + usualAndCustomary(pharmacy, ref, 30), 0);
/** The same at a type of pharmacy, relative to the large chains (CVS and Walgreens), as [S24] measured it. */
const relative = (stores: readonly PharmacyAsked[], refs: ReferencePrice[]) =>
  stores.reduce((sum, s) => sum + cashAt(s, refs), 0) / stores.length / ((cashAt(P.cvs, refs) + cashAt(P.walgreens, refs)) / 2);

describe('pharmacy segments follow the company, not the banner', () => {
  it.each([
    [P.cvs, 'drugstore'], [P.cvsInsideTarget, 'drugstore'], [P.duaneReade, 'drugstore'], [P.walgreens, 'drugstore'],
    [P.walmart, 'big-box'], [P.samsClub, 'big-box'], [P.costco, 'big-box'], [P.meijer, 'big-box'],
    [P.kroger, 'grocery'], [P.ralphs, 'grocery'], [P.safeway, 'grocery'], [P.jewelOsco, 'grocery'], [P.publix, 'grocery'],
    [P.kinneyDrugs, 'small-chain'], [P.independent, 'independent'], [P.mailOrder, 'mail'],
  ] as const)('%o is %s', (pharmacy, segment) => {
    expect(segmentOf(pharmacy)).toBe(segment);
  });
});

describe('cash (usual and customary) prices, modelled', () => {
  it("independents' generic cash is 1.6 × the large chains' (GoodRx 2015: 1.61 [S24]), not a third of it", () => {
    expect(relative(independents(30), generics)).toBeGreaterThan(1.61 * 0.95);
    expect(relative(independents(30), generics)).toBeLessThan(1.61 * 1.05);
  });

  it('the other types of pharmacy follow [S24] too: big box 0.52, grocery 0.82, small chains 1.51; brands 0.97–1.06', () => {
    for (const [stores, genericRatio, brandRatio] of [
      [[P.costco], 0.52, 0.97], [[P.kroger, P.albertsons], 0.82, 1], [[P.kinneyDrugs], 1.51, 1.06], [independents(30), 1.61, 1.03],
    ] as const) {
      expect(relative(stores, generics), stores[0]!.chain).toBeCloseTo(genericRatio, 1);
      expect(relative(stores, brands), stores[0]!.chain).toBeCloseTo(brandRatio, 1);
    }
  });

  it('a month of a cheap generic costs $4–$17 cash at a big box, typically [S19, S20, S26]', () => {
    const cheap = Array.from({ length: 400 }, (_, i): ReferencePrice => ({ ndc: String(50000000000 + i * 7919).slice(0, 11), unitCost: 0.01 + (0.09 * ((i * 37) % 100)) / 100, pricingUnit: 'EA', brandGeneric: 'G' }));
    const atCostco = cheap.map((ref) => usualAndCustomary(P.costco, ref, 30));
    expect(median(atCostco)).toBeGreaterThanOrEqual(4);
    expect(median(atCostco)).toBeLessThanOrEqual(17);
    expect(atCostco.filter((p) => p >= 4 && p <= 17).length / atCostco.length).toBeGreaterThan(0.75);
  });

  it('a generic whose month costs $10–$20 at NADAC costs up to $120–$250 cash at a drug chain [S19, S20], not thousands', () => {
    const dear = Array.from({ length: 400 }, (_, i): ReferencePrice => ({ ndc: String(60000000000 + i * 7919).slice(0, 11), unitCost: (10 + (10 * ((i * 37) % 100)) / 100) / 30, pricingUnit: 'EA', brandGeneric: 'G' }));
    const atCvs = dear.map((ref) => usualAndCustomary(P.cvs, ref, 30)).sort((a, b) => a - b);
    const p90 = atCvs[Math.floor(atCvs.length * 0.9)]!;
    expect(p90).toBeGreaterThanOrEqual(120);
    expect(p90).toBeLessThanOrEqual(250);
  });

  it('a brand costs about its estimated AWP in cash, within ±5% between pharmacies of a type [S13]', () => {
    const ref = brands[0]!;
    const prices = [P.cvs, P.walgreens].map((s) => usualAndCustomary(s, ref, 30));
    expect(Math.max(...prices) / Math.min(...prices)).toBeLessThanOrEqual(1.05 / 0.95);
  });

  it("says every cash price it gives is modelled (the simulator observes no pharmacy's)", async () => {
    const pharmacies = [P.cvs, P.samsClub, P.independent, { npi: P.walmart.npi, chain: 'Walmart' }];
    const { status, body } = await answerPbm({ pbm: SIMULATED_PBMS[0]!, question: 'prices' }, { ndc: generics[0]!.ndc, quantity: 30, pharmacies }, () => generics[0]);
    expect(status).toBe(200);
    const quotes = (body as { quotes: { npi: string; ucPriceSource: unknown }[] }).quotes;
    expect(quotes.length).toBeGreaterThan(0);
    for (const q of quotes) expect(q.ucPriceSource, q.npi).toEqual({ kind: 'modelled' });
  });
});
