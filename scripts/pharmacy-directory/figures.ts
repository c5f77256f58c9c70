import { distanceMiles } from '../../functions/domain/catalog/geo';
import { MAIL_ORDER_CHAIN } from '../../functions/domain/catalog/pharmacy-chains';
import type { DirectoryRow } from '../../functions/domain/catalog/pharmacy-format';
import type { Point } from '../../functions/domain/catalog/model';

/** The directory's figures (README-directory.md), from the seed's rows. */
export interface Figures {
  rows: number;
  walkIn: number;
  mailOrder: DirectoryRow[];
  byState: [string, number][];
  chains: [string, string, number][];
  parents: [string, number][];
  independents: number;
  approximate: number;
  noStreet: number;
  phones: number;
  near: { zip: string; within: Record<number, number> }[];
}

const count = <K>(keys: K[]) => {
  const m = new Map<K, number>();
  for (const k of keys) m.set(k, (m.get(k) ?? 0) + 1);
  return m;
};

export function directoryFigures(rows: readonly DirectoryRow[], places: readonly { zip: string; point: Point }[], radii: readonly number[]): Figures {
  const walkIn = rows.filter((r) => r.chain !== MAIL_ORDER_CHAIN);
  const chainParent = new Map(walkIn.map((r) => [r.chain, r.parent]));
  return {
    rows: rows.length,
    walkIn: walkIn.length,
    mailOrder: rows.filter((r) => r.chain === MAIL_ORDER_CHAIN),
    byState: [...count(walkIn.map((r) => r.state))].sort(([a], [b]) => a.localeCompare(b)),
    chains: [...count(walkIn.filter((r) => r.parent).map((r) => r.chain))].map(([c, n]): [string, string, number] => [c, chainParent.get(c)!, n]).sort((a, b) => b[2] - a[2] || a[0].localeCompare(b[0])),
    parents: [...count(walkIn.filter((r) => r.parent).map((r) => r.parent))].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])),
    independents: walkIn.filter((r) => !r.parent).length,
    approximate: walkIn.filter((r) => r.geo === 'zip').length,
    noStreet: walkIn.filter((r) => !r.address).length,
    phones: walkIn.filter((r) => r.phone).length,
    near: places.map(({ zip, point }) => {
      const d = walkIn.map((r) => distanceMiles(point, r));
      return { zip, within: Object.fromEntries(radii.map((m) => [m, d.filter((x) => x <= m).length])) };
    }),
  };
}

const n = (x: number) => x.toLocaleString('en-US');

/** The figures as the Markdown section of README-directory.md. */
export function figuresMarkdown(f: Figures, radii: readonly number[]): string {
  const lines = [
    `| | count |`, `|---|---|`,
    `| rows in the seed (one per NPI) | ${n(f.rows)} |`,
    `| walk-in pharmacies | ${n(f.walkIn)} |`,
    `| of which chain stores / independents | ${n(f.walkIn - f.independents)} / ${n(f.independents)} |`,
    `| approximate points (zip centroid: "distance approximate") | ${n(f.approximate)} |`,
    `| without a street address (city and zip only) | ${n(f.noStreet)} |`,
    `| with a phone number | ${n(f.phones)} |`,
    `| mail-order pharmacies | ${n(f.mailOrder.length)} |`,
    '',
    `Walk-in pharmacies within ${radii.join(' / ')} miles (from the zip table's point):`, '',
    `| zip | ${radii.map((r) => `≤ ${r} mi`).join(' | ')} |`, `|---|${radii.map(() => '---').join('|')}|`,
    ...f.near.map((p) => `| ${p.zip} | ${radii.map((r) => n(p.within[r]!)).join(' | ')} |`),
    '', 'By state (walk-in):', '',
    '| state | pharmacies | state | pharmacies | state | pharmacies |', '|---|---|---|---|---|---|',
  ];
  for (let i = 0; i < f.byState.length; i += 3) {
    lines.push(`| ${f.byState.slice(i, i + 3).map(([s, c]) => `${s} | ${n(c)}`).join(' | ')} |`);
  }
  lines.push('', 'Chains (banner, parent company, stores):', '', '| chain | parent | stores |', '|---|---|---|', ...f.chains.map(([c, p, k]) => `| ${c} | ${p} | ${n(k)} |`));
  lines.push('', 'Parent companies:', '', '| parent | stores |', '|---|---|', ...f.parents.map(([p, k]) => `| ${p} | ${n(k)} |`));
  lines.push('', 'Mail order:', '', '| name | parent | NPI | city |', '|---|---|---|---|', ...f.mailOrder.map((m) => `| ${m.name} | ${m.parent} | ${m.npi} | ${m.city}, ${m.state} |`));
  return `${lines.join('\n')}\n`;
}
