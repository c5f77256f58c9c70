import { classifyPharmacy, INDEPENDENT, MAIL_ORDER_CHAIN, type Classification } from '../../functions/domain/catalog/pharmacy-chains';
import type { DirectoryRow } from '../../functions/domain/catalog/pharmacy-format';
import type { GeoPrecision, Point } from '../../functions/domain/catalog/model';
import { normalName } from '../../functions/domain/catalog/pharmacy-areas';
import { MAIL_ORDER_TAXONOMY, type CandidateRow, type HhsPoint } from './sources';
import { addressKey, buildingKey, displayName, sameName, streetLine, titleCaseCity } from '../../functions/domain/catalog/pharmacy-text';
import { ZipCheck, type Centroid } from './zip-check';

/**
 * The pharmacy directory from the national candidate and the HHS locators. Pure: the CLI
 * (scripts/generate-pharmacies.ts) reads the files and writes the seed; tests feed fixtures.
 *
 * The rules, in order (tests/unit/pharmacy-directory.test.ts checks each on real rows):
 * 1. Closed chains are left out (pharmacy-chains.ts: Rite Aid and its subsidiaries, Fred's,
 *    Shopko, A&P, Kmart, BJ's), and so are pharmacies not open to the public (correctional,
 *    nuclear, veterinary, infusion, long-term-care and central-fill pharmacies, by name).
 * 2. Mail order: a consumer mail-order service (Amazon Pharmacy, Express Scripts, CVS Caremark,
 *    OptumRx, CarelonRx, MailMyPrescriptions.com, Cost Plus Drugs, Honeybee, HealthWarehouse: by
 *    name or legal name) whose NPPES record lists the mail-order taxonomy 3336M0002X; one entry per
 *    service (the NPI enumerated in Feb 2026 first, then the latest NPPES update, then the lowest
 *    NPI). The service's other sites, and chains' own sites with 3336M0002X (Walgreens' mail and
 *    central-fill sites), are not walk-in stores and are left out. The file's `mail_order` flag
 *    alone is not enough: independents that also mail carry it, and stay walk-in.
 * 3. Same store, several NPIs: rows at one street address and zip (suffixes and punctuation
 *    aside) with the same phone, or one without a phone, or the same name or first word of the
 *    name ("Jewel Of Flushing Rx" and "Jewel Pharmacy"), or the same chain, are one store. Kept: the NPI still enumerated in NPPES in Feb 2026, then the latest NPPES update,
 *    then the newest source, then the highest NPI; it takes the others' phone and building point
 *    if it has none. Different phones and names at one address (two pharmacies in one medical
 *    building) stay apart. The Feb 2026 flag alone removes nothing: it is blank for every chain
 *    store (the Feb 2026 list holds independents and health systems only).
 * 4. Points: the candidate's own address-level point (NY Medicaid geocoding, HHS 2022-03), else
 *    the HHS April 2022 point of the same NPI, else the HHS March 2022 one, else an HHS point of
 *    the same building (zip, house number, first street word); each only if the locator's zip is
 *    the row's and the point passes ZipCheck. Else the zip's centroid ('zip': distance
 *    approximate). Rows with neither are left out.
 * 5. Text: chain stores take their banner's name ('Walgreens', 'Ralphs Pharmacy'); independents
 *    their d/b/a or legal name without "LLC"/"INC"; street lines lose delivery notes and repeated
 *    store names (pharmacy-text.ts); '' when the source has no street (RetailMyMeds' Feb 2026
 *    independents), unless an HHS row of the same NPI and zip has one.
 *    A walk-in row's phone is dropped when more than 3 addresses share it (a head office's line);
 *    mail-order services keep their shared customer line.
 */
export interface BuildInput {
  candidate: readonly CandidateRow[];
  hhsApril: readonly HhsPoint[];
  hhsMarch: readonly HhsPoint[];
  /** The project's zip table: centroids of the zips the candidate has no ZCTA centroid for. */
  zipTable: readonly Centroid[];
}

export type PointSource = 'candidate' | 'hhs-april' | 'hhs-march' | 'same-building' | 'same-store' | 'zip-centroid';

export interface BuildReport {
  input: number;
  kept: number;
  walkIn: number;
  dropped: { closedChain: Record<string, number>; notPublic: number; mailServiceSite: number; mailServiceDuplicate: number; sameStore: number; noCoordinates: number };
  mailOrder: { npi: string; name: string; parent: string; city: string; state: string; sameServiceNpis: number }[];
  points: Record<PointSource, number>;
  /** Address-level points refused by ZipCheck or a disagreeing zip, by source. */
  refused: { candidate: number; hhsApril: number; hhsMarch: number; sameBuilding: number };
  noStreet: number;
  phones: number;
  enumerated2026: number;
}

/** Why a candidate row is not in the directory (for tests and the report). */
export type Verdict =
  | { kept: true; row: DirectoryRow; point: PointSource }
  | { kept: false; why: 'closed-chain' | 'not-open-to-public' | 'mail-service-site' | 'mail-service-duplicate' | 'same-store' | 'no-coordinates'; detail?: string };

/** More addresses than this under one phone number: a head office's line, dropped from the rows. */
const SHARED_PHONE_ADDRESSES = 3;

const NOT_PUBLIC = /\bCORRECTION(S|AL)?\b|\bJAIL\b|\bDETENTION\b|\bNUCLEAR\b|\bVETERINAR|\bANIMAL\b|\bPETS?\b|\bPET ?RX\b|\bPET MEDS\b|\bOMNICARE\b|\bPHARMERICA\b|\bINFUSION\b|\bCENTRAL FILL\b|\bLONG[- ]TERM CARE\b|\bLTC\b/;

const SOURCE_RANK: Readonly<Record<string, number>> = { 'rmm_nonindependent_nppes_2026-02': 0, 'nppes_2025-10': 1, 'nymgp_2022-q1': 2, 'hhs_locator_2022-03': 3, 'rmm_verified_independent_2026-02': 4 };

/** Kept first: enumerated in Feb 2026, latest NPPES update, newest source, highest NPI. */
function preferred(a: CandidateRow, b: CandidateRow): number {
  return Number(b.inNppes2026) - Number(a.inNppes2026) || b.lastUpdate.localeCompare(a.lastUpdate)
    || (SOURCE_RANK[a.source] ?? 9) - (SOURCE_RANK[b.source] ?? 9) || b.npi.localeCompare(a.npi);
}

interface Draft {
  source: CandidateRow;
  row: DirectoryRow;
  point: PointSource;
}

function byKey<T>(items: readonly T[], key: (t: T) => string | undefined): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    if (k === undefined) continue;
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

export function buildDirectory(input: BuildInput): { rows: DirectoryRow[]; report: BuildReport; verdicts: Map<string, Verdict> } {
  // Reference centroids: the candidate's ZCTA 2018 centroids, then the project's zip table.
  const zcta = input.candidate.filter((c) => c.point && c.geoPrecision.startsWith('zip_centroid')).map((c) => ({ zip: c.zip, ...c.point! }));
  const known = new Set(zcta.map((c) => c.zip));
  const zips = new ZipCheck([...zcta, ...input.zipTable.filter((c) => !known.has(c.zip))]);
  const april = byKey(input.hhsApril, (h) => h.npi);
  const march = byKey(input.hhsMarch, (h) => h.npi);
  const buildings = byKey([...input.hhsApril, ...input.hhsMarch], (h) => buildingKey(h.address1, h.zip));

  const report: BuildReport = {
    input: input.candidate.length, kept: 0, walkIn: 0,
    dropped: { closedChain: {}, notPublic: 0, mailServiceSite: 0, mailServiceDuplicate: 0, sameStore: 0, noCoordinates: 0 },
    mailOrder: [], points: { candidate: 0, 'hhs-april': 0, 'hhs-march': 0, 'same-building': 0, 'same-store': 0, 'zip-centroid': 0 },
    refused: { candidate: 0, hhsApril: 0, hhsMarch: 0, sameBuilding: 0 }, noStreet: 0, phones: 0, enumerated2026: 0,
  };
  const verdicts = new Map<string, Verdict>();
  const drop = (c: CandidateRow, why: Exclude<Verdict, { kept: true }>['why'], detail?: string) => verdicts.set(c.npi, { kept: false, why, ...(detail ? { detail } : {}) });

  /** The best address-level point for a row, else its zip's centroid. */
  function locate(c: CandidateRow): { lat: number; lon: number; geo: GeoPrecision; how: PointSource; hhs?: HhsPoint } | undefined {
    const fits = (p: Point, zip = c.zip) => zip === c.zip && zips.fits(c.zip, p);
    if (c.point && c.geoPrecision.startsWith('address:') && !c.geoPrecision.endsWith('_place')) {
      if (fits(c.point)) return { ...c.point, geo: 'address', how: 'candidate' };
      report.refused.candidate += 1;
    }
    for (const [points, how, refused] of [[april, 'hhs-april', 'hhsApril'], [march, 'hhs-march', 'hhsMarch']] as const) {
      const found = points.get(c.npi) ?? [];
      const good = found.find((h) => fits(h, h.zip));
      if (good) return { lat: good.lat, lon: good.lon, geo: 'address', how, hhs: good };
      if (found.length) report.refused[refused] += 1;
    }
    const key = buildingKey(c.address1, c.zip);
    const same = key ? buildings.get(key) ?? [] : [];
    const building = same.find((h) => fits(h, h.zip));
    if (building) return { lat: building.lat, lon: building.lon, geo: 'address', how: 'same-building' };
    if (same.length) report.refused.sameBuilding += 1;
    const centroid = c.point && c.geoPrecision.startsWith('zip_centroid') ? c.point : zips.centroid(c.zip);
    return centroid ? { lat: centroid.lat, lon: centroid.lon, geo: 'zip', how: 'zip-centroid' } : undefined;
  }

  // A number that rows at several addresses share is a head office's (Walgreens 217-709-2351 on 457 rows), not the store's.
  const addressesByPhone = new Map<string, Set<string>>();
  for (const c of input.candidate) if (c.phone) addressesByPhone.set(c.phone, (addressesByPhone.get(c.phone) ?? new Set()).add(addressKey(c.address1 || c.city, c.zip)));
  const storePhone = (phone: string) => (phone && addressesByPhone.get(phone)!.size <= SHARED_PHONE_ADDRESSES ? phone : '');

  const walkIn: Draft[] = [];
  const mail = new Map<string, { c: CandidateRow; service: Extract<Classification, { kind: 'mail-service' }> }[]>();
  for (const c of input.candidate) {
    const names = [c.name, c.legalName, ...(april.get(c.npi) ?? []).map((h) => h.name), ...(march.get(c.npi) ?? []).map((h) => h.name)];
    const kind = classifyPharmacy(names, c);
    if (kind.kind === 'closed') {
      report.dropped.closedChain[kind.chain] = (report.dropped.closedChain[kind.chain] ?? 0) + 1;
      drop(c, 'closed-chain', kind.why);
      continue;
    }
    if (names.some((n) => NOT_PUBLIC.test(n.toUpperCase()))) {
      report.dropped.notPublic += 1;
      drop(c, 'not-open-to-public');
      continue;
    }
    if (kind.kind === 'mail-service') {
      if (c.taxonomies.includes(MAIL_ORDER_TAXONOMY)) mail.set(kind.name, [...(mail.get(kind.name) ?? []), { c, service: kind }]);
      else {
        report.dropped.mailServiceSite += 1;
        drop(c, 'mail-service-site', kind.name);
      }
      continue;
    }
    if (kind.kind === 'chain' && c.taxonomies.includes(MAIL_ORDER_TAXONOMY)) {
      // A chain's own mail-order or central-fill site (Walgreens' in Orlando, Denver, Mahwah, Indianapolis): no counter.
      report.dropped.mailServiceSite += 1;
      drop(c, 'mail-service-site', kind.chain);
      continue;
    }
    const point = locate(c);
    if (!point) {
      report.dropped.noCoordinates += 1;
      drop(c, 'no-coordinates');
      continue;
    }
    const chain = kind.kind === 'chain' ? kind : undefined;
    // No street in the candidate, but a locator row of the same NPI in the same zip has one.
    const located = !c.address1.trim() ? point.hhs ?? [...(april.get(c.npi) ?? []), ...(march.get(c.npi) ?? [])].find((h) => h.zip === c.zip && h.address1.trim()) : undefined;
    const [address1, address2] = located ? [located.address1, located.address2] : [c.address1, c.address2];
    walkIn.push({
      source: c, point: point.how,
      row: {
        npi: c.npi, name: chain ? chain.name : displayName(c.name || c.legalName), chain: chain ? chain.chain : INDEPENDENT, parent: chain ? chain.parent : '',
        address: streetLine(address1, address2, [c.name, c.legalName, ...(chain ? [chain.name, chain.chain] : [])]),
        city: titleCaseCity(c.city), state: c.state, zip: c.zip, phone: storePhone(c.phone), lat: point.lat, lon: point.lon, geo: point.geo,
      },
    });
  }

  const kept: Draft[] = [];
  // 3. One store, several NPIs.
  for (const group of byKey(walkIn, (d) => (d.source.address1.trim() ? addressKey(d.source.address1, d.source.zip) : undefined)).values()) {
    for (const store of sameStores(group)) {
      store.sort((a, b) => preferred(a.source, b.source));
      const [winner, ...others] = store as [Draft, ...Draft[]];
      if (!winner.row.phone) winner.row.phone = others.find((o) => o.row.phone)?.row.phone ?? '';
      const precise = others.find((o) => o.row.geo === 'address');
      if (winner.row.geo === 'zip' && precise) Object.assign(winner, { point: 'same-store', row: { ...winner.row, lat: precise.row.lat, lon: precise.row.lon, geo: 'address' } });
      kept.push(winner);
      for (const o of others) {
        report.dropped.sameStore += 1;
        drop(o.source, 'same-store', winner.source.npi);
      }
    }
  }
  kept.push(...walkIn.filter((d) => !d.source.address1.trim()));

  const rows: DirectoryRow[] = [];
  for (const d of kept) {
    rows.push(d.row);
    report.points[d.point] += 1;
    verdicts.set(d.source.npi, { kept: true, row: d.row, point: d.point });
    if (d.source.inNppes2026) report.enumerated2026 += 1;
  }
  report.walkIn = rows.length;

  // 2. One mail-order entry per service.
  for (const [name, sites] of [...mail].sort(([a], [b]) => a.localeCompare(b))) {
    sites.sort((a, b) => Number(b.c.inNppes2026) - Number(a.c.inNppes2026) || b.c.lastUpdate.localeCompare(a.c.lastUpdate) || a.c.npi.localeCompare(b.c.npi));
    const [{ c, service }, ...others] = sites as [(typeof sites)[number], ...typeof sites];
    const point = locate(c);
    if (!point) {
      report.dropped.noCoordinates += sites.length;
      for (const s of sites) drop(s.c, 'no-coordinates');
      continue;
    }
    const row: DirectoryRow = {
      npi: c.npi, name, chain: MAIL_ORDER_CHAIN, parent: service.parent, address: streetLine(c.address1, c.address2, [c.name, c.legalName, name]),
      city: titleCaseCity(c.city), state: c.state, zip: c.zip, phone: c.phone, lat: point.lat, lon: point.lon, geo: point.geo,
    };
    rows.push(row);
    verdicts.set(c.npi, { kept: true, row, point: point.how });
    report.mailOrder.push({ npi: c.npi, name, parent: service.parent, city: row.city, state: row.state, sameServiceNpis: others.length });
    for (const o of others) {
      report.dropped.mailServiceDuplicate += 1;
      drop(o.c, 'mail-service-duplicate', c.npi);
    }
  }

  rows.sort((a, b) => a.state.localeCompare(b.state) || a.zip.localeCompare(b.zip) || a.npi.localeCompare(b.npi));
  report.kept = rows.length;
  report.noStreet = rows.filter((r) => !r.address).length;
  report.phones = rows.filter((r) => r.phone).length;
  return { rows, report, verdicts };
}

const firstWord = (name: string) => normalName(name).split(' ').find((w) => w !== 'the') ?? '';

/** The stores among rows at one address: linked by a shared phone, a missing phone, the same name (or first word of it) or the same chain. */
function sameStores(group: readonly Draft[]): Draft[][] {
  const parent = group.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i]!)));
  const same = (a: Draft, b: Draft) => !a.row.phone || !b.row.phone || a.row.phone === b.row.phone
    || sameName(a.source.name, b.source.name) || sameName(a.source.legalName, b.source.legalName)
    || (a.row.chain === INDEPENDENT ? firstWord(a.row.name) === firstWord(b.row.name) : a.row.chain === b.row.chain);
  for (let i = 0; i < group.length; i += 1) for (let j = i + 1; j < group.length; j += 1) if (same(group[i]!, group[j]!)) parent[find(i)] = find(j);
  return [...byKey(group.map((d, i) => ({ d, root: find(i) })), (x) => String(x.root)).values()].map((xs) => xs.map((x) => x.d));
}
