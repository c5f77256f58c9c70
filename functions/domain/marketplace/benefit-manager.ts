import { LIMITS } from '../../../shared/brand';
import { listDrugGroups } from '../catalog/drug-repository';
import { listPharmacies } from '../catalog/pharmacy-repository';
import { HttpError, notFound } from '../../lib/errors';
import { listCouponViews } from '../analytics/coupon-views';
import { pbmNetworks } from '../pricing/engine';
import { pbmDirectory } from '../pricing/pbm-directory';
import { locate, quoteNear, resolveDrug, type Place } from '../pricing/quote';

/** How many of the most prescribed drugs the win-rate sample prices (through the price cache). */
export const WIN_SAMPLE_DRUGS = 10;

const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** A drug's prices at the default zip, as visitors get them (same question, same cache). */
async function pricesFor(drugName: string, place: Place) {
  return quoteNear(await resolveDrug({ drugName }), place);
}

/**
 * One PBM's view: pharmacies in its network, how often its coupon is the best price in a sample
 * of the most prescribed drugs at the default zip (the same answers visitors get), and the coupon
 * views of its BIN per day.
 */
export async function benefitManagerReport(pbmId: string, days: number, now = new Date()) {
  const pbm = pbmDirectory.byId(pbmId);
  if (!pbm) throw notFound('pbm_not_found', `There is no PBM ${pbmId}.`);
  const from = dayOf(new Date(now.getTime() - (days - 1) * 86_400_000));
  const [pharmacies, groups, views] = await Promise.all([listPharmacies(), listDrugGroups(), listCouponViews(from, dayOf(now))]);
  // The PBM itself says which pharmacies its network holds.
  const network = (await pbmNetworks(pharmacies.map((p) => p.npi), [pbm.id]))[0]?.inNetwork;
  if (!network) throw new HttpError(503, 'pbm_unavailable', `${pbm.name} did not answer. Please try again in a minute.`);
  // One drug at a time: ten fan-outs at once would crowd the pricing deadline and measure nothing.
  const place = locate({});
  const sample = [];
  for (const g of groups.slice(0, WIN_SAMPLE_DRUGS)) sample.push(await pricesFor(g.labels[0]!.name, place).catch(() => undefined));
  const prices = sample.flatMap((d) => d?.prices ?? []);
  const perDay = new Map<string, number>();
  for (const v of views) if (v.rxBin === pbm.rxBin) perDay.set(v.at.slice(0, 10), (perDay.get(v.at.slice(0, 10)) ?? 0) + 1);
  return {
    pbm: { id: pbm.id, name: pbm.name, rxBin: pbm.rxBin, rxPcn: pbm.rxPcn },
    pharmacies: { inNetwork: pharmacies.filter((p) => network.has(p.npi)).length, total: pharmacies.length },
    wins: {
      sampledDrugs: sample.filter(Boolean).length,
      pharmacyPrices: prices.length,
      won: prices.filter((p) => p.pbmId === pbm.id).length,
      zip: LIMITS.defaultZip,
      checkedAt: sample.find(Boolean)?.checkedAt ?? now.toISOString(),
    },
    couponViews: { total: [...perDay.values()].reduce((a, b) => a + b, 0), days: [...perDay].map(([day, count]) => ({ day, views: count })).sort((a, b) => a.day.localeCompare(b.day)) },
  };
}
