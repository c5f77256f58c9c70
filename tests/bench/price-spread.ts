/**
 * The price half of `npm run bench` ("Proof"): for 20 common generics and 10 common
 * brands at three metro zips, the lowest, median and highest price across the pharmacies a page
 * lists (page 1 of the priced set: the 50 nearest within 50 miles), the spread (highest ÷ lowest), and NADAC's cost for the same quantity, as a
 * Markdown table for the README.
 */
export const GENERICS = [
  'Atorvastatin', 'Lisinopril', 'Metformin', 'Amlodipine', 'Levothyroxine', 'Simvastatin', 'Omeprazole', 'Losartan', 'Gabapentin', 'Hydrochlorothiazide',
  'Sertraline', 'Metoprolol', 'Montelukast', 'Escitalopram', 'Rosuvastatin', 'Bupropion', 'Pantoprazole', 'Furosemide', 'Fluoxetine', 'Trazodone',
];
export const BRANDS = ['Eliquis', 'Januvia', 'Xarelto', 'Jardiance', 'Farxiga', 'Entresto', 'Synthroid', 'Lipitor', 'Crestor', 'Zoloft'];
/** New York, Chicago, San Diego. */
export const ZIPS = ['10001', '60601', '92101'];

interface Details {
  drugs: { price: number; priceBasis: 'Coupon' | 'UC' }[];
  selected: { drugName: string; strength: string; form: string; quantity: number; quantityToDisplay: string };
  referenceCost: { quantityCost: number } | null;
}

const usd = (n: number) => `$${n.toFixed(2)}`;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

async function details(url: string, drugName: string, zip: string, brand: boolean): Promise<Details | undefined> {
  const query = new URLSearchParams({ drugName, zip, brandIndicator: brand ? 'B' : 'G', popularOnly: 'false' });
  // Once more on a failure, as price-calibration.ts does: a fresh runtime's first answer can time out while it loads the directory.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const res = await fetch(`${url}/api/ecsdosage0?${query}`);
    if (res.ok) return (await res.json()) as Details;
    await res.arrayBuffer();
  }
  return undefined;
}

/** The table's Markdown, and a one-line summary of how wide generic prices spread. */
export async function priceSpreadTable(url: string): Promise<string> {
  const lines = [
    '| drug | zip | product, quantity | pharmacies | lowest | median | highest | spread | cash wins | NADAC cost |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  const genericSpreads: number[] = [];
  for (const [names, brand] of [[GENERICS, false], [BRANDS, true]] as const) {
    for (const name of names) {
      for (const zip of ZIPS) {
        const d = await details(url, name, zip, brand);
        const prices = d?.drugs.map((p) => p.price).filter((p) => p > 0) ?? [];
        if (!d || !prices.length) {
          lines.push(`| ${name} | ${zip} | not priced | 0 | | | | | | |`);
          continue;
        }
        const low = Math.min(...prices);
        const high = Math.max(...prices);
        if (!brand) genericSpreads.push(high / low);
        const cash = d.drugs.filter((p) => p.priceBasis === 'UC').length;
        const product = `${d.selected.drugName} ${d.selected.strength} ${d.selected.form.toLowerCase()}, ${d.selected.quantityToDisplay}`;
        lines.push(`| ${name} | ${zip} | ${product} | ${prices.length} | ${usd(low)} | ${usd(median(prices))} | ${usd(high)} | ${(high / low).toFixed(1)}× | ${cash} | ${d.referenceCost ? usd(d.referenceCost.quantityCost) : '—'} |`);
      }
    }
  }
  const atLeast3 = genericSpreads.filter((s) => s >= 3).length;
  lines.push('', `Generic rows whose highest price is 3× the lowest or more: ${atLeast3} of ${genericSpreads.length}; median spread ${median(genericSpreads).toFixed(1)}×.`);
  return lines.join('\n');
}
