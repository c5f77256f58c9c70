import type * as z from 'zod';
import { LIMITS } from '../../../shared/brand';
import type { PharmaciesResponse, pharmaciesQuerySchema } from '../../../shared/contracts/tools-prices';
import type { Pharmacy } from '../catalog/model';
import { findPharmaciesByName, mailOrderPharmacies, pharmaciesNear } from '../catalog/pharmacy-repository';
import { namedLabel, pickFormulation, quantityText, requireDrug, resolveZip, round2 } from '../reference/lookup';
import { explainPrice } from '../pricing/engine';
import { mailOrderPrices } from '../pricing/mail-order';
import { pbmDirectory } from '../pricing/pbm-directory';

type Query = z.output<typeof pharmaciesQuerySchema>;

function row(p: Pharmacy, distance: number | null): NonNullable<PharmaciesResponse['pharmacies']>[number] {
  return {
    id: p.id, name: p.name, chain: p.chain, address: `${p.address}, ${p.city}, ${p.state} ${p.zip}`, phone: p.phone,
    distance: distance === null ? null : round2(distance), lat: p.lat, lon: p.lon, mailOrder: p.mailOrder, sample: p.sample,
  };
}

async function mailOrderFor(drugName: string, strength: string | undefined, qty: number | undefined) {
  const group = await requireDrug(drugName);
  const label = namedLabel(group, drugName);
  const f = pickFormulation(label, strength);
  const quantity = qty ?? f.quantities[0]!.quantity;
  const answer = await mailOrderPrices(label.name, f.ndc, quantity);
  return { answer, selection: { label: label.name, strength: f.strength, quantity, quantityToDisplay: quantityText(f, quantity), ndc: f.ndc } };
}

export async function pharmacies(query: Query): Promise<PharmaciesResponse> {
  switch (query.view) {
    case 'search':
      return { pharmacies: (await findPharmaciesByName(query.q, 25)).map((p) => row(p, null)) };
    case 'nearby': {
      const { zip, point } = resolveZip(query.zip);
      const near = await pharmaciesNear(point, query.radius ?? LIMITS.radiusMiles);
      return { zip, pharmacies: near.slice(0, 50).map((p) => row(p, p.distance)) };
    }
    case 'mail-order': {
      const list = (await mailOrderPharmacies()).map((p) => row(p, null));
      if (!query.drugName) return { pharmacies: list };
      const { answer, selection } = await mailOrderFor(query.drugName, query.strength, query.qty);
      return {
        pharmacies: list, selection,
        mailOrderPrices: answer.prices.map((p) => ({ pharmacy: p.pharmacy?.name ?? 'Mail order pharmacy', pbm: p.pbm, price: p.price })),
      };
    }
    case 'pbm-mail-order': {
      const { answer, selection } = await mailOrderFor(query.drugName, query.strength, query.qty);
      // Every PBM's offer at every mail-order pharmacy, not just the winner: which PBM reaches which service.
      const mail = await mailOrderPharmacies();
      const perPharmacy = await Promise.all(mail.map(async (p) => ({ p, explained: await explainPrice({ ndc: selection.ndc, quantity: selection.quantity, zipArea: 'mail-order' }, { id: p.id, npi: p.npi, name: p.name, chain: p.chain }) })));
      const byPbm = pbmDirectory.list().map((pbm) => {
        const options = perPharmacy.flatMap(({ p, explained }) => {
          const q = explained.quotes.find((x) => x.pbmId === pbm.id);
          return q && 'quote' in q && q.quote ? [{ pharmacy: p.name, price: q.quote.price }] : [];
        }).sort((a, b) => a.price - b.price);
        return { pbmId: pbm.id, pbm: pbm.name, answered: answer.answer.providersAnswered.includes(pbm.id) || options.length > 0, options };
      });
      return { selection, byPbm, pharmacies: mail.map((p) => row(p, null)) };
    }
  }
}
