/**
 * The calibration half of `npm run bench -- --prices`: how brand prices spread across pharmacies
 * and sit against their cost, and how the "Save N%" figures the price list computes compare with
 * the savings the site claims. Sources: /work/shared/market-facts.md ([Sn]) and docs/rules.md.
 */
const BRANDS = ['Eliquis', 'Januvia', 'Xarelto', 'Jardiance', 'Farxiga', 'Entresto', 'Ozempic', 'Trulicity', 'Synthroid', 'Crestor'];
const GENERICS = ['Atorvastatin', 'Lisinopril', 'Metformin', 'Amlodipine', 'Levothyroxine', 'Omeprazole', 'Losartan', 'Gabapentin', 'Sertraline', 'Amoxicillin'];
/** New York, Chicago, San Diego. */
const ZIPS = ['10001', '60601', '92101'];

interface Row { price: number; ucPrice: number; priceBasis: 'Coupon' | 'UC'; chain: string; ucPriceSource?: { kind: string }; breakdown: { dispensingFee: number } }
interface Details { drugs: Row[]; selected: { drugName: string; strength: string; quantityToDisplay: string }; referenceCost: { quantityCost: number } | null }

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length ? (s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2) : NaN;
};
const pct = (n: number) => `${Math.round(n)}%`;
/** The value below which a share `q` of the values lie (nearest rank). */
const quantile = (xs: number[], q: number) => [...xs].sort((x, y) => x - y)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? NaN;
/** rules#validation: 100 × (1 − price ÷ retail), whole; only when positive. */
const saving = (r: Row) => (r.priceBasis === 'Coupon' && r.ucPrice > r.price ? Math.round(100 * (1 - r.price / r.ucPrice)) : undefined);

async function details(url: string, drugName: string, zip: string, brand: boolean): Promise<Details | undefined> {
  const query = new URLSearchParams({ drugName, zip, brandIndicator: brand ? 'B' : 'G', popularOnly: 'false' });
  // Once more on a failure: the runtime's first answer can time out while it loads the directory.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const res = await fetch(`${url}/api/ecsdosage0?${query}`);
    if (res.ok) return (await res.json()) as Details;
  }
  return undefined;
}

export async function priceCalibration(url: string): Promise<string> {
  const lines = [
    'Brand prices across pharmacies (coupon rows; target: within the ~5–10% brand spread of [S13, S24], never below NADAC × quantity + the dispensing fee)',
    '',
    '| brand | zip | product | pharmacies | lowest | highest | spread | chains\' cheapest spread | cash (U&C) spread | rows below cost |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  const brandSpreads: number[] = [];
  const cashSpreads: number[] = [];
  let belowCost = 0;
  for (const name of BRANDS) {
    for (const zip of ZIPS) {
      const d = await details(url, name, zip, true);
      const rows = d?.drugs.filter((r) => r.priceBasis === 'Coupon' && r.price > 0) ?? [];
      if (!d || !rows.length) {
        lines.push(`| ${name} | ${zip} | not priced | 0 | | | | | | |`);
        continue;
      }
      const prices = rows.map((r) => r.price);
      const low = Math.min(...prices);
      const high = Math.max(...prices);
      brandSpreads.push(high / low);
      // The pharmacies' own cash prices: the figure [S13]'s ~10% and [S24]'s 0.97–1.06 describe.
      const cash = rows.map((r) => r.ucPrice).filter((p) => p > 0);
      const cashSpread = Math.max(...cash) / Math.min(...cash);
      cashSpreads.push(cashSpread);
      // The cheapest price of each chain: the spread between companies, not between one chain's stores.
      const byChain = new Map<string, number>();
      for (const r of rows) byChain.set(r.chain, Math.min(byChain.get(r.chain) ?? Infinity, r.price));
      const chainLows = [...byChain.values()];
      const cost = d.referenceCost?.quantityCost ?? 0;
      const under = rows.filter((r) => r.price + 0.005 < cost + r.breakdown.dispensingFee).length;
      belowCost += under;
      lines.push(`| ${name} | ${zip} | ${d.selected.drugName} ${d.selected.strength}, ${d.selected.quantityToDisplay} | ${rows.length} | $${low.toFixed(2)} | $${high.toFixed(2)} | ${(high / low).toFixed(3)}× | ${(Math.max(...chainLows) / Math.min(...chainLows)).toFixed(3)}× | ${cashSpread.toFixed(3)}× | ${under} |`);
    }
  }
  lines.push('', `Brand pages: median spread ${median(brandSpreads).toFixed(3)}× (range ${Math.min(...brandSpreads).toFixed(3)}–${Math.max(...brandSpreads).toFixed(3)}×); their cash (U&C) prices: median ${median(cashSpreads).toFixed(3)}× (range ${Math.min(...cashSpreads).toFixed(3)}–${Math.max(...cashSpreads).toFixed(3)}×); coupon rows below NADAC × quantity + dispensing fee: ${belowCost}.`);

  const all: number[] = [];
  const best: number[] = [];
  let estimated = 0;
  let withSaving = 0;
  for (const name of GENERICS) {
    for (const zip of ZIPS) {
      const d = await details(url, name, zip, false);
      if (!d?.drugs.length) continue;
      for (const r of d.drugs) {
        const s = saving(r);
        if (s === undefined) continue;
        all.push(s);
        withSaving += 1;
        if (r.ucPriceSource?.kind !== 'observed') estimated += 1;
      }
      const cheapest = [...d.drugs].sort((a, b) => a.price - b.price)[0]!;
      const s = saving(cheapest);
      if (s !== undefined) best.push(s);
    }
  }
  const mean = all.reduce((a, b) => a + b, 0) / (all.length || 1);
  const share = (xs: number[], at: number) => pct((100 * xs.filter((x) => x > at).length) / (xs.length || 1));
  lines.push(
    '',
    `Generic "Save N%" (${GENERICS.length} generics × ${ZIPS.length} zips, ${all.length} rows, ${estimated} of ${withSaving} against an estimated retail price): mean ${pct(mean)}, median ${pct(median(all))}; 10th / 25th / 75th / 90th percentile ${[0.1, 0.25, 0.75, 0.9].map((q) => pct(quantile(all, q))).join(' / ')}; at 72% or more: ${share(all, 71)}, above 85%: ${share(all, 85)}, highest ${Math.max(...all)}%; at the cheapest row (the Featured Savings card): mean ${pct(best.reduce((x, y) => x + y, 0) / (best.length || 1))}, median ${pct(median(best))}, at 72% or more: ${share(best, 71)}, above 85%: ${share(best, 85)}.`,
    'Claims: the site says average 72%, up to 85% (2019 data, docs/rules.md); GoodRx claimed 79% off retail on average (2020) [S44]; NeedyMeds\' median saving was 47.8% [S43].',
  );
  return lines.join('\n');
}
