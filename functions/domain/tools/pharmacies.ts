import type * as z from 'zod';
import { LIMITS } from '../../../shared/brand';
import type { PharmaciesResponse, pharmaciesQuerySchema } from '../../../shared/contracts/tools-prices';
import type { Pharmacy } from '../catalog/model';
import { findPharmaciesByName, mailOrderPharmacies, pharmaciesNear } from '../catalog/pharmacy-repository';
import { pbmDirectory } from '../pricing/pbm-directory';
import { locate, pharmacyAddress, quantityToDisplay, quoteEveryPbmCached, quoteMailOrder, resolveDrug, shownMiles } from '../pricing/quote';

type Query = z.output<typeof pharmaciesQuerySchema>;

/**
 * The views that ask every PBM and wait for all of them (pbm-mail-order here, all-pbms in the
 * price tools): cached per NDC, quantity and pharmacy, and limited per caller beyond the route's
 * own bucket, so one address cannot turn them into a stream of uncached PBM calls.
 */
export const ALL_PBM_VIEW_LIMIT = { burst: 10, perMinute: 10 } as const;

function row(p: Pharmacy, distance: number | null): NonNullable<PharmaciesResponse['pharmacies']>[number] {
  return {
    id: p.id, name: p.name, chain: p.chain, address: pharmacyAddress(p), phone: p.phone,
    distance: distance === null ? null : shownMiles(distance), lat: p.lat, lon: p.lon, mailOrder: p.mailOrder, sample: p.sample,
  };
}

async function mailOrderFor(drugName: string, strength: string | undefined, qty: number | undefined) {
  const drug = await resolveDrug({ drugName, strength, qty });
  const { label, formulation: f, quantity } = drug;
  const quote = await quoteMailOrder(drug);
  return { drug, quote, selection: { label: label.name, strength: f.strength, quantity, quantityToDisplay: quantityToDisplay(f, quantity), ndc: f.ndc } };
}

export async function pharmacies(query: Query): Promise<PharmaciesResponse> {
  switch (query.view) {
    case 'search':
      return { pharmacies: (await findPharmaciesByName(query.q, 25)).map((p) => row(p, null)) };
    case 'nearby': {
      const { zip, point } = locate({ zip: query.zip });
      const near = await pharmaciesNear(point, query.radius ?? LIMITS.radiusMiles);
      return { zip, pharmacies: near.slice(0, 50).map((p) => row(p, p.distance)) };
    }
    case 'mail-order': {
      const list = (await mailOrderPharmacies()).map((p) => row(p, null));
      if (!query.drugName) return { pharmacies: list };
      const { quote, selection } = await mailOrderFor(query.drugName, query.strength, query.qty);
      return {
        pharmacies: list, selection,
        mailOrderPrices: quote.prices.map((p) => ({ pharmacy: p.pharmacy.name, pbm: p.pbm, price: p.price })),
      };
    }
    case 'pbm-mail-order': {
      const { drug, quote, selection } = await mailOrderFor(query.drugName, query.strength, query.qty);
      // Every PBM's offer at every mail-order pharmacy, not just the winner: which PBM reaches which service.
      const mail = quote.pharmacies;
      const perPharmacy = await Promise.all(mail.map(async (p) => ({ p, outcomes: await quoteEveryPbmCached(drug, p) })));
      const byPbm = pbmDirectory.list().map((pbm) => {
        const options = perPharmacy.flatMap(({ p, outcomes }) => {
          const q = outcomes.find((x) => x.pbmId === pbm.id)?.quote;
          return q ? [{ pharmacy: p.name, price: q.price }] : [];
        }).sort((a, b) => a.price - b.price);
        return { pbmId: pbm.id, pbm: pbm.name, answered: quote.providersAnswered.includes(pbm.id) || options.length > 0, options };
      });
      return { selection, byPbm, pharmacies: mail.map((p) => row(p, null)) };
    }
  }
}
